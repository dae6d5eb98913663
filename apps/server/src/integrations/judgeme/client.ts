import { z } from 'zod';
import { normalisePhone } from '../../lib/phone.ts';
import { PlatformError, parseBody, type HttpResult } from '../http.ts';
import { nothingWhenNotFound, sameReplyText } from '../read-back.ts';
import { emptyItem, platformDate, type InboxItem, type IntegrationDeps, type PlatformConnection } from '../types.ts';

export const judgemeReviewSchema = z.object({
  id: z.union([z.number(), z.string().max(40)]),
  title: z.string().max(1000).nullable().optional(),
  body: z.string().max(20_000).nullable().optional(),
  rating: z.number().min(0).max(5).nullable().optional(),
  product_external_id: z
    .union([z.number(), z.string().max(100)])
    .nullable()
    .optional(),
  product_title: z.string().max(1000).nullable().optional(),
  reviewer: z
    .object({
      name: z.string().max(300).nullable().optional(),
      email: z.string().max(320).nullable().optional(),
      // An unreadable number must not cost us the review: it is only an extra channel.
      phone: z.string().max(60).nullable().optional().catch(null),
    })
    .nullable()
    .optional(),
  curated: z.string().max(40).nullable().optional(),
  published: z.boolean().nullable().optional(),
  verified: z.string().max(40).nullable().optional(),
  created_at: z.string().max(60),
});
export type JudgemeReview = z.infer<typeof judgemeReviewSchema>;

export function classifyJudgeme(result: HttpResult): PlatformError | null {
  const { status } = result;
  if (status < 300) return null;
  if (status === 401 || status === 403) {
    return new PlatformError('judgeme', 'auth', 'Judge.me no longer accepts our access token', status);
  }
  if (status === 429) return new PlatformError('judgeme', 'rate_limit', 'Judge.me rate limit reached', status);
  if (status >= 500) return new PlatformError('judgeme', 'transient', `Judge.me answered HTTP ${status}`, status);
  if (status === 404) return new PlatformError('judgeme', 'not_found', 'Judge.me resource not found', status);
  return new PlatformError('judgeme', 'rejected', `Judge.me answered HTTP ${status}`, status);
}

/** Calls `/api/v1/...` with the shop token in `api_token` + `shop_domain` (platform-apis.md §2). */
export async function judgemeCall(
  deps: IntegrationDeps,
  connection: Pick<PlatformConnection, 'externalId' | 'credentials'>,
  input: { method?: 'GET' | 'POST' | 'DELETE'; path: string; query?: Record<string, string>; json?: unknown },
) {
  const params = new URLSearchParams({
    ...input.query,
    shop_domain: connection.externalId,
    api_token: connection.credentials.accessToken,
  });
  return deps.http.send({
    platform: 'judgeme',
    method: input.method ?? 'GET',
    url: `${deps.settings.judgeme.apiBase}${input.path}?${params}`,
    json: input.json,
    classify: classifyJudgeme,
  });
}

export function judgemeItem(review: JudgemeReview): InboxItem | null {
  const postedAt = platformDate(review.created_at);
  const content = [review.body, review.title].find((text) => text && text.trim()) ?? '';
  if (!postedAt || !content) return null;
  // The reviewer's number lets a reply also go out on WhatsApp (modules/replies/whatsapp-window.ts).
  const customerPhone = normalisePhone(review.reviewer?.phone);
  return {
    ...emptyItem(),
    externalId: String(review.id),
    content,
    rating: review.rating ?? null,
    reviewerName: review.reviewer?.name ?? null,
    reviewerEmail: review.reviewer?.email ?? null,
    productId: review.product_external_id ? `gid://shopify/Product/${review.product_external_id}` : null,
    productTitle: review.product_title ?? null,
    postedAt,
    metadata: {
      title: review.title ?? null,
      curated: review.curated ?? null,
      spam: review.curated === 'spam',
      published: review.published ?? null,
      verified: review.verified ?? null,
      ...(customerPhone ? { customerPhone } : {}),
    },
  };
}

export const reviewsPageSchema = z.object({ reviews: z.array(z.unknown()) });

/** Each review checked on its own: one malformed review is skipped (and counted), not the whole page. */
export function readReviews(body: unknown): { items: InboxItem[]; skipped: number } {
  const page = parseBody('judgeme', reviewsPageSchema, body, 'reviews page');
  const items: InboxItem[] = [];
  let skipped = 0;
  for (const raw of page.reviews) {
    const parsed = judgemeReviewSchema.safeParse(raw);
    const item = parsed.success ? judgemeItem(parsed.data) : null;
    if (item) items.push(item);
    else skipped += 1;
  }
  return { items, skipped };
}

/** The store's public reply as one review carries it (list items omit it); shape read leniently. */
const reviewReplySchema = z.object({
  review: z.object({
    reply: z
      .union([z.string(), z.object({ content: z.string().nullable().optional() })])
      .nullable()
      .optional(),
  }),
});

/** `GET /reviews/{id}`: whether the review's reply is already our text (Judge.me names no reply id). */
export async function findJudgemeReply(
  deps: IntegrationDeps,
  connection: Pick<PlatformConnection, 'externalId' | 'credentials'>,
  input: { targetId: string; message: string },
): Promise<{ replyId: null } | null> {
  return nothingWhenNotFound(async () => {
    const result = await judgemeCall(deps, connection, { path: `/reviews/${encodeURIComponent(input.targetId)}` });
    const { reply } = parseBody('judgeme', reviewReplySchema, result.body, 'review').review;
    const content = typeof reply === 'string' ? reply : reply?.content;
    return content && sameReplyText(content, input.message) ? { replyId: null } : null;
  });
}
