import { z } from 'zod';
import { signatureMatches } from '../signatures.ts';

/**
 * Yotpo does not sign webhooks (§3). The URL we registered carries an HMAC-derived token per app key;
 * a delivery without it is refused, and even a valid one is only a hint: the review is fetched back
 * from Yotpo's API before anything is stored.
 */
export function verifyYotpoWebhook(token: string | undefined, expected: string): boolean {
  return signatureMatches(token, expected);
}

const deliverySchema = z.object({
  event: z.string().max(100),
  data: z.object({
    id: z.union([z.number(), z.string().regex(/^\d{1,20}$/)]).transform(String),
    app_key: z.string().min(1).max(100),
  }),
});

export function parseYotpoWebhook(body: unknown): { appKey: string; reviewId: string; event: string } {
  const delivery = deliverySchema.parse(body);
  return { appKey: delivery.data.app_key, reviewId: delivery.data.id, event: delivery.event };
}
