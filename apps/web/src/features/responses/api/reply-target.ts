import { automationSettingsResponseSchema } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The brand's reply-time target (issue 16): unanswered items older than it are marked in the inbox. */
export async function getReplyTargetHours(signal?: AbortSignal): Promise<number> {
  const { data } = await apiClient.get('/api/automation/settings', {
    schema: automationSettingsResponseSchema,
    signal,
  });
  return data.replyTargetHours;
}

export const getReplyTargetQueryOptions = (brandId: string | null) =>
  queryOptions({
    queryKey: ['inbox-reply-target', brandId ?? 'none'] as const,
    queryFn: ({ signal }) => getReplyTargetHours(signal),
    enabled: brandId !== null,
    staleTime: 5 * 60 * 1000,
  });

export function useReplyTarget(brandId: string | null) {
  return useQuery(getReplyTargetQueryOptions(brandId));
}
