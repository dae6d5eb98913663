import { sql } from 'drizzle-orm';
import { PLATFORMS } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { HOURS_VALID as RESPONSE_TIME_VALID } from '../../db/rollups.ts';
import { withProductKey } from './product-name.ts';
import { sentimentSql } from './sentiment.ts';
import type { Scope } from './summary.queries.ts';

export type ProductGroupRow = {
  /** true for the one row over every item of the window (grouping set ()), junk names included. */
  totalRow: boolean;
  /** Cleaned product key; null on the total row. */
  key: string | null;
  reviews: number;
  pending: number;
  draft: number;
  sent: number;
  ratingSum: number;
  ratingCount: number;
  hoursSum: number;
  hoursCount: number;
  recent: number;
  /** Items per platform, in PLATFORMS order. */
  platforms: number[];
  customers: number;
  /** The raw titles grouped under the key (null on the total row). */
  titles: string[] | null;
};

const HOURS_VALID = sql.raw(RESPONSE_TIME_VALID);
const PLATFORM_COLUMNS = PLATFORMS.map((_, index) => sql.raw(`p${index}`));

/**
 * Spec 2 §3 product analytics items of a window, per cleaned product name, and (total row) the window's own
 * counts, so the cards need no second pass. Items are grouped by raw title and customer first (equality
 * groups, parallel-safe, additive sums), the key is computed once per group, then groups merge by key.
 * Distinct customers: e-mail, else reviewer name, ignoring case. Junk names (null key) have no key row.
 */
export async function findProductGroups(
  db: Executor,
  scope: Scope,
  window: { from: Date | null; to: Date },
  recentFrom: Date,
): Promise<ProductGroupRow[]> {
  const platformCounts = PLATFORMS.map(
    (platform, index) => sql`count(*) FILTER (WHERE platform = ${platform}) AS ${PLATFORM_COLUMNS[index]}`,
  );
  const grouped = sql`
    SELECT coalesce(product_title, '') AS title,
           coalesce(nullif(reviewer_email, ''), nullif(reviewer_name, '')) AS customer,
           count(*) AS n,
           count(*) FILTER (WHERE status = 'pending') AS pending,
           count(*) FILTER (WHERE status = 'draft') AS draft,
           count(*) FILTER (WHERE status = 'sent') AS sent,
           coalesce(sum(rating::float8), 0) AS rating_sum,
           count(rating) AS rating_count,
           coalesce(sum(response_time_hours::float8) FILTER (WHERE ${HOURS_VALID}), 0) AS hours_sum,
           count(*) FILTER (WHERE ${HOURS_VALID}) AS hours_count,
           count(*) FILTER (WHERE posted_at >= ${recentFrom}) AS recent,
           ${sql.join(platformCounts, sql`, `)}
    FROM comments
    WHERE account_id = ${scope.accountId} AND brand_id = ${scope.brandId}
      AND ${window.from ? sql`posted_at >= ${window.from}` : sql`true`} AND posted_at < ${window.to}
    GROUP BY 1, 2`;
  const platformSums = sql.join(
    PLATFORM_COLUMNS.map((column) => sql`coalesce(sum(${column}), 0)`),
    sql`, `,
  );
  const result = await db.execute<ProductGroupRow>(sql`
    SELECT g.total_row AS "totalRow", g.key, g.reviews, g.pending, g.draft, g.sent,
           g.rating_sum AS "ratingSum", g.rating_count AS "ratingCount", g.hours_sum AS "hoursSum",
           g.hours_count AS "hoursCount", g.recent, g.platforms, g.customers,
           CASE WHEN g.total_row THEN NULL ELSE g.titles END AS titles
    FROM (
      SELECT GROUPING(keyed.product_key) = 1 AS total_row, keyed.product_key AS key,
             coalesce(sum(n), 0)::int AS reviews, coalesce(sum(pending), 0)::int AS pending,
             coalesce(sum(draft), 0)::int AS draft, coalesce(sum(sent), 0)::int AS sent,
             coalesce(sum(rating_sum), 0)::float8 AS rating_sum, coalesce(sum(rating_count), 0)::int AS rating_count,
             coalesce(sum(hours_sum), 0)::float8 AS hours_sum, coalesce(sum(hours_count), 0)::int AS hours_count,
             coalesce(sum(recent), 0)::int AS recent, ARRAY[${platformSums}]::int[] AS platforms,
             count(DISTINCT lower(customer))::int AS customers,
             array_agg(DISTINCT title) AS titles
      FROM ${withProductKey(grouped)} keyed
      GROUP BY GROUPING SETS ((keyed.product_key), ())
    ) g
    WHERE g.total_row OR g.key IS NOT NULL`);
  return result.rows;
}

/**
 * Sum of per-review sentiment for a few raw titles (the products shown), in one pass over the window that
 * lower-cases and scores only those titles' items.
 */
export async function findSentimentByTitle(
  db: Executor,
  scope: Scope,
  window: { from: Date | null; to: Date },
  titles: string[],
): Promise<{ title: string; score: number; reviews: number }[]> {
  if (titles.length === 0) return [];
  const result = await db.execute<{ title: string; score: number; reviews: number }>(sql`
    SELECT c.title, sum(${sentimentSql(sql`c.lc`)})::int AS score, count(*)::int AS reviews
    FROM (
      SELECT coalesce(product_title, '') AS title, lower(content) AS lc
      FROM comments
      WHERE account_id = ${scope.accountId} AND brand_id = ${scope.brandId}
        AND ${window.from ? sql`posted_at >= ${window.from}` : sql`true`} AND posted_at < ${window.to}
        AND coalesce(product_title, '') = ANY(${sql.param(titles)}::text[])
      OFFSET 0
    ) c
    GROUP BY c.title`);
  return result.rows;
}
