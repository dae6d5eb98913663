import { searchResponseSchema, SEARCH_QUERY_MIN, type SearchResult } from '@bizamply/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';

/** GET /api/search?q= (the top bar's search over the selected brand's reviews and comments). */
export async function searchComments(q: string, signal?: AbortSignal): Promise<SearchResult[]> {
  return (await apiClient.get('/api/search', { query: { q }, schema: searchResponseSchema, signal })).data.results;
}

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', getSelectedBrandId(), q] as const,
    queryFn: ({ signal }) => searchComments(q, signal),
    staleTime: 30_000,
  });

export function useCommentSearch(q: string) {
  const text = q.trim();
  return useQuery({
    ...searchQueryOptions(text),
    enabled: text.length >= SEARCH_QUERY_MIN,
    placeholderData: keepPreviousData,
  });
}
