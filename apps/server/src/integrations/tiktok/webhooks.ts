import { z } from 'zod';
import { parsePlatformJson } from '../platform-json.ts';
import { hmacHex, signatureMatches } from '../signatures.ts';

const MAX_AGE_SECONDS = 5 * 60;

/**
 * `TikTok-Signature: t={unix},s={hex HMAC-SHA256(app secret, t + "." + raw body)}` (§6, unverified
 * upstream); deliveries older than five minutes are refused (replay).
 */
export function verifyTikTokWebhook(
  raw: Buffer,
  header: string | undefined,
  secret: string,
  now = Date.now(),
): boolean {
  if (!header || header.length > 300) return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=') as [string, string]));
  const t = Number(parts['t']);
  if (!Number.isFinite(t) || Math.abs(now / 1000 - t) > MAX_AGE_SECONDS) return false;
  return signatureMatches(parts['s'], hmacHex(secret, Buffer.concat([Buffer.from(`${parts['t']}.`), raw])));
}

const deliverySchema = z.object({
  event: z.string().max(100),
  user_openid: z.string().max(200),
  content: z.string().max(10_000),
});
const contentSchema = z.object({
  comment_id: z.union([z.string().max(100), z.number()]).transform(String),
  video_id: z.union([z.string().max(100), z.number()]).transform(String),
  comment_action: z.string().max(40),
});

export function parseTikTokWebhook(body: unknown) {
  const delivery = deliverySchema.parse(body);
  const content = contentSchema.parse(parsePlatformJson(delivery.content));
  return { businessId: delivery.user_openid, event: delivery.event, ...content };
}
