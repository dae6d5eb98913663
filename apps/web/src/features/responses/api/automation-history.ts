import { automationActivityResponseSchema, type ActivityEntry } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** One item's automation history (issue 16): what rules and the built-in hold did with it. */
export async function getItemHistory(commentId: string, signal?: AbortSignal): Promise<ActivityEntry[]> {
  const { data } = await apiClient.get('/api/automation/activity', {
    query: { commentId, limit: 50 },
    schema: automationActivityResponseSchema,
    signal,
  });
  return data.entries;
}

export const getItemHistoryQueryOptions = (commentId: string) =>
  queryOptions({
    queryKey: ['inbox-item-history', commentId] as const,
    queryFn: ({ signal }) => getItemHistory(commentId, signal),
    staleTime: 0,
  });

export function useItemHistory(commentId: string, enabled: boolean) {
  return useQuery({ ...getItemHistoryQueryOptions(commentId), enabled });
}
