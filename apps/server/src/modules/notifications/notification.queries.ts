import { and, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comments, notices } from '../../db/schema/index.ts';

export interface NotificationScope {
  accountId: string;
  brandId: string;
}

export async function findRecentlyReceived(db: Executor, scope: NotificationScope, since: Date, limit: number) {
  return db
    .select({
      id: comments.id,
      content: comments.content,
      platform: comments.platform,
      productTitle: comments.productTitle,
      rating: comments.rating,
      receivedAt: comments.receivedAt,
    })
    .from(comments)
    .where(
      and(
        eq(comments.accountId, scope.accountId),
        eq(comments.brandId, scope.brandId),
        gte(comments.receivedAt, since),
      ),
    )
    .orderBy(desc(comments.receivedAt), desc(comments.id))
    .limit(limit);
}

export async function findRecentNotices(db: Executor, scope: NotificationScope, since: Date, limit: number) {
  return db
    .select()
    .from(notices)
    .where(
      and(eq(notices.accountId, scope.accountId), eq(notices.brandId, scope.brandId), gte(notices.createdAt, since)),
    )
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(limit);
}

export interface NoticeInput {
  kind: string;
  title: string;
  message: string;
  link: string;
  /** The same key twice is one notice (e.g. one "cap reached" per brand and day). */
  dedupeKey: string;
}

export async function insertNotice(db: Executor, scope: NotificationScope, notice: NoticeInput): Promise<boolean> {
  const rows = await db
    .insert(notices)
    .values({ ...notice, accountId: scope.accountId, brandId: scope.brandId })
    .onConflictDoNothing()
    .returning({ id: notices.id });
  return rows.length > 0;
}
