import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { simProductInputSchema, type SimWebhookResult } from '@bizamply/contracts';
import { z } from 'zod';
import type { SimulatorContext } from '../common/context.ts';
import { deliver } from '../common/webhooks.ts';
import { sha256Base64 } from '../store/generate.ts';
import { productWebhookBody, type SimProduct } from './data.ts';
import type { ShopifyBuckets } from './throttle.ts';

const API_VERSION = '2025-10';

/** Emits a Shopify webhook to every subscription of the shop for the topic, signed with the app secret. */
export async function emitShopifyWebhook(
  context: SimulatorContext,
  shop: string,
  topic: string,
  payload: unknown,
  twice: boolean,
): Promise<SimWebhookResult[]> {
  const targets = await context.store.subscriptions('shopify', shop, topic);
  const body = JSON.stringify(payload);
  const webhookId = crypto.randomUUID();
  const signature = sha256Base64(context.credentials.shopify.clientSecret, body);
  return deliver(
    targets,
    body,
    () => ({
      'x-shopify-topic': topic,
      'x-shopify-hmac-sha256': signature,
      'x-shopify-shop-domain': shop,
      'x-shopify-api-version': API_VERSION,
      'x-shopify-webhook-id': webhookId,
      'x-shopify-event-id': webhookId,
      'x-shopify-triggered-at': new Date().toISOString(),
    }),
    twice,
  );
}

export function shopifyControl(app: FastifyInstance, context: SimulatorContext, buckets: ShopifyBuckets): void {
  app.post('/shopify/products', async (request, reply) => {
    const parsed = simProductInputSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
    const input = parsed.data;
    const item = await context.store.addItem(
      'shopify',
      input.shop,
      null,
      (seq) => `gid://shopify/Product/${8_000_000_000 + seq}`,
      (seq, id): SimProduct & Record<string, unknown> => ({
        id,
        legacyId: String(8_000_000_000 + seq),
        title: input.title,
        handle: input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        status: 'ACTIVE',
        image: `/sim/shopify/assets/product-${(seq % 18) + 1}.svg`,
        updatedAt: new Date().toISOString(),
      }),
    );
    const webhooks = input.emitWebhook
      ? await emitShopifyWebhook(
          context,
          input.shop,
          'products/create',
          productWebhookBody(input.shop, item.data as unknown as SimProduct),
          input.deliverTwice,
        )
      : [];
    return reply.status(201).send({ product: item.data, webhooks });
  });

  /**
   * The merchant installs our app from the Shopify admin: Shopify grants an offline token for the shop, and
   * the app's install step sends the merchant to our /signup with the shop, session id and token (the spec's
   * install link). Answers those parameters and the sign-up path.
   */
  app.post('/shopify/install', async (request, reply) => {
    const parsed = z
      .object({ shop: z.string().regex(/^[a-z0-9][a-z0-9-]*\.(myshopify\.com|shopify\.com)$/) })
      .safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'shop must be a *.myshopify.com domain' });
    const { shop } = parsed.data;
    const token = await context.store.issueToken('shopify', shop, { prefix: 'shpat_' });
    const params = {
      shop,
      shopify_session_id: `offline_${shop}`,
      shopify_access_token: token,
    };
    return reply.status(201).send({ ...params, signupPath: `/signup?${new URLSearchParams(params).toString()}` });
  });

  /** The merchant uninstalls the app: tokens stop working and app/uninstalled is sent. */
  app.post('/shopify/uninstall', async (request, reply) => {
    const parsed = z.object({ shop: z.string().min(1).max(255) }).safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'shop is required' });
    const { shop } = parsed.data;
    const revoked = await context.store.revokeTokens('shopify', shop);
    const webhooks = await emitShopifyWebhook(
      context,
      shop,
      'app/uninstalled',
      { id: 1, name: shop.split('.')[0], domain: shop, myshopify_domain: shop },
      false,
    );
    return { revoked, webhooks };
  });

  app.post('/shopify/throttle', async (request, reply) => {
    const parsed = z
      .object({ shop: z.string().min(1).max(255), currentlyAvailable: z.number().min(0).max(1000) })
      .safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'shop and currentlyAvailable are required' });
    buckets.set(parsed.data.shop, parsed.data.currentlyAvailable);
    return { ok: true };
  });
}
