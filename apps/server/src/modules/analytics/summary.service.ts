import {
  PLATFORMS,
  RESPONSE_TIME_BUCKETS,
  type Granularity,
  type PlatformShare,
  type SeriesPoint,
} from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { mean, percentage, percentChange, responseRate, roundOrNull } from './metrics.ts';
import { bucketLabels, summarize, type Counts, type Scope } from './summary.queries.ts';

export type { Counts, Scope } from './summary.queries.ts';

export interface Summary {
  current: Counts;
  /** null when there is no previous window ('all'). */
  previous: Counts | null;
  /** Gap-filled buckets of the current window; empty when no series was asked for. */
  series: SeriesPoint[];
}

export interface SummaryRequest {
  from: Date | null;
  to: Date;
  previousFrom: Date | null;
  /** The series' first bucket is the one holding this instant (the window start, or the first item for 'all'). */
  series: { from: Date; granularity: Granularity; timeZone: string } | null;
}

const zero = (): Counts => ({
  total: 0,
  pending: 0,
  draft: 0,
  sent: 0,
  spam: 0,
  ratingSum: 0,
  ratingCount: 0,
  hoursSum: 0,
  hoursCount: 0,
  ratings: [0, 0, 0, 0, 0],
  responseTimes: RESPONSE_TIME_BUCKETS.map(() => 0),
  platforms: PLATFORMS.map(() => 0),
});

const addArrays = (a: number[], b: number[]) => a.map((value, index) => value + (b[index] ?? 0));

function add(a: Counts, b: Counts): Counts {
  return {
    total: a.total + b.total,
    pending: a.pending + b.pending,
    draft: a.draft + b.draft,
    sent: a.sent + b.sent,
    spam: a.spam + b.spam,
    ratingSum: a.ratingSum + b.ratingSum,
    ratingCount: a.ratingCount + b.ratingCount,
    hoursSum: a.hoursSum + b.hoursSum,
    hoursCount: a.hoursCount + b.hoursCount,
    ratings: addArrays(a.ratings, b.ratings),
    responseTimes: addArrays(a.responseTimes, b.responseTimes),
    platforms: addArrays(a.platforms, b.platforms),
  };
}

/**
 * The spec 2 §9 figures of a set of items, unrounded (null without data). The response rate is over the items
 * that want an answer: answered (sent, draft) and unanswered (the Inbox tab), not the Spam tab's items.
 */
export function figures(counts: Counts) {
  return {
    total: counts.total,
    answered: counts.sent + counts.draft,
    responseRate: responseRate(counts.sent + counts.draft, counts.total - counts.spam),
    avgRating: mean(counts.ratingSum, counts.ratingCount),
    avgResponseTimeHours: mean(counts.hoursSum, counts.hoursCount),
  };
}

/** Changes against the previous period (relative %, one decimal) of the four headline figures. */
export function headlineChanges(current: Counts, previous: Counts | null) {
  if (!previous) return { total: null, responseRate: null, avgRating: null, avgResponseTimeHours: null };
  const now = figures(current);
  const before = figures(previous);
  return {
    total: percentChange(now.total, before.total),
    responseRate: percentChange(now.responseRate, before.responseRate),
    avgRating: percentChange(now.avgRating, before.avgRating),
    avgResponseTimeHours: percentChange(now.avgResponseTimeHours, before.avgResponseTimeHours),
  };
}

export function platformShares(counts: Counts): PlatformShare[] {
  return PLATFORMS.map((platform, index) => ({ platform, count: counts.platforms[index] ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((entry) => ({ ...entry, percentage: percentage(entry.count, counts.total) }));
}

function point(date: string, counts: Counts): SeriesPoint {
  const figure = figures(counts);
  return {
    date,
    reviews: figure.total,
    responses: figure.answered,
    responseRate: roundOrNull(figure.responseRate),
    avgRating: roundOrNull(figure.avgRating),
    avgResponseTimeHours: roundOrNull(figure.avgResponseTimeHours),
  };
}

/** Current and previous totals (and the series) of a brand's items, from one pass over the windows. */
export async function summarizeWindows(db: Executor, scope: Scope, request: SummaryRequest): Promise<Summary> {
  const [rows, labels] = await Promise.all([
    summarize(db, scope, {
      from: request.from,
      to: request.to,
      previousFrom: request.previousFrom,
      series: request.series,
    }),
    request.series
      ? bucketLabels(db, { from: request.series.from, to: request.to }, request.series)
      : Promise.resolve([]),
  ]);
  let current = zero();
  let previous = request.previousFrom ? zero() : null;
  const buckets = new Map<string, Counts>();
  for (const row of rows) {
    if (!row.current) {
      previous = add(previous ?? zero(), row);
      continue;
    }
    current = add(current, row);
    if (row.bucket !== null) buckets.set(row.bucket, add(buckets.get(row.bucket) ?? zero(), row));
  }
  const series = labels.map((label) => point(label, buckets.get(label) ?? zero()));
  return { current, previous, series };
}
