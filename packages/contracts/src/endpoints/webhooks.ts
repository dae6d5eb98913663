import { z } from 'zod';
import { platformSchema } from '../platforms.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

const platformParams = z.object({ platform: platformSchema });

/** What a platform's server gets back for a delivery it signed correctly. */
export const webhookAckSchema = z.object({
  success: z.literal(true),
  received: z.literal(true),
  duplicate: z.boolean(),
});

/** Shopify billing's acknowledgement: `applied` false for a topic or charge that is not ours. */
export const billingWebhookAckSchema = z.object({
  success: z.literal(true),
  received: z.literal(true),
  applied: z.boolean(),
});

/**
 * Platform webhooks (machine routes in each platform's format, left out of OpenAPI): the signature is checked over
 * the raw bytes, so the handler gets them unparsed; a wrong or missing one is 401 and nothing is stored. Served at
 * `/webhooks/<platform>` for each platform that sends webhooks (fixed at registration).
 */
export const webhookEndpoints = defineEndpointGroup('webhooks', {
  /** Meta's subscription handshake: the verify token checked, `hub.challenge` answered as text (403 otherwise). */
  handshake: defineEndpoint({
    method: 'GET',
    path: '/webhooks/:platform',
    auth: 'machine',
    summary: "A platform's webhook subscription handshake",
    params: platformParams,
    hidden: true,
    answer: { kind: 'text' },
  }),
  receive: defineEndpoint({
    method: 'POST',
    path: '/webhooks/:platform',
    auth: 'machine',
    summary: "A platform's webhook delivery (signed; stored once, processed by the job queue)",
    params: platformParams,
    hidden: true,
    rawBody: { limit: 1024 * 1024 },
    response: webhookAckSchema,
    errors: ['BAD_REQUEST'],
  }),
  /** app_subscriptions/update and app_purchases_one_time/update, verified like every Shopify webhook. */
  shopifyBilling: defineEndpoint({
    method: 'POST',
    path: '/webhooks/shopify/billing',
    auth: 'machine',
    summary: "Shopify's billing webhook (a charge's status)",
    hidden: true,
    rawBody: { limit: 256 * 1024 },
    response: billingWebhookAckSchema,
    errors: ['BAD_REQUEST'],
  }),
});
