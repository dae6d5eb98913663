import { sql } from 'drizzle-orm';
import type { ActivityType, CommentStatus, Platform } from '@bizamply/contracts';
import type { CreditBalance } from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { readRows } from '../../db/reads.ts';
import { withProductKey } from '../analytics/product-name.ts';
import type { Scope } from '../analytics/summary.service.ts';

const VERSION_AND_BALANCE_SQL = `SELECT
    (SELECT version::text FROM comment_versions WHERE brand_id = $2 AND account_id = $1) AS version,
    coalesce(max(total_credits), 0)::int AS "totalCredits", coalesce(max(used_credits), 0)::int AS "usedCredits"
  FROM credit_accounts WHERE account_id = $1`;

/**
 * What a cached dashboard needs to be answered, in one round trip: the brand's data version (the insight
 * cache's key, comment_versions) and the account's credit balance, which is read on every request.
 */
export async function findVersionAndBalance(
  db: Database,
  scope: Scope,
): Promise<{ version: string; balance: CreditBalance }> {
  const [row] = await readRows<{ version: string | null; totalCredits: number; usedCredits: number }>(
    db,
    VERSION_AND_BALANCE_SQL,
    [scope.accountId, scope.brandId],
  );
  const totalCredits = row?.totalCredits ?? 0;
  const usedCredits = row?.usedCredits ?? 0;
  return {
    version: row?.version ?? '0',
    balance: { totalCredits, usedCredits, availableCredits: totalCredits - usedCredits },
  };
}

export type ActivityRow = {
  type: ActivityType;
  commentId: string;
  time: Date;
  content: string;
  platform: Platform;
  status: CommentStatus;
  rating: number | null;
  reviewerName: string | null;
  productTitle: string | null;
};

const SENT_AT = sql`CASE WHEN status = 'sent' THEN responded_at END`;
/** An item's latest reply event: the expression of the index recommended in docs/analytics.md. */
const ANSWERED_AT = sql`greatest(drafted_at, ${SENT_AT})`;

/**
 * The newest events of the brand's items, by their own time: posted (comments_brand_posted_idx), reply
 * drafted, reply sent. The `limit` items with the latest reply event hold the `limit` latest reply events
 * (an item outside them has its every event older than theirs), so one ordered pass finds both kinds; at
 * scale it wants the partial index of docs/analytics.md, without which it reads every answered item.
 */
export async function findRecentActivity(db: Executor, scope: Scope, limit: number): Promise<ActivityRow[]> {
  const columns = sql`id AS "commentId", content, platform, status, rating, reviewer_name AS "reviewerName", product_title AS "productTitle"`;
  const picked = sql`"commentId", content, platform, status, rating, "reviewerName", "productTitle"`;
  const owned = sql`account_id = ${scope.accountId} AND brand_id = ${scope.brandId}`;
  const result = await db.execute<ActivityRow>(sql`
    WITH answered AS MATERIALIZED (
      SELECT drafted_at, ${SENT_AT} AS sent_at, ${columns} FROM comments
      WHERE ${owned} AND (drafted_at IS NOT NULL OR (status = 'sent' AND responded_at IS NOT NULL))
      ORDER BY ${ANSWERED_AT} DESC LIMIT ${limit})
    SELECT * FROM (
      (SELECT 'new_review' AS type, posted_at AS time, ${columns} FROM comments
        WHERE ${owned} ORDER BY posted_at DESC LIMIT ${limit})
      UNION ALL
      SELECT 'response_generated', drafted_at, ${picked} FROM answered WHERE drafted_at IS NOT NULL
      UNION ALL
      SELECT 'response_sent', sent_at, ${picked} FROM answered WHERE sent_at IS NOT NULL
    ) events
    ORDER BY time DESC, type DESC, "commentId"
    LIMIT ${limit}`);
  return result.rows.map((row) => ({ ...row, time: new Date(row.time) }));
}

export type ProductVolumeRow = {
  key: string;
  count: number;
  productId: string | null;
};

/** Items per cleaned product name in a window, most reviewed first (titles grouped first: cheap keys). */
export async function findProductVolume(
  db: Executor,
  scope: Scope,
  window: { from: Date | null; to: Date },
  limit: number,
): Promise<ProductVolumeRow[]> {
  const titles = sql`
    SELECT coalesce(product_title, '') AS title, count(*) AS n, min(product_id) AS product_id
    FROM comments
    WHERE account_id = ${scope.accountId} AND brand_id = ${scope.brandId}
      AND ${window.from ? sql`posted_at >= ${window.from}` : sql`true`} AND posted_at < ${window.to}
    GROUP BY 1`;
  const result = await db.execute<ProductVolumeRow>(sql`
    SELECT product_key AS key, sum(n)::int AS count, min(product_id) AS "productId"
    FROM ${withProductKey(titles)} keyed
    WHERE product_key IS NOT NULL
    GROUP BY product_key
    ORDER BY count DESC, key
    LIMIT ${limit}`);
  return result.rows;
}
