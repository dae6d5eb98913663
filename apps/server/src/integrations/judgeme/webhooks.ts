import { z } from 'zod';
import { hmacHex, signatureMatches } from '../signatures.ts';
import type { InboxItem } from '../types.ts';
import { judgemeItem, judgemeReviewSchema } from './client.ts';

/** `JUDGEME-HMAC-SHA256` = hex HMAC-SHA256 of the raw body, keyed with our OAuth app secret (§2). */
export function verifyJudgemeWebhook(raw: Buffer, signature: string | undefined, secret: string): boolean {
  return signatureMatches(signature?.toLowerCase(), hmacHex(secret, raw));
}

const deliverySchema = z.object({
  event: z.string().max(100),
  shop_domain: z.string().max(300),
  review: judgemeReviewSchema,
});

export function parseJudgemeWebhook(body: unknown): { shop: string; event: string; item: InboxItem | null } {
  const delivery = deliverySchema.parse(body);
  return { shop: delivery.shop_domain, event: delivery.event, item: judgemeItem(delivery.review) };
}
