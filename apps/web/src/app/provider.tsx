import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, useState, type ReactNode } from 'react';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { onFirstToast, toastRequested } from '@/lib/first-toast';
import { createQueryClient } from './query-client';

// Not in the initial bundle, and mounted only at the page's first toast (toasts follow user actions): until then no
// page loads or evaluates sonner. The toast itself waits for the same chunk, and sonner replays the active toasts to
// a Toaster that subscribes after them.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

/** Nothing until the page's first toast; then the Toaster, which shows that toast (exported for its test). */
export function DeferredToaster() {
  const mounted = useSyncExternalStore(onFirstToast, toastRequested, toastRequested);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

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
        <DeferredToaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
