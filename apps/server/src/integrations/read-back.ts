import { z } from 'zod';
import { parseBody, PlatformError } from './http.ts';
import { graphCall, type GraphTarget } from './meta/graph.ts';
import type { IntegrationDeps } from './types.ts';

/** Platforms may trim or re-space a reply: compare the text as a reader would see it. */
export function sameReplyText(a: string, b: string): boolean {
  const normalise = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();
  return normalise(a) === normalise(b);
}

/**
 * A read-back whose target is gone (404) has found nothing: the re-send then meets the platform's own
 * answer. Every other failure propagates, so the attempt is retried later and nothing is posted blindly.
 */
export async function nothingWhenNotFound<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'not_found') return null;
    throw error;
  }
}

const graphRepliesSchema = z.object({
  data: z.array(
    z.object({
      id: z.string().max(200),
      text: z.string().max(10_000).optional(),
      message: z.string().max(10_000).optional(),
      from: z.object({ id: z.string().max(100) }).optional(),
    }),
  ),
});

/**
 * Meta Graph (Instagram `/{comment}/replies`, Facebook `/{comment}/comments`): our reply is one written by
 * our own account (`from.id`) with the same text (`text` on Instagram, `message` on Facebook).
 */
export async function findGraphReply(
  deps: IntegrationDeps,
  target: GraphTarget,
  input: { path: string; query: Record<string, string>; ownerId: string; message: string },
): Promise<{ replyId: string } | null> {
  return nothingWhenNotFound(async () => {
    const body = await graphCall(deps, target, { path: input.path, query: input.query });
    const found = parseBody(target.platform, graphRepliesSchema, body, 'replies').data.find((reply) => {
      const text = reply.text ?? reply.message;
      return reply.from?.id === input.ownerId && text !== undefined && sameReplyText(text, input.message);
    });
    return found ? { replyId: found.id } : null;
  });
}
