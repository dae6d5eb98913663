import { sql, type SQL } from 'drizzle-orm';
import { PLATFORMS, RESPONSE_TIME_CUTOFF_HOURS, type Granularity, type Platform } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';

export interface Scope {
  accountId: string;
  brandId: string;
}

/** Additive counts of a set of items: sums and counts only, so buckets add up to periods. */
export type Counts = {
  total: number;
  pending: number;
  draft: number;
  sent: number;
  ratingSum: number;
  ratingCount: number;
  hoursSum: number;
  hoursCount: number;
  /** Ratings rounded half up, 1..5. */
  ratings: number[];
  /** <1h, 1-6h, 6-24h, 1-3d, 3-7d over sent items with 0 < hours < 168. */
  responseTimes: number[];
  /** In PLATFORMS order. */
  platforms: number[];
};

export type SummaryRow = Counts & {
  /** false: the previous period. */
  current: boolean;
  /** Bucket label in the series time zone; null when not bucketed (or previous). */
  bucket: string | null;
};

export interface SummaryWindows {
  /** Lower bound of the current window; null: no bound ('all'). */
  from: Date | null;
  to: Date;
  /** Start of the previous window (which ends at `from`); null: no comparison. */
  previousFrom: Date | null;
  series: { granularity: Granularity; timeZone: string } | null;
}

const LABEL_FORMAT: Record<Granularity, string> = {
  hour: 'YYYY-MM-DD"T"HH24:00',
  day: 'YYYY-MM-DD',
  week: 'YYYY-MM-DD',
  month: 'YYYY-MM-DD',
};

const HOURS_VALID = sql`status = 'sent' AND response_time_hours > 0 AND response_time_hours < ${RESPONSE_TIME_CUTOFF_HOURS}`;
const RESPONSE_TIME_EDGES = [0, 1, 6, 24, 72, RESPONSE_TIME_CUTOFF_HOURS];

const intArray = (filters: SQL[]) =>
  sql`ARRAY[${sql.join(
    filters.map((filter) => sql`count(*) FILTER (WHERE ${filter})`),
    sql`, `,
  )}]::int[]`;

/**
 * One pass over the brand's items of the current and previous windows (comments_brand_posted_idx), grouped
 * by window and, when a series is asked for, by bucket of local time.
 */
export async function summarize(db: Executor, scope: Scope, windows: SummaryWindows): Promise<SummaryRow[]> {
  const { from, to, previousFrom, series } = windows;
  const lower = previousFrom ?? from;
  const isCurrent = previousFrom && from ? sql`posted_at >= ${from}` : sql`true`;
  const truncated = series ? sql`date_trunc(${series.granularity}, posted_at AT TIME ZONE ${series.timeZone})` : null;
  const bucket = !truncated
    ? sql`NULL::timestamp`
    : previousFrom && from
      ? sql`CASE WHEN posted_at >= ${from} THEN ${truncated} END`
      : truncated;
  const ratings = [1, 2, 3, 4, 5].map((value) => sql`floor(rating + 0.5) = ${value}`);
  const responseTimes = RESPONSE_TIME_EDGES.slice(1).map(
    (edge, index) =>
      sql`${HOURS_VALID} AND response_time_hours >= ${RESPONSE_TIME_EDGES[index]} AND response_time_hours < ${edge}`,
  );
  const platforms = PLATFORMS.map((platform: Platform) => sql`platform = ${platform}`);
  const format = LABEL_FORMAT[series?.granularity ?? 'day'];

  const result = await db.execute<SummaryRow>(sql`
    SELECT a.is_current AS "current", to_char(a.bucket, ${format}) AS "bucket", a.total, a.pending, a.draft, a.sent,
           a.rating_sum AS "ratingSum", a.rating_count AS "ratingCount", a.hours_sum AS "hoursSum",
           a.hours_count AS "hoursCount", a.ratings, a.response_times AS "responseTimes", a.platforms
    FROM (
      SELECT ${isCurrent} AS is_current, ${bucket} AS bucket,
             count(*)::int AS total,
             count(*) FILTER (WHERE status = 'pending')::int AS pending,
             count(*) FILTER (WHERE status = 'draft')::int AS draft,
             count(*) FILTER (WHERE status = 'sent')::int AS sent,
             coalesce(sum(rating::float8), 0)::float8 AS rating_sum,
             count(rating)::int AS rating_count,
             coalesce(sum(response_time_hours::float8) FILTER (WHERE ${HOURS_VALID}), 0)::float8 AS hours_sum,
             count(*) FILTER (WHERE ${HOURS_VALID})::int AS hours_count,
             ${intArray(ratings)} AS ratings,
             ${intArray(responseTimes)} AS response_times,
             ${intArray(platforms)} AS platforms
      FROM comments
      WHERE account_id = ${scope.accountId} AND brand_id = ${scope.brandId}
        AND ${lower ? sql`posted_at >= ${lower}` : sql`true`} AND posted_at < ${to}
      GROUP BY 1, 2
    ) a`);
  return result.rows;
}

/** Every bucket label of a window, oldest first, so empty buckets show as zeros. */
export async function bucketLabels(
  db: Executor,
  window: { from: Date; to: Date },
  series: { granularity: Granularity; timeZone: string },
): Promise<string[]> {
  const { granularity, timeZone } = series;
  const result = await db.execute<{ labels: string[] }>(sql`
    SELECT coalesce(array_agg(to_char(b, ${LABEL_FORMAT[granularity]}) ORDER BY b), '{}') AS labels
    FROM generate_series(
      date_trunc(${granularity}, ${window.from}::timestamptz AT TIME ZONE ${timeZone}),
      date_trunc(${granularity}, (${window.to}::timestamptz - interval '1 microsecond') AT TIME ZONE ${timeZone}),
      ('1 ' || ${granularity})::interval) b`);
  return result.rows[0]?.labels ?? [];
}

/** When the brand's first item was posted (the start of 'all'); null without items. */
export async function firstPostedAt(db: Executor, scope: Scope): Promise<Date | null> {
  const result = await db.execute<{ first: Date | null }>(sql`
    SELECT min(posted_at) AS first FROM comments WHERE account_id = ${scope.accountId} AND brand_id = ${scope.brandId}`);
  const first = result.rows[0]?.first ?? null;
  return first === null ? null : new Date(first);
}
