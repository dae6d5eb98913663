import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/**
 * The brand's reply-time target (issue 16): unanswered items older than it are marked in the inbox. Read from
 * the automation settings under their one key, so a target saved on the Rules page is the inbox's at once.
 */
export const replyTargetQueryOptions = (brandId: string | null) => ({
  ...api.automation.settings.queryOptions({ brandId }),
  staleTime: 5 * 60 * 1000,
});

export function useReplyTarget(brandId: string | null) {
  return useQuery({
    ...replyTargetQueryOptions(brandId),
    select: (response) => response.data.replyTargetHours,
  });
}
