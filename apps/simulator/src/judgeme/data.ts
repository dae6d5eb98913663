import type { FastifyInstance } from 'fastify';
import { simReviewInputSchema } from '@bizamply/contracts';
import type { SimulatorContext } from '../common/context.ts';
import { deliver } from '../common/webhooks.ts';
import { numberFor, phoneFor, sha256Hex } from '../store/generate.ts';
import { generateReviews } from '../store/reviews.ts';
import { shopProducts } from '../shopify/data.ts';

export type JudgemeReview = Record<string, unknown> & { id: number };

const legacyId = (gid: string) => Number(gid.split('/').pop() ?? 0);

/** A review in Judge.me's wire format (shared/reference/platform-apis.md §2). */
function toWire(input: {
  id: number;
  title: string;
  body: string;
  rating: number;
  reviewer: { name: string; email: string; phone: string | null };
  product: { id: string; title: string; handle: string };
  createdAt: Date;
  spam: boolean;
  index: number;
}): JudgemeReview {
  const at = input.createdAt.toISOString().replace('Z', '+00:00');
  return {
    id: input.id,
    title: input.title,
    body: input.body,
    rating: input.rating,
    product_external_id: legacyId(input.product.id),
    product_title: input.product.title,
    product_handle: input.product.handle,
    reviewer: {
      id: 2_000_000 + input.index,
      external_id: null,
      email: input.reviewer.email,
      name: input.reviewer.name,
      phone: input.reviewer.phone,
      accepts_marketing: false,
      unsubscribed_at: null,
      tags: null,
    },
    source: 'web',
    curated: input.spam ? 'spam' : 'ok',
    published: !input.spam,
    hidden: false,
    verified: 'buyer',
    featured: false,
    created_at: at,
    updated_at: at,
    has_published_pictures: false,
    has_published_videos: false,
    pictures: [],
    ip_address: null,
  };
}

/** Newest first: control-API reviews, then the shop's generated history (120 reviews). */
export async function judgemeReviews(context: SimulatorContext, shop: string): Promise<JudgemeReview[]> {
  const products = await shopProducts(context, shop);
  const base = 400_000_000 + Number(numberFor(`judgeme:${shop}`, 4)) * 1000;
  const generated = generateReviews(`judgeme:${shop}`, products, 120).map((review) =>
    toWire({
      ...review,
      id: base + review.index,
      reviewer: { ...review.reviewer, phone: phoneFor(`judgeme:${shop}:${review.index}`) },
    }),
  );
  const added = await context.store.listItems('judgeme', shop);
  return [...added.map((row) => row.data as JudgemeReview), ...generated];
}

export function judgemeControl(app: FastifyInstance, context: SimulatorContext): void {
  app.post('/judgeme/reviews', async (request, reply) => {
    const parsed = simReviewInputSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
    const input = parsed.data;
    const products = await shopProducts(context, input.shop);
    const product =
      products.find((entry) => entry.legacyId === input.productExternalId || entry.id === input.productExternalId) ??
      products[0];
    if (!product) return reply.status(404).send({ error: 'shop has no products' });
    const item = await context.store.addItem(
      'judgeme',
      input.shop,
      null,
      (seq) => String(500_000_000 + seq),
      (seq, id) =>
        toWire({
          id: Number(id),
          index: seq,
          title: input.title,
          body: input.body,
          rating: input.rating,
          reviewer: { name: input.reviewerName, email: input.reviewerEmail, phone: input.phone ?? null },
          product,
          createdAt: new Date(),
          spam: false,
        }),
    );
    let webhooks: Awaited<ReturnType<typeof deliver>> = [];
    if (input.emitWebhook) {
      const targets = await context.store.subscriptions('judgeme', input.shop, 'review/created');
      const body = JSON.stringify({
        review: item.data,
        event: 'review/created',
        shop_domain: input.shop,
        platform: 'shopify',
      });
      const signature = sha256Hex(context.credentials.judgeme.clientSecret, body);
      webhooks = await deliver(targets, body, () => ({ 'judgeme-hmac-sha256': signature }), input.deliverTwice);
    }
    return reply.status(201).send({ review: item.data, webhooks });
  });
}
