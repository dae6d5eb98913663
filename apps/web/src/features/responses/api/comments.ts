import {
  COMMENTS_PAGE_MAX,
  type COMMENT_SORTS,
  commentStatsResponseSchema,
  commentsResponseSchema,
  type CommentTab,
  type CommentsResponse,
  type Platform,
} from '@bizamply/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

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
export async function getComments(filters: InboxFilters, page: number, signal?: AbortSignal): Promise<CommentsPage> {
  const { data } = await apiClient.get('/api/comments', {
    query: { ...filters, page, limit: pageSize },
    schema: commentsResponseSchema,
    signal,
  });
  return data;
}

/** Every inbox read starts with this key, so one invalidation refreshes lists, counts and statistics. */
export const inboxKeys = {
  all: (brandId: string | null) => ['inbox', brandId ?? 'none'] as const,
  list: (brandId: string | null, filters: InboxFilters) => [...inboxKeys.all(brandId), 'list', filters] as const,
  stats: (brandId: string | null, platform: Platform | 'all') =>
    [...inboxKeys.all(brandId), 'stats', platform] as const,
};

export const getCommentsQueryOptions = (brandId: string | null, filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(brandId, filters),
    queryFn: ({ pageParam, signal }) => getComments(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CommentsPage) => (last.pagination.hasNext ? last.pagination.currentPage + 1 : undefined),
    enabled: brandId !== null,
    retry: false,
    staleTime: 0,
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
export async function getCommentStats(platform: Platform | 'all', signal?: AbortSignal) {
  const { data } = await apiClient.get('/api/comments/stats', {
    query: { platform },
    schema: commentStatsResponseSchema,
    signal,
  });
  return data;
}

export const getCommentStatsQueryOptions = (brandId: string | null, platform: Platform | 'all') =>
  queryOptions({
    queryKey: inboxKeys.stats(brandId, platform),
    queryFn: ({ signal }) => getCommentStats(platform, signal),
    enabled: brandId !== null,
    staleTime: 0,
  });

export function useCommentStats(brandId: string | null, platform: Platform | 'all', refetchInterval: number | false) {
  return useQuery({ ...getCommentStatsQueryOptions(brandId, platform), refetchInterval });
}
