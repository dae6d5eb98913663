import {
  draftResponseSchema,
  generateResponseSchema,
  IDEMPOTENCY_HEADER,
  sendResponseSchema,
  type GenerateResponse,
  type SendResponse,
} from '@bizamply/contracts';
import { apiClient } from '@/lib/api-client';

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

/** POST /backend/api/comments/generate-response (charged; the key makes a retry free). */
export function generateResponse(commentId: string): Promise<GenerateResponse['data']> {
  return once(`generate:${commentId}`, async () => {
    const idempotencyKey = newKey();
    const { data } = await apiClient.post(
      '/backend/api/comments/generate-response',
      { commentId, idempotencyKey },
      { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: generateResponseSchema },
    );
    return data;
  });
}

/** PUT /backend/api/comments/{id}/draft (the editor's Save Changes). */
export async function saveDraft(commentId: string, draftContent: string) {
  const { data } = await apiClient.put(
    `/backend/api/comments/${encodeURIComponent(commentId)}/draft`,
    { draftContent, status: 'draft' },
    { schema: draftResponseSchema },
  );
  return data.comment;
}

export type SendSource = 'platform' | 'both';

/** POST /backend/api/comments/{id}/send: to the comment's platform, or to it and WhatsApp. */
export function sendResponse(commentId: string, replyText: string, source: SendSource): Promise<SendResponse['data']> {
  return once(`send:${commentId}`, async () => {
    const idempotencyKey = newKey();
    const { data } = await apiClient.post(
      `/backend/api/comments/${encodeURIComponent(commentId)}/send`,
      { commentId, replyText, source, idempotencyKey },
      { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: sendResponseSchema },
    );
    return data;
  });
}
