import { z } from 'zod';
import { signatureMatches } from '../signatures.ts';
import { locationIdOf } from './client.ts';

/** A Pub/Sub push body: the message's `data` is base64 of the Business Profile notification (JSON). */
const pushSchema = z.object({
  message: z.object({
    data: z.string().max(100_000),
    messageId: z.string().max(200).optional(),
    message_id: z.string().max(200).optional(),
  }),
  subscription: z.string().max(500).optional(),
});

/**
 * The notification inside. Google's reference names the review's field `reviewName` (and the location's
 * `locationName`): "The reviewName field on the notification will provide the resource name of the review that was
 * added" (Business Profile API v4, Notifications, NotificationType; the v1 Notifications API we configure names the
 * same proto fields `review_name` / `location_name`; docs/integrations.md cites both pages). The simulator publishes
 * that form. The type's own field is not documented: `type` or `notificationType`. Spellings seen in client code
 * (`review`, `reviewResourceName`) are still read.
 */
const name = z.string().max(500).optional();
const notificationSchema = z.object({
  type: z.string().max(60).optional(),
  notificationType: z.string().max(60).optional(),
  review: name,
  reviewName: name,
  review_name: name,
  reviewResourceName: name,
});

const REVIEW_TYPES = new Set(['NEW_REVIEW', 'UPDATED_REVIEW']);

export interface GoogleBusinessPush {
  deliveryId: string;
  topic: string;
  /** The review to read back (the notification names it only), per location id. */
  fetch: { account: string; externalId: string }[];
}

/**
 * Pub/Sub push to `/webhooks/google_business?token=…`: Google signs nothing we can check with an app secret,
 * so, like Yotpo, the push endpoint carries a secret token (the push subscription's verification token)
 * and the notification is only a hint — the review is fetched back from the API before it is stored.
 */
export function readGoogleBusinessPush(
  body: unknown,
  token: string | undefined,
  expectedToken: string,
): GoogleBusinessPush | 'unauthorized' | 'malformed' {
  if (!signatureMatches(token, expectedToken)) return 'unauthorized';
  const push = pushSchema.safeParse(body);
  if (!push.success) return 'malformed';
  const messageId = push.data.message.messageId ?? push.data.message.message_id;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(push.data.message.data, 'base64').toString('utf8'));
  } catch {
    return 'malformed';
  }
  const notification = notificationSchema.safeParse(decoded);
  if (!notification.success || !messageId) return 'malformed';
  const type = notification.data.type ?? notification.data.notificationType ?? '';
  const { reviewName, review_name: snake, review: plain, reviewResourceName } = notification.data;
  const review = reviewName ?? snake ?? plain ?? reviewResourceName ?? '';
  const locationId = locationIdOf(review);
  const wanted = REVIEW_TYPES.has(type) && locationId !== null && /\/reviews\/[^/]{1,200}$/.test(review);
  return {
    deliveryId: messageId,
    topic: type || 'unknown',
    fetch: wanted && locationId ? [{ account: locationId, externalId: review }] : [],
  };
}
