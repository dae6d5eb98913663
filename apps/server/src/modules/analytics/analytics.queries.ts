import { sql, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_LIMITS,
  NEEDS_ATTENTION_MAX_RATING,
  NEEDS_ATTENTION_MIN_REVIEWS,
  PLATFORMS,
  TOP_PERFORMER_MIN_RATING,
} from '@bizamply/contracts';
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
  /** The Spam tab's items (pending and flagged), within pending. */
  spam: number;
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

/** The period's figures over every product (the lists come from a few products only). */
export interface ProductOverviewRow {
  totalProducts: number;
  /** Products whose rating, as shown (one decimal), is a top performer's. */
  topPerformers: number;
  /** Sum and count of the products' unrounded mean ratings (products without a rating left out). */
  ratingMeanSum: number;
  ratingMeanCount: number;
}

export interface ProductGroups {
  /** The window's own counts: every item, junk names included (the cards). */
  total: ProductGroupRow | undefined;
  /** The only products any list can show (ProductGroupRow.key set), in no order: see findProductGroups. */
  candidates: (ProductGroupRow & { key: string })[];
  overview: ProductOverviewRow;
}

/**
 * A rating as the page shows it, in tenths: Math.round(mean * 10) in float8, exactly as JavaScript's round1
 * (floor(y + 0.5) equals Math.round(y) for every double outside (-0.5, 0.5), where both give 0).
 */
const ratingTenths = sql.raw(`CASE WHEN rating_count = 0 THEN NULL
  WHEN rating_sum / rating_count * 10 > -0.5 AND rating_sum / rating_count * 10 < 0.5 THEN 0
  ELSE floor(rating_sum / rating_count * 10 + 0.5) END`);
/** A threshold of product-ranking.ts on the one-decimal rating, in tenths (the constants are whole tenths). */
const tenths = (rating: number) => sql.raw(String(Math.round(rating * 10)));

/**
 * Spec 2 §3 product analytics of a window, per cleaned product name, ranked by PostgreSQL so only a few products
 * reach the server: the window's total row (the cards), the overview over every product, and the candidates of
 * every list of rankProducts (product-ranking.ts). A list's candidates are its first rows in its own order, by
 * the same filter, *with ties* on every sort key but the name: a superset of what rankProducts keeps, which then
 * filters, sorts (names in JavaScript's order) and cuts them to the same lists as over every product.
 * Items are grouped by raw title and customer first (equality groups, parallel-safe, additive sums), the key is
 * computed once per group, then groups merge by key. Distinct customers: e-mail, else reviewer name, ignoring
 * case. Junk names (null key) count in the total row only.
 */
export async function findProductGroups(
  db: Executor,
  scope: Scope,
  window: { from: Date | null; to: Date },
  recentFrom: Date,
): Promise<ProductGroups> {
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
           count(*) FILTER (WHERE status = 'pending' AND is_spam) AS spam,
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
  const { topProducts, list, card } = ANALYTICS_LIMITS;
  const firstWithTies = (limit: number, where: SQL, orderBy: SQL) =>
    sql`(SELECT key FROM products WHERE ${where} ORDER BY ${orderBy} FETCH FIRST ${sql.raw(String(limit))} ROWS WITH TIES)`;
  const candidateLists = [
    firstWithTies(topProducts, sql`true`, sql`reviews DESC`),
    firstWithTies(list, sql`true`, sql`customers DESC, reviews DESC`),
    firstWithTies(list, sql`recent > 0`, sql`recent DESC, reviews DESC`),
    firstWithTies(list, sql`hours_count > 0 AND hours_sum / hours_count * 10 >= 0.5`, sql`reviews DESC`),
    firstWithTies(list, sql`rating_tenths > 0`, sql`reviews DESC`),
    firstWithTies(
      card,
      sql`rating_tenths >= ${tenths(TOP_PERFORMER_MIN_RATING)}`,
      sql`rating_tenths DESC, reviews DESC`,
    ),
    firstWithTies(
      card,
      sql`rating_tenths < ${tenths(NEEDS_ATTENTION_MAX_RATING)} AND reviews >= ${sql.raw(String(NEEDS_ATTENTION_MIN_REVIEWS))}`,
      sql`rating_tenths ASC, reviews DESC`,
    ),
  ];
  const columns =
    sql.raw(`key, reviews, pending, draft, sent, spam, rating_sum AS "ratingSum", rating_count AS "ratingCount",
    hours_sum AS "hoursSum", hours_count AS "hoursCount", recent, platforms, customers`);
  const result = await db.execute<ProductGroupRow & Partial<ProductOverviewRow>>(sql`
    WITH groups AS MATERIALIZED (
      SELECT GROUPING(keyed.product_key) = 1 AS total_row, keyed.product_key AS key,
             coalesce(sum(n), 0)::int AS reviews, coalesce(sum(pending), 0)::int AS pending,
             coalesce(sum(draft), 0)::int AS draft, coalesce(sum(sent), 0)::int AS sent,
             coalesce(sum(spam), 0)::int AS spam,
             coalesce(sum(rating_sum), 0)::float8 AS rating_sum, coalesce(sum(rating_count), 0)::int AS rating_count,
             coalesce(sum(hours_sum), 0)::float8 AS hours_sum, coalesce(sum(hours_count), 0)::int AS hours_count,
             coalesce(sum(recent), 0)::int AS recent, ARRAY[${platformSums}]::int[] AS platforms,
             count(DISTINCT lower(customer))::int AS customers,
             array_agg(DISTINCT title) AS titles
      FROM ${withProductKey(grouped)} keyed
      GROUP BY GROUPING SETS ((keyed.product_key), ())
    ),
    products AS MATERIALIZED (
      SELECT *, ${ratingTenths} AS rating_tenths FROM groups WHERE NOT total_row AND key IS NOT NULL
    )
    SELECT true AS "totalRow", ${columns}, NULL::text[] AS titles,
           (SELECT count(*)::int FROM products) AS "totalProducts",
           (SELECT count(*)::int FROM products WHERE rating_tenths >= ${tenths(TOP_PERFORMER_MIN_RATING)}) AS "topPerformers",
           (SELECT coalesce(sum(rating_sum / rating_count), 0)::float8 FROM products WHERE rating_count > 0) AS "ratingMeanSum",
           (SELECT count(*)::int FROM products WHERE rating_count > 0) AS "ratingMeanCount"
    FROM groups WHERE total_row
    UNION ALL
    SELECT false, ${columns}, titles, NULL, NULL, NULL, NULL
    FROM products WHERE key IN (${sql.join(candidateLists, sql` UNION `)})`);
  const total = result.rows.find((row) => row.totalRow);
  return {
    total,
    candidates: result.rows.flatMap((row) => (row.totalRow || row.key === null ? [] : [{ ...row, key: row.key }])),
    overview: {
      totalProducts: total?.totalProducts ?? 0,
      topPerformers: total?.topPerformers ?? 0,
      ratingMeanSum: total?.ratingMeanSum ?? 0,
      ratingMeanCount: total?.ratingMeanCount ?? 0,
    },
  };
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
