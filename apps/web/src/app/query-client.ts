import { QueryClient, type QueryFunction, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';

/** Spec 1 §9 "Data cache", app bootstrap values: 1 retry, no refetch on focus, stale and GC after 5 minutes. */
export const QUERY_DEFAULTS = {
  retry: 1,
  refetchOnWindowFocus: false,
  staleTime: 5 * 60 * 1000,
  gcTime: 5 * 60 * 1000,
} as const;

/** Resolves in a task of its own: a message, not a timer (a hidden tab runs timers once a second). */
function inNextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(0);
  });
}

/**
 * A query's call is started in a task of its own. A query that mounts starts its call from React's passive effects,
 * in the same task as the commit that mounted it: the request's making (headers, the session and brand read from
 * storage, its timers, `fetch` itself) was ~40 % of the dashboard's later commits on a phone. `persister` is
 * the query's hook around its function (tanstack's persisters use it); this one only moves the call to a later task.
 */
function startInNextTask<T>(queryFn: QueryFunction<T, QueryKey>, context: QueryFunctionContext<QueryKey>) {
  return inNextTask().then(() => queryFn(context));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS, persister: startInNextTask },
      mutations: { retry: false },
    },
  });
}
