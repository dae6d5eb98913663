import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getSelectedBrandId } from '@/lib/storage';
import { commentStatsQueryOptions, getCommentsQueryOptions, type InboxFilters } from './comments';
import { creditPricesQueryOptions } from './credits';
import { replyTargetQueryOptions } from './reply-target';
import { markAskedAtStart } from './start-answer';

/** The tab, chip, search and order the inbox opens on. */
export const INITIAL_INBOX_FILTERS: InboxFilters = { status: 'pending', platform: 'all', search: '', sort: 'newest' };

/**
 * Opened at /responses with a stored session, the app asks at its start, once the brand list has answered (it
 * settles the brand), for what the inbox's first render asks for (its list, cards, prices and reply-time target),
 * with the keys the page's hooks use: the calls go out before the shell draws instead of from the page's first
 * commit, which on a phone started five queries in one long task. The page's hooks then share the calls.
 */
export function prefetchInbox(queryClient: QueryClient): void {
  const brandId = getSelectedBrandId();
  const ask = (queryKey: QueryKey, asking: Promise<void>) => {
    markAskedAtStart(queryClient.getQueryCache().find({ queryKey, exact: true }));
    void asking.catch(() => undefined);
  };
  const prices = creditPricesQueryOptions();
  ask(prices.queryKey, queryClient.prefetchQuery(prices));
  if (brandId === null) return;
  const list = getCommentsQueryOptions(brandId, INITIAL_INBOX_FILTERS);
  ask(list.queryKey, queryClient.prefetchInfiniteQuery(list));
  const stats = commentStatsQueryOptions(brandId, INITIAL_INBOX_FILTERS.platform);
  ask(stats.queryKey, queryClient.prefetchQuery(stats));
  const target = replyTargetQueryOptions(brandId);
  ask(target.queryKey, queryClient.prefetchQuery(target));
}
