import { QueryClient } from '@tanstack/react-query';

/** Spec 1 §9 "Data cache", app bootstrap values: 1 retry, no refetch on focus, stale and GC after 5 minutes. */
export const QUERY_DEFAULTS = {
  retry: 1,
  refetchOnWindowFocus: false,
  staleTime: 5 * 60 * 1000,
  gcTime: 5 * 60 * 1000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS },
      mutations: { retry: false },
    },
  });
}
