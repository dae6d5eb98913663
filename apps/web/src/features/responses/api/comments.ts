import {
  COMMENTS_PAGE_MAX,
  type COMMENT_SORTS,
  type CommentTab,
  type CommentsResponse,
  type Platform,
} from '@bizamply/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/endpoints';
import { staleUnlessAskedAhead } from './asked-ahead';

/** Rows fetched per page; the virtualised list asks for the next page as the user nears the end. */
export const INBOX_PAGE_SIZE = 100;
const pageSize = Math.min(INBOX_PAGE_SIZE, COMMENTS_PAGE_MAX);

export interface InboxFilters {
  status: CommentTab;
  platform: Platform | 'all';
  search: string;
  sort: (typeof COMMENT_SORTS)[number];
}

export type CommentsPage = CommentsResponse['data'];

/** GET /api/comments: one tab, chip and search, newest first, with the tab counts. */
export async function getComments(
  filters: InboxFilters,
  page: number,
  { brandId, signal }: { brandId?: string | null; signal?: AbortSignal } = {},
): Promise<CommentsPage> {
  const query = { ...filters, page, limit: pageSize };
  return (await api.comments.list({ brandId, query }, { signal })).data;
}

/**
 * The inbox's keys are its endpoints' keys (`['comments', 'list' | 'stats', brand, {filters}]`): the brand's
 * lists and cards are refreshed together by `invalidateInbox`.
 */
export const inboxKeys = {
  lists: (brandId: string | null) => api.comments.list.key({ brandId }),
  list: (brandId: string | null, filters: InboxFilters) => api.comments.list.key({ brandId, query: filters }),
};

/** Refreshes the brand's lists, tab counts and statistic cards. */
export function invalidateInbox(queryClient: QueryClient, brandId: string | null) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: inboxKeys.lists(brandId) }),
    queryClient.invalidateQueries({ queryKey: api.comments.stats.key({ brandId }) }),
  ]);
}

export const getCommentsQueryOptions = (brandId: string | null, filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(brandId, filters),
    queryFn: ({ pageParam, signal }) => getComments(filters, pageParam, { brandId, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: CommentsPage) => (last.pagination.hasNext ? last.pagination.currentPage + 1 : undefined),
    enabled: brandId !== null,
    retry: false,
    staleTime: staleUnlessAskedAhead,
  });

export function useComments(brandId: string | null, filters: InboxFilters, refetchInterval: number | false) {
  // A new tab, chip or search keeps the previous rows on screen under the 'Loading data...' overlay.
  return useInfiniteQuery({
    ...getCommentsQueryOptions(brandId, filters),
    refetchInterval,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/comments/stats: the four statistic cards. */
export const commentStatsQueryOptions = (brandId: string | null, platform: Platform | 'all') => ({
  ...api.comments.stats.queryOptions({ brandId, query: { platform } }),
  staleTime: staleUnlessAskedAhead,
});

export function useCommentStats(brandId: string | null, platform: Platform | 'all', refetchInterval: number | false) {
  return useQuery({
    ...commentStatsQueryOptions(brandId, platform),
    select: (response) => response.data,
    refetchInterval,
  });
}
