import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_WINDOW_HOURS,
  NOTIFICATIONS_MAX,
  PLATFORM_LABELS,
  type Notification,
} from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import {
  findRecentlyReceived,
  findRecentNotices,
  insertNotice,
  type NoticeInput,
  type NotificationScope,
} from './notification.queries.ts';

const MESSAGE_MAX = 300;
const clip = (text: string) => (text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text);

/**
 * The bell: the brand's items received in the last 24 hours (spec 2 §3, §9), and the product's notices of the
 * same window (issue 16: a daily credit cap reached, a rule paused), newest first, at most 20 in all.
 */
export async function recentNotifications(
  db: Executor,
  scope: NotificationScope,
  now: Date = new Date(),
): Promise<Notification[]> {
  const since = new Date(now.getTime() - NOTIFICATION_WINDOW_HOURS * 60 * 60 * 1000);
  const [rows, noticeRows] = await Promise.all([
    findRecentlyReceived(db, scope, since, NOTIFICATIONS_MAX),
    findRecentNotices(db, scope, since, NOTIFICATIONS_MAX),
  ]);
  const items = rows.map((row): Notification => {
    const platform = PLATFORM_LABELS[row.platform];
    const title =
      row.rating !== null
        ? NOTIFICATION_MESSAGES.newReviewTitle.replace('{rating}', String(row.rating)).replace('{platform}', platform)
        : NOTIFICATION_MESSAGES.newCommentTitle.replace('{platform}', platform);
    return {
      id: row.id,
      kind: 'item',
      link: `/responses?highlight=${encodeURIComponent(row.id)}`,
      commentId: row.id,
      message: clip(row.content),
      title,
      productName: row.productTitle,
      platform: row.platform,
      time: row.receivedAt.toISOString(),
      rating: row.rating,
    };
  });
  const notices = noticeRows.map((row): Notification => ({
    id: row.id,
    kind: 'notice',
    link: row.link,
    commentId: null,
    message: clip(row.message),
    title: row.title,
    productName: null,
    platform: null,
    time: row.createdAt.toISOString(),
    rating: null,
  }));
  return [...items, ...notices].sort((a, b) => b.time.localeCompare(a.time)).slice(0, NOTIFICATIONS_MAX);
}

/** Tells the brand's team something in the bell, once per dedupe key. True when it is new. */
export function recordNotice(db: Executor, scope: NotificationScope, notice: NoticeInput): Promise<boolean> {
  return insertNotice(db, scope, notice);
}
