import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { webhookEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { Integrations } from '../../integrations/registry.ts';
import { parsePlatformJson } from '../../integrations/platform-json.ts';
import { verifyShopifyWebhook } from '../../integrations/shopify/webhooks.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import { findChargeByGid } from './billing.queries.ts';
import { applyChargeStatus } from './billing.status.ts';

const chargeSchema = z.object({ admin_graphql_api_id: z.string().max(200), status: z.string().max(40) });
const bodySchema = z.union([
  z.object({ app_subscription: chargeSchema }).transform((body) => body.app_subscription),
  z.object({ app_purchase_one_time: chargeSchema }).transform((body) => body.app_purchase_one_time),
]);
const TOPICS = new Set(['app_subscriptions/update', 'app_purchases_one_time/update']);

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const { shopifyBilling } = webhookEndpoints;

/**
 * POST /webhooks/shopify/billing (its definition: a machine route, raw body): app_subscriptions/update and
 * app_purchases_one_time/update, verified on the raw bytes like every Shopify webhook. Applying a status is
 * idempotent (state machine + ledger key), so a redelivery, or the status poll getting there first, changes nothing.
 */
export const billingWebhookRoutes: FastifyPluginAsync<{ db: Database; integrations: Integrations }> = async (
  app,
  deps,
) => {
  const { settings } = deps.integrations.deps;
  registerEndpoints(
    app,
    { shopifyBilling },
    {
      shopifyBilling: async ({ body: raw, request }) => {
        const secret = settings.shopify.keys?.clientSecret;
        const signature = headerOf(request.headers['x-shopify-hmac-sha256'] ?? request.headers['shopify-hmac-sha256']);
        if (!secret || !verifyShopifyWebhook(raw, signature, secret)) {
          throw new AppError('UNAUTHORIZED', 'Invalid webhook signature');
        }
        const topic = headerOf(request.headers['x-shopify-topic'] ?? request.headers['shopify-topic']) ?? '';
        const shop = headerOf(request.headers['x-shopify-shop-domain'] ?? request.headers['shopify-shop-domain']) ?? '';
        if (!TOPICS.has(topic)) return { success: true as const, received: true as const, applied: false };
        let parsed: z.infer<typeof bodySchema>;
        try {
          parsed = bodySchema.parse(parsePlatformJson(raw.toString('utf8')));
        } catch {
          throw badRequest('Malformed webhook payload');
        }
        const charge = await findChargeByGid(deps.db, parsed.admin_graphql_api_id);
        // A charge we never started (or another store's id) is acknowledged and ignored.
        if (!charge || charge.shop !== shop) return { success: true as const, received: true as const, applied: false };
        await applyChargeStatus(
          deps.db,
          { accountId: charge.accountId, chargeId: charge.id },
          { status: parsed.status },
        );
        return { success: true as const, received: true as const, applied: true };
      },
    },
  );
};
