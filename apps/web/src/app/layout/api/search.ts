import { SEARCH_QUERY_MIN } from '@bizamply/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** GET /api/search?q= (the top bar's search over the selected brand's reviews and comments). */
export function useCommentSearch(q: string) {
  const text = q.trim();
  const options = api.brands.search.queryOptions({ query: { q: text } });
  return useQuery({
    ...options,
    select: (response) => response.data.results,
    staleTime: 30_000,
    enabled: text.length >= SEARCH_QUERY_MIN && options.enabled !== false,
    placeholderData: keepPreviousData,
  });
}
