import { IDEMPOTENCY_HEADER, type GenerateResponse, type SendResponse } from '@bizamply/contracts';
import { api } from '@/lib/endpoints';

const running = new Map<string, Promise<unknown>>();

/**
 * Spec 2 §4: a second generate or send for a comment while one runs reuses the running request, so a
 * double click (or the bulk runner meeting a row the user just clicked) never charges twice.
 */
function once<T>(key: string, start: () => Promise<T>): Promise<T> {
  const existing = running.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const promise = start().finally(() => running.delete(key));
  running.set(key, promise);
  return promise;
}

export const isRunning = (kind: 'generate' | 'send', commentId: string) => running.has(`${kind}:${commentId}`);

const newKey = () => crypto.randomUUID();

/** POST /api/comments/generate-response (charged; the key makes a retry free). */
export function generateResponse(commentId: string): Promise<GenerateResponse['data']> {
  return once(`generate:${commentId}`, async () => {
    const idempotencyKey = newKey();
    const { data } = await api.comments.generateResponse(
      { body: { commentId, idempotencyKey } },
      { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
    );
    return data;
  });
}

/** PUT /api/comments/{id}/draft (the editor's Save Changes). */
export async function saveDraft(commentId: string, draftContent: string) {
  const { data } = await api.comments.saveDraft({
    params: { id: commentId },
    body: { draftContent, status: 'draft' },
  });
  return data.comment;
}

export type SendSource = 'platform' | 'both';

/** POST /api/comments/{id}/send: to the comment's platform, or to it and WhatsApp. */
export function sendResponse(commentId: string, replyText: string, source: SendSource): Promise<SendResponse['data']> {
  return once(`send:${commentId}`, async () => {
    const idempotencyKey = newKey();
    const { data } = await api.comments.send(
      { params: { id: commentId }, body: { commentId, replyText, source, idempotencyKey } },
      { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
    );
    return data;
  });
}

/** DELETE /api/comments/{id}/reply: removes the sent reply on its platform; the item returns to Drafts. */
export async function deleteReply(commentId: string): Promise<string> {
  return (await api.comments.deleteReply({ params: { id: commentId } })).message;
}
