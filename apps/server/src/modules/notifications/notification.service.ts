import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_WINDOW_HOURS,
  NOTIFICATIONS_MAX,
  PLATFORM_LABELS,
  type Notification,
} from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { findRecentlyReceived } from './notification.queries.ts';

const MESSAGE_MAX = 300;

/** The bell: the brand's items received in the last 24 hours, newest first (spec 2 §3, §9). */
export async function recentNotifications(
  db: Executor,
  scope: { accountId: string; brandId: string },
  now: Date = new Date(),
): Promise<Notification[]> {
  const since = new Date(now.getTime() - NOTIFICATION_WINDOW_HOURS * 60 * 60 * 1000);
  const rows = await findRecentlyReceived(db, scope, since, NOTIFICATIONS_MAX);
  return rows.map((row) => {
    const platform = PLATFORM_LABELS[row.platform];
    const title =
      row.rating !== null
        ? NOTIFICATION_MESSAGES.newReviewTitle.replace('{rating}', String(row.rating)).replace('{platform}', platform)
        : NOTIFICATION_MESSAGES.newCommentTitle.replace('{platform}', platform);
    const message = row.content.length > MESSAGE_MAX ? `${row.content.slice(0, MESSAGE_MAX - 1)}…` : row.content;
    return {
      id: row.id,
      commentId: row.id,
      message,
      title,
      productName: row.productTitle,
      platform: row.platform,
      time: row.receivedAt.toISOString(),
      rating: row.rating,
    };
  });
}
