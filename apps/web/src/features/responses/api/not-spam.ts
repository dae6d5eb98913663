import { api } from '@/lib/endpoints';

/** POST /api/comments/{id}/not-spam: the item leaves the Spam tab for the Inbox and can be answered. */
export async function markNotSpam(commentId: string): Promise<string> {
  return (await api.comments.notSpam({ params: { id: commentId } })).message;
}
