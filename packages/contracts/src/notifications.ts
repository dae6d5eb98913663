import { z } from 'zod';
import { PLATFORMS } from './platforms.ts';

/** The bell: spec 2 §3 "Notification", §4 (polled every 120 s, read state kept locally), §9. */
export const NOTIFICATION_POLL_MS = 120_000;
export const NOTIFICATION_WINDOW_HOURS = 24;
export const NOTIFICATIONS_MAX = 20;
export const NOTIFICATION_BADGE_CAP = 9;

export const NOTIFICATION_KINDS = ['item', 'notice'] as const;

export const notificationSchema = z.object({
  /** The comment's internal id (also a valid `highlight` value for /responses); a notice's own id. */
  id: z.string(),
  /** `item`: a review or comment arrived; `notice`: something the product tells the merchant (issue 16). */
  kind: z.enum(NOTIFICATION_KINDS),
  /** Where the notification leads in the app. */
  link: z.string(),
  /** The item's id; null for a notice. */
  commentId: z.string().nullable(),
  message: z.string(),
  title: z.string(),
  productName: z.string().nullable(),
  /** The item's platform; null for a notice. */
  platform: z.enum(PLATFORMS).nullable(),
  /** ISO time the item was received. */
  time: z.string(),
  rating: z.number().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/comments/notifications/recent: the brand's items of the last 24 h, newest first, at most 20. */
export const recentNotificationsResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
});
export type RecentNotificationsResponse = z.infer<typeof recentNotificationsResponseSchema>;
