import type { QueryClient } from '@tanstack/react-query';
import { prefetchInbox } from './api/prefetch-inbox';

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
