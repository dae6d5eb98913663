import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { Toaster as ToasterComponent } from '@/components/ui/toaster';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { afterLoadWhenIdle, whenIdle } from '@/lib/when-idle';
import { createQueryClient } from './query-client';

// Not in the initial bundle, and mounted only once the page has loaded: toasts follow user actions, and its chunk
// (the overlays) would otherwise share a phone's bandwidth with the first page's own chunks. A toast raised
// before it mounts still shows (sonner replays the active toasts to a Toaster that subscribes late).
const TOASTER_IDLE_TIMEOUT_MS = 1_000;

function DeferredToaster() {
  const [Toaster, setToaster] = useState<typeof ToasterComponent>();
  // Its first render reads the document's direction (a style recalculation): set in an idle callback of its own once
  // the chunk is in, not as a lazy component's retry that joins whichever commit is pending then (the shell's, a
  // phone's longest task). A late setState after unmount is a no-op, so only the first step is cancelled.
  useEffect(
    () =>
      afterLoadWhenIdle(
        () =>
          void import('@/components/ui/toaster').then((chunk) =>
            whenIdle(() => setToaster(() => chunk.Toaster), TOASTER_IDLE_TIMEOUT_MS),
          ),
        TOASTER_IDLE_TIMEOUT_MS,
      ),
    [],
  );
  return Toaster ? <Toaster /> : null;
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
