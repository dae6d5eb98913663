import type { IntegrationSettings } from '../../integrations/settings.ts';
import type { IntegrationDeps, InboxItem } from '../../integrations/types.ts';
import { deliveryHash } from '../../integrations/signatures.ts';
import { parsePlatformJson } from '../../integrations/platform-json.ts';
import { parseShopifyWebhook, verifyShopifyWebhook } from '../../integrations/shopify/webhooks.ts';
import { parseJudgemeWebhook, verifyJudgemeWebhook } from '../../integrations/judgeme/webhooks.ts';
import { parseYotpoWebhook, verifyYotpoWebhook } from '../../integrations/yotpo/webhooks.ts';
import { yotpoWebhookToken } from '../../integrations/yotpo/sync.ts';
import { readMetaDelivery, verifyMetaSignature } from '../../integrations/meta/graph.ts';
import { instagramItems } from '../../integrations/instagram/webhooks.ts';
import { facebookItem } from '../../integrations/facebook/webhooks.ts';
import { whatsappItems } from '../../integrations/whatsapp/webhooks.ts';
import { parseTikTokWebhook, verifyTikTokWebhook } from '../../integrations/tiktok/webhooks.ts';
import type { WebhookWork } from './webhooks.service.ts';

type Headers = Record<string, string | string[] | undefined>;
export type ReadResult = WebhookWork | 'unauthorized' | 'malformed';

const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

function json(raw: Buffer): unknown {
  try {
    return parsePlatformJson(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Parses after the signature check; a parse failure of a signed body is 'malformed' (nothing stored). */
function guarded(run: () => WebhookWork): WebhookWork | 'malformed' {
  try {
    return run();
  } catch {
    return 'malformed';
  }
}

export function readShopify(settings: IntegrationSettings, raw: Buffer, headers: Headers): ReadResult {
  const secret = settings.shopify.keys?.clientSecret;
  const signature = header(headers, 'x-shopify-hmac-sha256') ?? header(headers, 'shopify-hmac-sha256');
  if (!secret || !verifyShopifyWebhook(raw, signature, secret)) return 'unauthorized';
  const topic = header(headers, 'x-shopify-topic') ?? header(headers, 'shopify-topic') ?? '';
  const shop = header(headers, 'x-shopify-shop-domain') ?? header(headers, 'shopify-shop-domain') ?? '';
  const deliveryId =
    header(headers, 'x-shopify-webhook-id') ?? header(headers, 'x-shopify-event-id') ?? deliveryHash(raw);
  return guarded(() => {
    const event = parseShopifyWebhook(topic, json(raw), settings.shopify.shopBase(shop));
    return {
      platform: 'shopify',
      deliveryId,
      topic,
      ...(event.kind === 'product' ? { products: [{ account: shop, items: [event.product] }] } : {}),
      ...(event.kind === 'uninstalled'
        ? { revoked: [{ account: shop, reason: 'Bizamply was uninstalled from the Shopify store' }] }
        : {}),
    };
  });
}

export function readJudgeme(settings: IntegrationSettings, raw: Buffer, headers: Headers): ReadResult {
  const secret = settings.judgeme.keys?.clientSecret;
  if (!secret || !verifyJudgemeWebhook(raw, header(headers, 'judgeme-hmac-sha256'), secret)) return 'unauthorized';
  return guarded(() => {
    const delivery = parseJudgemeWebhook(json(raw));
    return {
      platform: 'judgeme',
      deliveryId: deliveryHash(raw),
      topic: delivery.event,
      items: delivery.item ? [{ account: delivery.shop, items: [delivery.item] }] : [],
    };
  });
}

export function readYotpo(deps: IntegrationDeps, raw: Buffer, headers: Headers, token: string | undefined): ReadResult {
  let delivery: ReturnType<typeof parseYotpoWebhook>;
  try {
    delivery = parseYotpoWebhook(json(raw));
  } catch {
    // Without a readable app key there is no token to check it against: refuse like a bad signature.
    return 'unauthorized';
  }
  if (!verifyYotpoWebhook(token, yotpoWebhookToken(deps, delivery.appKey))) return 'unauthorized';
  return {
    platform: 'yotpo',
    deliveryId: header(headers, 'eventid') ?? deliveryHash(raw),
    topic: delivery.event,
    fetch: [{ account: delivery.appKey, externalId: delivery.reviewId }],
  };
}

export function readMeta(
  platform: 'instagram' | 'facebook' | 'whatsapp',
  settings: IntegrationSettings,
  raw: Buffer,
  headers: Headers,
): ReadResult {
  const secrets = [
    settings.meta.keys?.clientSecret,
    platform === 'instagram' ? settings.instagram.keys?.clientSecret : undefined,
  ].filter((secret): secret is string => Boolean(secret));
  if (!verifyMetaSignature(raw, header(headers, 'x-hub-signature-256'), secrets)) return 'unauthorized';
  return guarded(() => {
    const delivery = readMetaDelivery(json(raw));
    const items = new Map<string, InboxItem[]>();
    const add = (account: string, list: InboxItem[]) => items.set(account, [...(items.get(account) ?? []), ...list]);
    for (const change of delivery.changes) {
      if (platform === 'instagram') {
        const item = instagramItems(change);
        if (item) add(change.accountId, [item]);
      } else if (platform === 'facebook') {
        const item = facebookItem(change);
        if (item) add(change.accountId, [item]);
      } else {
        const read = whatsappItems(change);
        if (read) add(read.phoneNumberId, read.items);
      }
    }
    return {
      platform,
      deliveryId: deliveryHash(raw),
      topic: `${delivery.object}:${[...new Set(delivery.changes.map((change) => change.field))].join(',')}`,
      items: [...items.entries()].map(([account, list]) => ({ account, items: list })),
    };
  });
}

export function readTikTok(settings: IntegrationSettings, raw: Buffer, headers: Headers): ReadResult {
  const secret = settings.tiktok.keys?.clientSecret;
  if (!secret || !verifyTikTokWebhook(raw, header(headers, 'tiktok-signature'), secret)) return 'unauthorized';
  return guarded(() => {
    const event = parseTikTokWebhook(json(raw));
    const wanted = event.comment_action === 'insert' || event.comment_action === 'set_to_public';
    return {
      platform: 'tiktok',
      deliveryId: deliveryHash(raw),
      topic: `${event.event}:${event.comment_action}`,
      fetch: wanted ? [{ account: event.businessId, externalId: event.comment_id, parentId: event.video_id }] : [],
    };
  });
}
