import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getSelectedBrandId } from '@/lib/storage';
import { commentStatsQueryOptions, getCommentsQueryOptions, type InboxFilters } from './comments';
import { creditPricesQueryOptions } from './credits';
import { replyTargetQueryOptions } from './reply-target';
import { forgetUnanswered, markAskedAhead } from './asked-ahead';

/** The tab, chip, search and order the inbox opens on. */
export const INITIAL_INBOX_FILTERS: InboxFilters = { status: 'pending', platform: 'all', search: '', sort: 'newest' };

/**
 * Asks ahead of the inbox for what its first render asks for (its list, cards, prices and reply-time target), with
 * the keys the page's hooks use, which then share the calls: opened at /responses with a stored session, at the
 * app's start once the brand list has answered (it settles the brand); in the app, on the press of the sidebar's
 * inbox link (inbox-link-intent.ts). Either way the calls go out before the page's chunk is in and drawn, instead
 * of from the page's first commit (on a phone, one long task that started five queries). A call not needed (an
 * answer still fresh) is not sent.
 */
export function prefetchInbox(queryClient: QueryClient): void {
  const brandId = getSelectedBrandId();
  const ask = (queryKey: QueryKey, asking: Promise<void>) => {
    const query = queryClient.getQueryCache().find({ queryKey, exact: true });
    markAskedAhead(query);
    void asking.catch(() => undefined).finally(() => forgetUnanswered(query));
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
