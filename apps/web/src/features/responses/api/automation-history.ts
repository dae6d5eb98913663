import type { ActivityEntry } from '@bizamply/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** One item's automation history (issue 16): what rules and the built-in hold did with it. */
export function useItemHistory(commentId: string, enabled: boolean) {
  const options = api.automation.activity.queryOptions({ query: { commentId, limit: 50 } });
  return useQuery({
    ...options,
    select: (response): ActivityEntry[] => response.data.entries,
    staleTime: 0,
    enabled: enabled && options.enabled !== false,
  });
}
