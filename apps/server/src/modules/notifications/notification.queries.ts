import { and, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comments } from '../../db/schema/index.ts';

export async function findRecentlyReceived(
  db: Executor,
  scope: { accountId: string; brandId: string },
  since: Date,
  limit: number,
) {
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
