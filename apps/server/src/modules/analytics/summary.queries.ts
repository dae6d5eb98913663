import { sql, type SQL } from 'drizzle-orm';
import type { Granularity } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { HOURLY_COUNTERS, PLATFORM_COLUMNS, RATING_COLUMNS, RESPONSE_TIME_COLUMNS } from '../../db/rollups.ts';

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
  /** The Spam tab's items (pending and flagged): within `pending`, yet not waiting for an answer. */
  spam: number;
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

const HOUR_MS = 60 * 60 * 1000;
const floorHour = (instant: Date) => new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS);

/** The whole-hour UTC offset test: a zone like Asia/Kolkata (+05:30) splits rollup hours across local buckets. */
export function hasWholeHourOffsets(timeZone: string, instants: Date[]): boolean {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  return instants.every((instant) => {
    const offset = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
    return /^GMT(?:[+-]\d{2}:00)?$/.test(offset);
  });
}

const counterColumns = sql.raw(HOURLY_COUNTERS.map((counter) => counter.column).join(', '));
const perItemColumns = sql.raw(HOURLY_COUNTERS.map((counter) => `${counter.perItem} AS ${counter.column}`).join(', '));
const summed = (columns: string[]) => sql.raw(`ARRAY[${columns.map((column) => `sum(${column})`).join(', ')}]::int[]`);

const negatedPerItemColumns = sql.raw(
  HOURLY_COUNTERS.map((counter) => `-(${counter.perItem}) AS ${counter.column}`).join(', '),
);

type Series = SummaryWindows['series'];

/**
 * An hour a window boundary cuts. Its rollup row counts on the side of the boundary that holds most of the
 * hour (`countedAt`); the items of the other, minor part are then moved to their own time one by one.
 * Next to `to` = now the minor part is the future: empty however busy the current hour is.
 */
interface CutHour {
  hour: Date;
  boundary: Date;
  minorAfter: boolean;
}

function cutHours(boundaries: Date[], to: Date, now: number): CutHour[] {
  return [...new Set(boundaries.map((instant) => instant.getTime()))]
    .filter((time) => time % HOUR_MS !== 0)
    .map((time) => {
      const hour = floorHour(new Date(time));
      const afterIsShorter = hour.getTime() + HOUR_MS - time < time - hour.getTime();
      return {
        hour,
        boundary: new Date(time),
        minorAfter: (time === to.getTime() && time > now - HOUR_MS) || afterIsShorter,
      };
    });
}

function cutHourSource(scope: Scope, cuts: CutHour[]): SQL {
  if (cuts.length === 0) return sql``;
  const countedAt = (cut: CutHour) => (cut.minorAfter ? cut.hour : cut.boundary);
  const minor = (cut: CutHour) =>
    cut.minorAfter
      ? sql`(posted_at >= ${cut.boundary} AND posted_at < ${new Date(cut.hour.getTime() + HOUR_MS)})`
      : sql`(posted_at >= ${cut.hour} AND posted_at < ${cut.boundary})`;
  const owned = sql`account_id = ${scope.accountId} AND brand_id = ${scope.brandId}`;
  const inMinor = sql.join(cuts.map(minor), sql` OR `);
  const movedFrom = sql.join(
    cuts.map((cut) => sql`WHEN ${minor(cut)} THEN ${countedAt(cut)}::timestamptz`),
    sql` `,
  );
  const counted = sql.join(
    cuts.map((cut) => sql`(${cut.hour}::timestamptz, ${countedAt(cut)}::timestamptz)`),
    sql`, `,
  );
  return sql`
    UNION ALL
    SELECT e.t, ${counterColumns} FROM comment_hourly_rollups h JOIN (VALUES ${counted}) e(hour, t) ON h.hour = e.hour
    WHERE h.brand_id = ${scope.brandId} AND h.account_id = ${scope.accountId}
    UNION ALL
    SELECT posted_at AS t, ${perItemColumns} FROM comments WHERE ${owned} AND (${inMinor})
    UNION ALL
    SELECT CASE ${movedFrom} END AS t, ${negatedPerItemColumns} FROM comments WHERE ${owned} AND (${inMinor})`;
}

/**
 * The window's items as (t, counters) rows; the caller keeps the rows with lower ≤ t < to. From the rollups:
 * whole UTC days (t = the day) where no bucket or window boundary falls inside the day, whole hours of the
 * other days, and the hours a window boundary cuts (cutHourSource) — a year is ~400 summary rows instead of
 * every item. Otherwise every item of the window (comments_brand_posted_idx).
 */
function windowSource(scope: Scope, lower: Date | null, boundaries: Date[], to: Date, rollup: Series | false): SQL {
  const owned = sql`account_id = ${scope.accountId} AND brand_id = ${scope.brandId}`;
  if (rollup === false) {
    const inWindow = sql`${lower ? sql`posted_at >= ${lower}` : sql`true`} AND posted_at < ${to}`;
    return sql`SELECT posted_at AS t, ${perItemColumns} FROM comments WHERE ${owned} AND ${inWindow}`;
  }
  const cuts = cutHours(boundaries, to, Date.now());
  const notCutHour = cuts.length
    ? sql.join(
        cuts.map((cut) => sql`h.hour <> ${cut.hour}`),
        sql` AND `,
      )
    : sql`true`;
  const start = lower ?? sql`(SELECT min(day) FROM comment_daily_rollups WHERE ${owned})`;
  const bucketStarts = rollup
    ? sql`SELECT b AT TIME ZONE ${rollup.timeZone} FROM generate_series(
        date_trunc(${rollup.granularity}, ${start}::timestamptz AT TIME ZONE ${rollup.timeZone}),
        ${to}::timestamptz AT TIME ZONE ${rollup.timeZone}, ${`1 ${rollup.granularity}`}::interval) b`
    : sql`SELECT NULL::timestamptz WHERE false`;
  const windowInstants = sql.join(
    boundaries.map((instant) => sql`(${instant}::timestamptz)`),
    sql`, `,
  );
  return sql`
    WITH split AS MATERIALIZED (
      SELECT DISTINCT date_trunc('day', instant, 'UTC') AS day
      FROM (${bucketStarts} UNION ALL VALUES ${windowInstants}) s(instant)
      WHERE instant <> date_trunc('day', instant, 'UTC'))
    SELECT day AS t, ${counterColumns} FROM comment_daily_rollups
    WHERE ${owned} AND ${lower ? sql`day >= date_trunc('day', ${lower}::timestamptz, 'UTC')` : sql`true`}
      AND day < ${to} AND total <> 0 AND day NOT IN (SELECT day FROM split)
    UNION ALL
    SELECT h.hour AS t, ${counterColumns} FROM split
      JOIN comment_hourly_rollups h ON h.brand_id = ${scope.brandId} AND h.hour >= split.day AND h.hour < split.day + interval '1 day'
    WHERE h.account_id = ${scope.accountId} AND ${lower ? sql`h.hour >= ${floorHour(lower)}` : sql`true`} AND h.hour < ${to}
      AND h.total <> 0 AND ${notCutHour}
    ${cutHourSource(scope, cuts)}`;
}

/** Two boundaries in one hour (a window under two hours long) are read item by item. */
const boundariesShareAnHour = (boundaries: Date[]) => {
  const cut = [...new Set(boundaries.map((instant) => instant.getTime()))];
  return new Set(cut.map((time) => Math.floor(time / HOUR_MS))).size < cut.length;
};

/**
 * The brand's items of the current and previous windows, grouped by window and, when a series is asked
 * for, by bucket of local time. Reads the hourly rollups unless the time zone has a part-hour offset.
 */
export async function summarize(
  db: Executor,
  scope: Scope,
  windows: SummaryWindows,
  source: 'rollups' | 'items' = 'rollups',
): Promise<SummaryRow[]> {
  const { from, to, previousFrom, series } = windows;
  const lower = previousFrom ?? from;
  const boundaries = [lower, from, to].filter((instant): instant is Date => instant !== null);
  const halfYearBefore = new Date(to.getTime() - 182 * 24 * HOUR_MS);
  const rollup =
    source === 'rollups' &&
    !boundariesShareAnHour(boundaries) &&
    (!series || hasWholeHourOffsets(series.timeZone, [...boundaries, halfYearBefore]));
  const isCurrent = previousFrom && from ? sql`t >= ${from}` : sql`true`;
  const truncated = series ? sql`date_trunc(${series.granularity}, t AT TIME ZONE ${series.timeZone})` : null;
  const bucket = !truncated
    ? sql`NULL::timestamp`
    : previousFrom && from
      ? sql`CASE WHEN t >= ${from} THEN ${truncated} END`
      : truncated;
  const format = LABEL_FORMAT[series?.granularity ?? 'day'];

  const result = await db.execute<SummaryRow>(sql`
    SELECT a.is_current AS "current", to_char(a.bucket, ${format}) AS "bucket", a.total, a.pending, a.draft, a.sent, a.spam,
           a.rating_sum AS "ratingSum", a.rating_count AS "ratingCount", a.hours_sum AS "hoursSum",
           a.hours_count AS "hoursCount", a.ratings, a.response_times AS "responseTimes", a.platforms
    FROM (
      SELECT ${isCurrent} AS is_current, ${bucket} AS bucket,
             sum(total)::int AS total, sum(pending)::int AS pending, sum(draft)::int AS draft, sum(sent)::int AS sent,
             sum(spam)::int AS spam,
             sum(rating_sum)::float8 AS rating_sum, sum(rating_count)::int AS rating_count,
             sum(hours_sum)::float8 AS hours_sum, sum(hours_count)::int AS hours_count,
             ${summed(RATING_COLUMNS)} AS ratings,
             ${summed(RESPONSE_TIME_COLUMNS)} AS response_times,
             ${summed(PLATFORM_COLUMNS)} AS platforms
      FROM (${windowSource(scope, lower, boundaries, to, rollup ? series : false)}) items
      WHERE ${lower ? sql`t >= ${lower}` : sql`true`} AND t < ${to}
      GROUP BY 1, 2
      HAVING sum(total) <> 0
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
