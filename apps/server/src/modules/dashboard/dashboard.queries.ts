import { sql } from 'drizzle-orm';
import type { ActivityType, CommentStatus, Platform } from '@bizamply/contracts';
import type { CreditBalance } from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { brandReadsPerTurn, brandScopeArrays, readArrays, versionOrZero } from '../../db/reads.ts';
import { withProductKey } from '../analytics/product-name.ts';
import type { Scope } from '../analytics/summary.service.ts';

/** Per (account, brand) asked, in the order asked: the brand's data version and the account's balance. */
const VERSIONS_AND_BALANCES_SQL = `SELECT
    (SELECT version::text FROM comment_versions WHERE brand_id = asked.brand_id AND account_id = asked.account_id),
    coalesce(credits.total_credits, 0)::int, coalesce(credits.used_credits, 0)::int
  FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS asked(account_id, brand_id, position)
  LEFT JOIN credit_accounts credits ON credits.account_id = asked.account_id
  ORDER BY asked.position`;

export interface VersionAndBalance {
  version: string;
  balance: CreditBalance;
}

/**
 * What a cached dashboard needs to be answered: the brand's data version (the insight cache's key,
 * comment_versions) and the account's credit balance, read for every request. The requests of one turn of the
 * event loop share one statement (db/reads.ts readsPerTurn: each still sees every write committed before it came).
 */
export const findVersionAndBalance: (db: Database, scope: Scope) => Promise<VersionAndBalance> = brandReadsPerTurn(
  async (db, scopes) =>
    (await readArrays(db, VERSIONS_AND_BALANCES_SQL, brandScopeArrays(scopes))).map(
      ([version, totalCredits, usedCredits]) => ({
        version: versionOrZero(version as string | null),
        balance: {
          totalCredits: totalCredits as number,
          usedCredits: usedCredits as number,
          availableCredits: (totalCredits as number) - (usedCredits as number),
        },
      }),
    ),
);

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
