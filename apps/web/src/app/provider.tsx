import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { afterLoadWhenIdle } from '@/lib/when-idle';
import { createQueryClient } from './query-client';

// Not in the initial bundle, and mounted only once the page has loaded: toasts follow user actions, and its chunk
// (the overlays) would otherwise share a phone's bandwidth with the first page's own chunks. A toast raised
// before it mounts still shows (sonner replays the active toasts to a Toaster that subscribes late).
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));
const TOASTER_IDLE_TIMEOUT_MS = 1_000;

function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setMounted(true), TOASTER_IDLE_TIMEOUT_MS), []);
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
