import {
  dashboardStatsSchema,
  formatResponseHours,
  INSIGHT_MESSAGES,
  PRODUCT_VOLUME_LIMIT,
  RESPONSE_TIME_BUCKETS,
  type ActivityItem,
  type ActivityType,
  type CreditBalance,
  type DashboardStats,
  type PeriodQuery,
} from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { getBalance } from '../credits/credit.service.ts';
import { serializeOnce, type Serialized } from '../../lib/serialized.ts';
import { cachedInsight } from '../analytics/insight-cache.ts';
import { roundOrNull } from '../analytics/metrics.ts';
import { describePeriod, granularityFor, resolvePeriod } from '../analytics/period.ts';
import { productDisplayName } from '../analytics/product-name.ts';
import { firstPostedAt } from '../analytics/summary.queries.ts';
import {
  figures,
  headlineChanges,
  platformShares,
  summarizeWindows,
  type Scope,
} from '../analytics/summary.service.ts';
import { findProductVolume, findRecentActivity, findVersionAndBalance, type ActivityRow } from './dashboard.queries.ts';

/** Spec 2 §9: dashboard texts are cut at 50 characters. */
const DESCRIPTION_MAX = 50;

type BrandFigures = Omit<DashboardStats, keyof CreditBalance>;

/** GET /api/dashboard/stats: the period's figures, their real changes, breakdowns, series and credits. */
export async function dashboardStats(
  db: Executor,
  scope: Scope,
  query: PeriodQuery,
  now: Date = new Date(),
): Promise<DashboardStats> {
  const [brand, balance] = await Promise.all([brandFigures(db, scope, query, now), getBalance(db, scope.accountId)]);
  return { ...brand, ...balance };
}

/** The brand's part of the stats: everything but the account's credit balance. */
async function brandFigures(db: Executor, scope: Scope, query: PeriodQuery, now: Date): Promise<BrandFigures> {
  const period = resolvePeriod(query, now);
  const { from, to } = period.current;
  const seriesFrom = from ?? (await firstPostedAt(db, scope)) ?? to;
  const granularity = granularityFor(seriesFrom, to);
  const summary = await summarizeWindows(db, scope, {
    from,
    to,
    previousFrom: period.previous?.from ?? null,
    series: { from: seriesFrom, granularity, timeZone: period.timeZone },
  });
  const { current } = summary;
  const figure = figures(current);
  const change = headlineChanges(current, summary.previous);
  return {
    period: describePeriod(period, granularity),
    totalReviews: figure.total,
    totalReviewsChange: change.total,
    responseRate: roundOrNull(figure.responseRate),
    responseRateChange: change.responseRate,
    avgRating: roundOrNull(figure.avgRating),
    avgRatingChange: change.avgRating,
    avgResponseTime: formatResponseHours(figure.avgResponseTimeHours),
    avgResponseTimeHours: roundOrNull(figure.avgResponseTimeHours),
    avgResponseTimeChange: change.avgResponseTimeHours,
    recentActivity: { newReviews: current.total, responsesGenerated: figure.answered, responsesSent: current.sent },
    platformBreakdown: platformShares(current),
    statusBreakdown: {
      sent: current.sent,
      draft: current.draft,
      pending: current.pending - current.spam,
      spam: current.spam,
    },
    ratingDistribution: current.ratings.map((count, index) => ({ rating: index + 1, count })),
    responseTimeBreakdown: RESPONSE_TIME_BUCKETS.map((bucket, index) => ({
      bucket,
      count: current.responseTimes[index] ?? 0,
    })),
    timeSeries: summary.series,
  };
}

/** The brand's part of the stats, checked and written as JSON once per computation (cached). */
const brandFiguresSchema = dashboardStatsSchema.omit({ totalCredits: true, usedCredits: true, availableCredits: true });

/**
 * Per cached brand figures, the last answer made from them: its balance part and its bytes. The same bytes are sent
 * again while the balance is unchanged, so their compressed forms are kept beside them (compression.ts
 * sendKeptBody) instead of compressing the answer on every browser request; a new balance makes new bytes.
 */
const lastBodies = new WeakMap<Serialized<BrandFigures>, { credits: string; body: Buffer }>();

/**
 * The route's answer to dashboardStats, as the bytes of `{ success: true, data }`: the brand's figures from the
 * insight cache (fresh after every write to the brand's items, at most INSIGHT_CACHE_SECONDS behind the clock),
 * written and encoded once per computation, and the credit balance read every time and added to them. The cache's
 * version and the balance are one statement, so a cached answer costs one round trip and three numbers written.
 */
export async function currentDashboardStatsBody(db: Database, scope: Scope, query: PeriodQuery): Promise<Buffer> {
  const { version, balance } = await findVersionAndBalance(db, scope);
  const brand = await cachedBrandFigures(db, scope, query, version);
  const credits = `,"totalCredits":${balance.totalCredits},"usedCredits":${balance.usedCredits},"availableCredits":${balance.availableCredits}}}`;
  const last = lastBodies.get(brand);
  if (last?.credits === credits) return last.body;
  const start = `{"success":true,"data":${brand.json.slice(0, -1)}`;
  const body = Buffer.from(start + credits);
  lastBodies.set(brand, { credits, body });
  return body;
}

/** As currentDashboardStatsBody, the value. */
export async function currentDashboardStats(db: Database, scope: Scope, query: PeriodQuery): Promise<DashboardStats> {
  const { version, balance } = await findVersionAndBalance(db, scope);
  const brand = await cachedBrandFigures(db, scope, query, version);
  return { ...brand.value, ...balance };
}

function cachedBrandFigures(
  db: Database,
  scope: Scope,
  query: PeriodQuery,
  version: string,
): Promise<Serialized<BrandFigures>> {
  return cachedInsight.atVersion(scope, version, `dashboard-stats:${JSON.stringify(query)}`, async () =>
    serializeOnce(brandFiguresSchema, await brandFigures(db, scope, query, new Date())),
  );
}

const TITLES: Record<ActivityType, string> = {
  new_review: INSIGHT_MESSAGES.activityNewReview,
  response_generated: INSIGHT_MESSAGES.activityResponseGenerated,
  response_sent: INSIGHT_MESSAGES.activityResponseSent,
};

const cut = (text: string) => (text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX)}…` : text);

function toActivity(row: ActivityRow): ActivityItem {
  return {
    id: `${row.type}:${row.commentId}`,
    type: row.type,
    title: TITLES[row.type],
    description: cut(row.content),
    platform: row.platform,
    time: row.time.toISOString(),
    commentId: row.commentId,
    status: row.status,
    rating: row.rating,
    reviewerName: row.reviewerName,
    productName: row.productTitle,
  };
}

/** GET /api/dashboard/activity: the newest events, newest first. */
export async function recentActivity(db: Executor, scope: Scope, limit: number): Promise<ActivityItem[]> {
  return (await findRecentActivity(db, scope, limit)).map(toActivity);
}

/** GET /api/dashboard/product-volume: the 8 most reviewed products of the period, by cleaned name. */
export async function productVolume(db: Executor, scope: Scope, query: PeriodQuery, now: Date = new Date()) {
  const period = resolvePeriod(query, now);
  const rows = await findProductVolume(db, scope, period.current, PRODUCT_VOLUME_LIMIT);
  return {
    period: describePeriod(period, 'day'),
    products: rows.map((row) => ({ productId: row.productId, name: productDisplayName(row.key), count: row.count })),
  };
}
