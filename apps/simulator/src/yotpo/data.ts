import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { simReviewInputSchema } from '@bizamply/contracts';
import type { SimulatorContext } from '../common/context.ts';
import { deliver } from '../common/webhooks.ts';
import { resolveAlias } from '../store/demo.ts';
import { numberFor } from '../store/generate.ts';
import { generateReviews } from '../store/reviews.ts';
import { shopProducts } from '../shopify/data.ts';

export type YotpoReview = Record<string, unknown> & { id: number };

/** The store an app key belongs to (for its products); the app key itself when it is not known. */
export async function yotpoShop(context: SimulatorContext, appKey: string): Promise<string> {
  const accounts = await context.store.listAccounts('yotpo');
  const found = accounts.find((entry) => entry.account === appKey);
  return typeof found?.data['shop'] === 'string' ? found.data['shop'] : appKey;
}

/** Yotpo's merchant review shape (field list unverified upstream; see platform-apis.md §3). */
function toWire(input: {
  id: number;
  title: string;
  body: string;
  rating: number;
  reviewer: { name: string; email: string };
  product: { id: string };
  createdAt: Date;
  spam: boolean;
}): YotpoReview {
  const at = input.createdAt.toISOString();
  return {
    id: input.id,
    title: input.title,
    content: input.body,
    score: input.rating,
    votes_up: 0,
    votes_down: 0,
    created_at: at,
    updated_at: at,
    sentiment: input.rating >= 4 ? 0.9 : input.rating <= 2 ? 0.1 : 0.5,
    sku: input.product.id.split('/').pop(),
    name: input.reviewer.name,
    email: input.reviewer.email,
    reviewer_type: 'verified_buyer',
    deleted: false,
    archived: input.spam,
    escalated: false,
  };
}

export async function yotpoReviews(context: SimulatorContext, appKey: string): Promise<YotpoReview[]> {
  const shop = await yotpoShop(context, appKey);
  const products = await shopProducts(context, shop);
  const base = 300_000_000 + Number(numberFor(`yotpo:${appKey}`, 4)) * 1000;
  const generated = generateReviews(`yotpo:${appKey}`, products, 110).map((review) =>
    toWire({ ...review, id: base + review.index }),
  );
  const added = await context.store.listItems('yotpo', appKey);
  return [...added.map((row) => row.data as YotpoReview), ...generated];
}

export function yotpoControl(app: FastifyInstance, context: SimulatorContext): void {
  app.post('/yotpo/reviews', async (request, reply) => {
    const parsed = simReviewInputSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
    const input = parsed.data;
    const appKey = resolveAlias('yotpo', input.shop);
    const products = await shopProducts(context, await yotpoShop(context, appKey));
    const product = products.find((entry) => entry.legacyId === input.productExternalId) ?? products[0];
    if (!product) return reply.status(404).send({ error: 'store has no products' });
    const item = await context.store.addItem(
      'yotpo',
      appKey,
      null,
      (seq) => String(600_000_000 + seq),
      (_seq, id) =>
        toWire({
          id: Number(id),
          title: input.title,
          body: input.body,
          rating: input.rating,
          reviewer: { name: input.reviewerName, email: input.reviewerEmail },
          product,
          createdAt: new Date(),
          spam: false,
        }),
    );
    let webhooks: Awaited<ReturnType<typeof deliver>> = [];
    if (input.emitWebhook) {
      const review = item.data as YotpoReview;
      // Older Yotpo samples stringify every value; receivers must parse leniently.
      const body = JSON.stringify({
        event: 'review_create',
        data: {
          id: String(review.id),
          title: review['title'],
          content: review['content'],
          reviewer_display_name: input.reviewerName,
          score: String(review['score']),
          deleted: 'false',
          app_key: appKey,
          created_at: review['created_at'],
          updated_at: review['updated_at'],
          new: 'true',
          verified_buyer: 'true',
          customer_email: input.reviewerEmail,
          external_product_id: review['sku'],
        },
      });
      const targets = await context.store.subscriptions('yotpo', appKey, 'review_create');
      const eventId = crypto.randomUUID();
      webhooks = await deliver(targets, body, () => ({ eventid: eventId }), input.deliverTwice);
    }
    return reply.status(201).send({ review: item.data, webhooks });
  });
}
