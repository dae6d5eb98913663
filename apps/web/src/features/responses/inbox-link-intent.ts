import type { QueryClient } from '@tanstack/react-query';
import { prefetchInbox } from './api/prefetch-inbox';
import { INBOX_PATH } from './inbox-path';

/**
 * The press on a link to the inbox (a pointer going down, Enter): its page's chunk and its first calls start then,
 * beside each other, instead of the calls waiting for the chunk, the route's render and the page's first commit.
 * Not a route loader: react-router's data router renders nothing at start until the first match's loaders have
 * settled, which would hold back a cold start at /responses (prefetch-first-data.ts serves that one).
 */
export function onInboxLinkIntent(queryClient: QueryClient): void {
  void import('./pages/responses-page').catch(() => undefined);
  prefetchInbox(queryClient);
}

/** What `followWaysIntoInbox` reads of react-router's data router. */
export interface NavigatingRouter {
  state: { location: { pathname: string } };
  subscribe: (
    listener: (state: { location: { pathname: string }; navigation: { location?: { pathname: string } } }) => void,
  ) => () => void;
}

const isInbox = (pathname: string) => pathname.replace(/(.)\/+$/, '$1') === INBOX_PATH;

/**
 * Every other way into the inbox from inside the app (a notification of the bell, a result of the search box or its
 * Enter, back and forward) starts the same intent as the router takes the new address: before the page's chunk is
 * in and its first commit, as the sidebar's press does. These addresses open the inbox on its first filters (the
 * `highlight` is looked for in them), the keys prefetchInbox asks for. Nothing is asked twice: after the sidebar's
 * press the call in flight is joined and its answer is fresh for the page (asked-ahead.ts); an address inside the
 * inbox (its page already drawn) asks nothing. Returns the unsubscribe.
 */
export function followWaysIntoInbox(router: NavigatingRouter, queryClient: QueryClient): () => void {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    const next = (state.navigation.location ?? state.location).pathname;
    const entering = isInbox(next) && !isInbox(pathname);
    pathname = next;
    if (entering) onInboxLinkIntent(queryClient);
  });
}
