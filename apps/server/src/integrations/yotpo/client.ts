import { z } from 'zod';
import { PlatformError, parseBody, type HttpResult } from '../http.ts';
import { nothingWhenNotFound, sameReplyText } from '../read-back.ts';
import {
  emptyItem,
  platformDate,
  type InboxItem,
  type IntegrationDeps,
  type PlatformConnection,
  type ReplyInput,
} from '../types.ts';

/** Yotpo sends some values as strings (older webhooks stringify everything): read leniently. */
const id = z.union([z.number(), z.string().regex(/^\d{1,20}$/)]).transform(String);
const score = z.union([z.number(), z.string().regex(/^\d(\.\d+)?$/)]).transform(Number);

export const yotpoReviewSchema = z.object({
  id,
  title: z.string().max(1000).nullable().optional(),
  content: z.string().max(20_000).nullable().optional(),
  score: score.nullable().optional(),
  name: z.string().max(300).nullable().optional(),
  reviewer_display_name: z.string().max(300).nullable().optional(),
  email: z.string().max(320).nullable().optional(),
  customer_email: z.string().max(320).nullable().optional(),
  sku: z
    .union([z.string().max(200), z.number()])
    .nullable()
    .optional(),
  external_product_id: z
    .union([z.string().max(200), z.number()])
    .nullable()
    .optional(),
  sentiment: z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .optional(),
  created_at: z.string().max(60),
});
export type YotpoReview = z.infer<typeof yotpoReviewSchema>;

export function classifyYotpo(result: HttpResult): PlatformError | null {
  const { status, headers } = result;
  if (status < 300) return null;
  if (status === 401 || status === 403) {
    return new PlatformError('yotpo', 'auth', 'Yotpo no longer accepts our access token', status);
  }
  if (status === 429) {
    // Yotpo names the wait in `RateLimit-Reset` (seconds) rather than Retry-After.
    const reset = Number(headers.get('ratelimit-reset'));
    const wait = headers.has('retry-after') || !Number.isFinite(reset) ? undefined : reset * 1000;
    return new PlatformError('yotpo', 'rate_limit', 'Yotpo rate limit reached', status, wait);
  }
  if (status >= 500) return new PlatformError('yotpo', 'transient', `Yotpo answered HTTP ${status}`, status);
  if (status === 404) return new PlatformError('yotpo', 'not_found', 'Yotpo resource not found', status);
  return new PlatformError('yotpo', 'rejected', `Yotpo answered HTTP ${status}`, status);
}

export async function yotpoCall(
  deps: IntegrationDeps,
  input: { method?: 'GET' | 'POST'; url: string; query?: Record<string, string>; json?: unknown },
) {
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  return deps.http.send({
    platform: 'yotpo',
    method: input.method ?? 'GET',
    url: `${input.url}${query}`,
    json: input.json,
    classify: classifyYotpo,
  });
}

export function yotpoItem(review: YotpoReview): InboxItem | null {
  const postedAt = platformDate(review.created_at);
  const content = [review.content, review.title].find((text) => text && text.trim()) ?? '';
  if (!postedAt || !content) return null;
  const product = review.sku ?? review.external_product_id;
  const productId = product === null || product === undefined ? null : String(product);
  return {
    ...emptyItem(),
    externalId: review.id,
    content,
    rating: review.score ?? null,
    reviewerName: review.name ?? review.reviewer_display_name ?? null,
    reviewerEmail: review.email ?? review.customer_email ?? null,
    productId: productId && /^\d+$/.test(productId) ? `gid://shopify/Product/${productId}` : productId,
    postedAt,
    metadata: { title: review.title ?? null, sentiment: review.sentiment ?? null },
  };
}

export function readYotpoReviews(body: unknown): { items: InboxItem[]; skipped: number } {
  const page = parseBody('yotpo', z.object({ reviews: z.array(z.unknown()) }), body, 'reviews page');
  const items: InboxItem[] = [];
  let skipped = 0;
  for (const raw of page.reviews) {
    const parsed = yotpoReviewSchema.safeParse(raw);
    const item = parsed.success ? yotpoItem(parsed.data) : null;
    if (item) items.push(item);
    else skipped += 1;
  }
  return { items, skipped };
}

const reviewCommentSchema = z.object({
  response: z.object({
    review: z.object({
      comment: z
        .object({
          id: z.union([z.number(), z.string().max(40)]),
          content: z.string().max(20_000).nullable().optional(),
        })
        .nullable()
        .optional(),
    }),
  }),
});

/** `GET /reviews/{id}`: whether the store comment on the review is already our text. */
export async function findYotpoReply(
  deps: IntegrationDeps,
  connection: Pick<PlatformConnection, 'credentials'>,
  input: Pick<ReplyInput, 'targetId' | 'message'>,
): Promise<{ replyId: string } | null> {
  return nothingWhenNotFound(async () => {
    const result = await yotpoCall(deps, {
      url: `${deps.settings.yotpo.apiBase}/reviews/${encodeURIComponent(input.targetId)}`,
      query: { utoken: connection.credentials.accessToken },
    });
    const { comment } = parseBody('yotpo', reviewCommentSchema, result.body, 'review').response.review;
    return comment?.content && sameReplyText(comment.content, input.message) ? { replyId: String(comment.id) } : null;
  });
}
