import { safeEqual } from '../../lib/secrets.ts';
import { deliveryHash } from '../signatures.ts';
import type { IntegrationDeps, InboxItem } from '../types.ts';
import type { PlatformWebhook, WebhookReadResult, WebhookRequest } from '../platform.ts';
import { guarded, header, webhookJson } from '../webhook-read.ts';
import { readMetaDelivery, verifyMetaSignature, type MetaChange } from './graph.ts';

/** Items of one Graph API change, per account (Page, IG account, phone number id); null when not ours to store. */
export type MetaChangeReader = (change: MetaChange) => { account: string; items: InboxItem[] } | null;

/**
 * Webhooks of a Meta product (Instagram, Facebook Pages, WhatsApp): one signature scheme (X-Hub-Signature-256
 * with the app secret, or Instagram Login's own app secret) and Meta's subscription handshake.
 */
export function metaWebhook(
  platform: 'instagram' | 'facebook' | 'whatsapp',
  readChange: MetaChangeReader,
  extraSecret?: (deps: IntegrationDeps) => string | undefined,
): PlatformWebhook {
  return {
    read(deps: IntegrationDeps, request: WebhookRequest): WebhookReadResult {
      const { settings } = deps;
      const secrets = [settings.meta.keys?.clientSecret, extraSecret?.(deps)].filter((secret): secret is string =>
        Boolean(secret),
      );
      if (!verifyMetaSignature(request.raw, header(request, 'x-hub-signature-256'), secrets)) return 'unauthorized';
      return guarded(() => {
        const delivery = readMetaDelivery(webhookJson(request.raw));
        const items = new Map<string, InboxItem[]>();
        for (const change of delivery.changes) {
          const read = readChange(change);
          if (read) items.set(read.account, [...(items.get(read.account) ?? []), ...read.items]);
        }
        return {
          platform,
          deliveryId: deliveryHash(request.raw),
          topic: `${delivery.object}:${[...new Set(delivery.changes.map((change) => change.field))].join(',')}`,
          items: [...items.entries()].map(([account, list]) => ({ account, items: list })),
        };
      });
    },
    // Meta's subscription handshake: echo hub.challenge when the verify token matches.
    handshake(deps, query) {
      const expected = deps.settings.meta.verifyToken;
      const token = query['hub.verify_token'];
      const ok =
        query['hub.mode'] === 'subscribe' &&
        expected !== null &&
        typeof token === 'string' &&
        safeEqual(token, expected);
      const challenge = query['hub.challenge'];
      return ok && typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
    },
  };
}
