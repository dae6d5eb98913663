import { BRAND_HEADER, LIVE_FALLBACK_POLL_MS, type LiveEvent } from '@bizamply/contracts';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { emitLive, setLiveState, useLiveSignals, useLiveState, type LiveSignal } from '@/lib/live/live-bus';
import { liveRoutes } from '@/lib/generated/endpoints/live';
import { getAuthToken } from '@/lib/storage';
import { whenIdle } from '@/lib/when-idle';

const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '';
/** Events arriving together (a webhook batch, a send and its refund) are handed on once. */
const COALESCE_MS = 50;
const STREAM_IDLE_TIMEOUT_MS = 1_000;

/** What each kind of change makes stale, besides what the screens that subscribe refetch themselves. */
function staleFor(signal: LiveSignal, brandId: string | null): (query: Query) => boolean {
  return ({ queryKey: [root, second, third] }) => {
    const credits = root === 'credits' && second !== 'inbox-settings';
    const notifications = root === 'notifications';
    // The dashboard's endpoints for this brand (`[group, name, brand, ...]`, lib/endpoints) and its recent
    // transactions (the credits endpoint's key). Literal keys: this file loads with the shell, the definitions later.
    const dashboard =
      (root === 'dashboard' && third === (brandId ?? 'none')) || (root === 'credits' && second === 'transactions');
    const connections = root === 'connections' || (root === 'onboarding' && second === 'connections');
    if (signal === 'resync') return credits || notifications || dashboard || connections;
    switch (signal.kind) {
      case 'credits':
        return credits;
      case 'items':
        return notifications || dashboard;
      case 'replies':
        return dashboard;
      case 'connections':
        return connections;
    }
  };
}

/**
 * Opens the live stream for the signed-in shell (lazily: the stream code is its own chunk) and keeps the account-
 * wide data fresh: balance, notifications, dashboard, connections. The inbox subscribes itself (it honours its
 * Auto-refresh switch). While the stream is down, everything it covers is refetched every 15 s instead.
 */
export function LiveUpdates({ brandId }: { brandId: string | null }) {
  const queryClient = useQueryClient();
  const pending = useRef(new Map<string, LiveSignal>());
  const flush = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let close: (() => void) | null = null;
    let cancelled = false;
    const coalesce = (signal: LiveSignal) => {
      const key = signal === 'resync' ? signal : `${signal.kind}:${signal.brandId ?? ''}`;
      pending.current.set(key, signal);
      flush.current ??= setTimeout(() => {
        flush.current = undefined;
        const signals = [...pending.current.values()];
        pending.current.clear();
        for (const next of signals) emitLive(next);
      }, COALESCE_MS);
    };
    const openStream = () =>
      import('@/lib/live/live-stream').then(({ openLiveStream }) => {
        if (cancelled) return;
        close = openLiveStream({
          url: `${API_BASE_URL}${liveRoutes.stream.path}`,
          headers: () => {
            const token = getAuthToken();
            if (!token) return null;
            return { Authorization: `Bearer ${token}`, ...(brandId ? { [BRAND_HEADER]: brandId } : {}) };
          },
          onEvent: (event: LiveEvent) => coalesce(event),
          onResync: () => coalesce('resync'),
          onState: setLiveState,
        });
      });
    // The chunk's import (vite's preload: a DOM query and a <link> per dependency) runs in an idle callback of its own,
    // not in the effects of the commit that mounts the page: that commit is one of a phone's longest tasks.
    const cancelIdle = whenIdle(() => void openStream(), STREAM_IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      cancelIdle();
      close?.();
      setLiveState('off');
    };
  }, [brandId]);

  useLiveSignals((signal) => {
    void queryClient.invalidateQueries({ predicate: staleFor(signal, brandId) });
  });

  const state = useLiveState();
  useEffect(() => {
    if (state !== 'down') return;
    const timer = setInterval(() => emitLive('resync'), LIVE_FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [state]);

  useEffect(() => () => clearTimeout(flush.current), []);
  return null;
}
