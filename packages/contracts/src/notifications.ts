import { z } from 'zod';
import { PLATFORMS } from './platforms.ts';

/** The bell: spec 2 §3 "Notification", §4 (polled every 120 s, read state kept locally), §9. */
export const NOTIFICATION_POLL_MS = 120_000;
export const NOTIFICATION_WINDOW_HOURS = 24;
export const NOTIFICATIONS_MAX = 20;
export const NOTIFICATION_BADGE_CAP = 9;

export const notificationSchema = z.object({
  /** The comment's internal id (also a valid `highlight` value for /responses). */
  id: z.string(),
  commentId: z.string(),
  message: z.string(),
  title: z.string(),
  productName: z.string().nullable(),
  platform: z.enum(PLATFORMS),
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
