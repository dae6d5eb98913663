import { notSpamResponseSchema } from '@bizamply/contracts';
import { apiClient } from '@/lib/api-client';

/** POST /api/comments/{id}/not-spam: the item leaves the Spam tab for the Inbox and can be answered. */
export async function markNotSpam(commentId: string): Promise<string> {
  const { message } = await apiClient.post(`/api/comments/${encodeURIComponent(commentId)}/not-spam`, undefined, {
    schema: notSpamResponseSchema,
  });
  return message;
}
