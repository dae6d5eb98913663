import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Integrations } from '../../integrations/registry.ts';
import { parsePlatformJson } from '../../integrations/platform-json.ts';
import { verifyShopifyWebhook } from '../../integrations/shopify/webhooks.ts';
import { sendError } from '../../plugins/errors.ts';
import { findChargeByGid } from './billing.queries.ts';
import { applyChargeStatus } from './billing.status.ts';

const BODY_LIMIT = 256 * 1024;
const chargeSchema = z.object({ admin_graphql_api_id: z.string().max(200), status: z.string().max(40) });
const bodySchema = z.union([
  z.object({ app_subscription: chargeSchema }).transform((body) => body.app_subscription),
  z.object({ app_purchase_one_time: chargeSchema }).transform((body) => body.app_purchase_one_time),
]);
const TOPICS = new Set(['app_subscriptions/update', 'app_purchases_one_time/update']);

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /webhooks/shopify/billing: app_subscriptions/update and app_purchases_one_time/update, verified on
 * the raw bytes like every Shopify webhook. Applying a status is idempotent (state machine + ledger key),
 * so a redelivery, or the status poll getting there first, changes nothing.
 */
export const billingWebhookRoutes: FastifyPluginAsync<{ db: Database; integrations: Integrations }> = async (
  app,
  deps,
) => {
  const { settings } = deps.integrations.deps;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/webhooks/shopify/billing', { schema: { hide: true } }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const secret = settings.shopify.keys?.clientSecret;
    const signature = headerOf(request.headers['x-shopify-hmac-sha256'] ?? request.headers['shopify-hmac-sha256']);
    if (!secret || !verifyShopifyWebhook(raw, signature, secret)) {
      return sendError(reply, 401, 'UNAUTHORIZED', 'Invalid webhook signature');
    }
    const topic = headerOf(request.headers['x-shopify-topic'] ?? request.headers['shopify-topic']) ?? '';
    const shop = headerOf(request.headers['x-shopify-shop-domain'] ?? request.headers['shopify-shop-domain']) ?? '';
    if (!TOPICS.has(topic)) return reply.send({ success: true, received: true, applied: false });
    let parsed: z.infer<typeof bodySchema>;
    try {
      parsed = bodySchema.parse(parsePlatformJson(raw.toString('utf8')));
    } catch {
      return sendError(reply, 400, 'BAD_REQUEST', 'Malformed webhook payload');
    }
    const charge = await findChargeByGid(deps.db, parsed.admin_graphql_api_id);
    // A charge we never started (or another store's id) is acknowledged and ignored.
    if (!charge || charge.shop !== shop) return reply.send({ success: true, received: true, applied: false });
    await applyChargeStatus(deps.db, { accountId: charge.accountId, chargeId: charge.id }, { status: parsed.status });
    return reply.send({ success: true, received: true, applied: true });
  });
};
