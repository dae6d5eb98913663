import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { createQueryClient } from './query-client';

// Loaded next to the first page instead of inside the initial bundle; toasts only follow user actions.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries); the app creates one. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </SessionProvider>
    </QueryClientProvider>
  );
}
