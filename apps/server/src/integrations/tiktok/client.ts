import { z } from 'zod';
import { PlatformError, parseBody, type HttpResult } from '../http.ts';
import { sameReplyText } from '../read-back.ts';
import type { IntegrationDeps, PlatformConnection, ReplyInput } from '../types.ts';

const envelopeSchema = z.object({
  code: z.number(),
  message: z.string().max(2000).optional(),
  data: z.unknown().optional(),
});

/** Non-zero `code` is an error even on HTTP 200 (§6). */
function classify(result: HttpResult): PlatformError | null {
  if (result.status === 429) return new PlatformError('tiktok', 'rate_limit', 'TikTok rate limit reached', 429);
  if (result.status >= 500)
    return new PlatformError('tiktok', 'transient', `TikTok answered HTTP ${result.status}`, result.status);
  const parsed = envelopeSchema.safeParse(result.body);
  if (!parsed.success) {
    return result.status >= 400
      ? new PlatformError(
          'tiktok',
          result.status === 401 ? 'auth' : 'rejected',
          `TikTok answered HTTP ${result.status}`,
          result.status,
        )
      : null;
  }
  const { code, message } = parsed.data;
  if (code === 0) return null;
  const text = `TikTok: ${message ?? `code ${code}`}`;
  if (code === 40105 || code === 40104 || code === 40102)
    return new PlatformError('tiktok', 'auth', text, result.status);
  if (code === 40100 || code === 40016) return new PlatformError('tiktok', 'rate_limit', text, result.status);
  if (code >= 50000) return new PlatformError('tiktok', 'transient', text, result.status);
  return new PlatformError('tiktok', 'rejected', text, result.status);
}

/** The token for a connection: its own (account OAuth) or our Business Center's. */
export function tiktokToken(deps: IntegrationDeps, connection?: Pick<PlatformConnection, 'credentials'>): string {
  const token = connection?.credentials.accessToken || deps.settings.tiktok.accessToken;
  if (!token) throw new PlatformError('tiktok', 'not_configured', 'TIKTOK_ACCESS_TOKEN is not configured');
  return token;
}

export async function tiktokCall<T extends z.ZodType>(
  deps: IntegrationDeps,
  input: {
    /** Absent on the token endpoints themselves. */
    token?: string;
    method?: 'GET' | 'POST';
    path: string;
    query?: Record<string, string>;
    json?: unknown;
    data: T;
  },
): Promise<z.infer<T>> {
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  const result = await deps.http.send({
    platform: 'tiktok',
    method: input.method ?? 'GET',
    url: `${deps.settings.tiktok.apiBase}${input.path}${query}`,
    headers: input.token ? { 'access-token': input.token } : {},
    json: input.json,
    classify,
  });
  const envelope = parseBody('tiktok', envelopeSchema, result.body, 'response');
  return parseBody('tiktok', input.data, envelope.data, 'data');
}

/** Ids exceed 2^53: always strings. */
export const ttId = z.union([z.string().max(100), z.number()]).transform(String);

/** `GET /business/comment/reply/list/`: our reply is the account owner's with the same text. */
export async function findTikTokReply(
  deps: IntegrationDeps,
  connection: Pick<PlatformConnection, 'externalId' | 'credentials'>,
  input: Pick<ReplyInput, 'targetId' | 'parentId' | 'message'>,
): Promise<{ replyId: string } | null> {
  const data = await tiktokCall(deps, {
    token: tiktokToken(deps, connection),
    path: '/business/comment/reply/list/',
    query: {
      business_id: connection.externalId,
      video_id: input.parentId ?? '',
      comment_id: input.targetId,
      max_count: '30',
    },
    data: z.object({
      comments: z.array(
        z.object({
          comment_id: ttId,
          text: z.string().max(5000).optional(),
          owner: z.boolean().optional(),
          user_id: ttId.optional(),
        }),
      ),
    }),
  });
  const found = data.comments.find(
    (reply) =>
      (reply.owner === true || reply.user_id === connection.externalId) &&
      reply.text !== undefined &&
      sameReplyText(reply.text, input.message),
  );
  return found ? { replyId: found.comment_id } : null;
}
