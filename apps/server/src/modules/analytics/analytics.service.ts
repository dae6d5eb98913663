import {
  formatResponseHours,
  ANALYTICS_LIMITS,
  productAnalyticsSchema,
  type PeriodQuery,
  type ProductAnalytics,
  type ProductAnalyticsItem,
} from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { serializeOnce, type Serialized } from '../../lib/serialized.ts';
import { cachedInsight } from './insight-cache.ts';
import { findProductGroups, findSentimentByTitle, type ProductGroupRow } from './analytics.queries.ts';
import { mean, percentChange, round2, roundOrNull } from './metrics.ts';
import { describePeriod, lastDays, resolvePeriod } from './period.ts';
import { rankProducts, shownProducts, toProduct, type RankedProduct } from './product-ranking.ts';
import { figures, platformShares, summarizeWindows, type Counts, type Scope } from './summary.service.ts';

function cards(current: Counts, previous: Counts | null) {
  const now = figures(current);
  const before = previous ? figures(previous) : null;
  const card = (value: number | null, prior: number | null | undefined) => ({
    value: roundOrNull(value),
    change: prior === undefined ? null : percentChange(value, prior),
  });
  return {
    customerReviews: card(now.total, before?.total),
    customerEngagement: card(now.responseRate, before?.responseRate),
    responseSpeed: {
      ...card(now.avgResponseTimeHours, before?.avgResponseTimeHours),
      display: formatResponseHours(now.avgResponseTimeHours),
    },
    customerSatisfaction: card(now.avgRating, before?.avgRating),
  };
}

const item = ({ key: _key, titles: _titles, ...product }: RankedProduct): ProductAnalyticsItem => product;

/** Fills sentimentScore (mean per review, two decimals) of the products on show. */
async function scoreSentiment(
  db: Executor,
  scope: Scope,
  window: { from: Date | null; to: Date },
  shown: RankedProduct[],
) {
  const byTitle = await findSentimentByTitle(db, scope, window, [...new Set(shown.flatMap((p) => p.titles))]);
  const scores = new Map(byTitle.map((row) => [row.title, row]));
  for (const product of shown) {
    let score = 0;
    let reviews = 0;
    for (const title of product.titles) {
      score += scores.get(title)?.score ?? 0;
      reviews += scores.get(title)?.reviews ?? 0;
    }
    product.sentimentScore = reviews > 0 ? round2(score / reviews) : 0;
  }
}

/** The window's own counts, from the product query's total row. */
function windowCounts(row: ProductGroupRow | undefined): Counts {
  return {
    total: row?.reviews ?? 0,
    pending: row?.pending ?? 0,
    draft: row?.draft ?? 0,
    sent: row?.sent ?? 0,
    spam: row?.spam ?? 0,
    ratingSum: row?.ratingSum ?? 0,
    ratingCount: row?.ratingCount ?? 0,
    hoursSum: row?.hoursSum ?? 0,
    hoursCount: row?.hoursCount ?? 0,
    ratings: [],
    responseTimes: [],
    platforms: row?.platforms ?? [],
  };
}

/**
 * GET /api/analytics/products: spec 2 Product Analytics computed by the server. Four passes, run together:
 * the products of the period (whose total row is the period itself), the previous period, the 30-day
 * daily series and the last 7 days; then one pass scoring sentiment for the products on show.
 */
export async function productAnalytics(
  db: Executor,
  scope: Scope,
  query: PeriodQuery,
  now: Date = new Date(),
): Promise<ProductAnalytics> {
  const period = resolvePeriod(query, now);
  const { current, previous } = period;
  const recent = lastDays(current, ANALYTICS_LIMITS.recentDays, period.timeZone);
  const seriesWindow = lastDays(current, ANALYTICS_LIMITS.seriesDays, period.timeZone);
  const seriesFrom = seriesWindow.from;
  const noSeries = { previousFrom: null, series: null };
  const [groups, before, daily, lastWeek] = await Promise.all([
    findProductGroups(db, scope, current, recent.from),
    previous ? summarizeWindows(db, scope, { ...previous, ...noSeries }) : null,
    summarizeWindows(db, scope, {
      ...seriesWindow,
      previousFrom: null,
      series: { from: seriesFrom, granularity: 'day', timeZone: period.timeZone },
    }),
    summarizeWindows(db, scope, { ...recent, ...noSeries }),
  ]);

  const ranked = rankProducts(groups.candidates.map(toProduct));
  await scoreSentiment(db, scope, current, shownProducts(ranked));
  const totalRow = groups.total;
  const { totalProducts, topPerformers, ratingMeanSum, ratingMeanCount } = groups.overview;
  const counts = windowCounts(totalRow);
  const week = figures(lastWeek.current);

  return {
    period: describePeriod(period, 'day'),
    cards: cards(counts, before?.current ?? null),
    overview: {
      totalProducts,
      topPerformers,
      avgProductRating: roundOrNull(mean(ratingMeanSum, ratingMeanCount)),
      totalCustomers: totalRow?.customers ?? 0,
    },
    topProducts: ranked.topProducts.map(item),
    engagement: {
      byCustomers: ranked.engagement.byCustomers.map(item),
      byFrequency: ranked.engagement.byFrequency.map(item),
    },
    performance: {
      responseTime: ranked.performance.responseTime.map(item),
      rating: ranked.performance.rating.map(item),
    },
    topPerformers: ranked.topPerformers.map(item),
    needsAttention: ranked.needsAttention.map(item),
    platformDistribution: platformShares(counts),
    statusBreakdown: {
      sent: counts.sent,
      draft: counts.draft,
      pending: counts.pending - counts.spam,
      spam: counts.spam,
    },
    recentActivity: { newReviews: week.total, responsesGenerated: week.answered, responsesSent: lastWeek.current.sent },
    timeSeries: daily.series,
    trend: daily.series.slice(-ANALYTICS_LIMITS.trendDays),
  };
}

/**
 * The route's productAnalytics, from the insight cache (fresh after every write to the brand's items), with
 * its JSON written once per computation: a cached answer is sent as it is.
 */
export function currentProductAnalyticsJson(
  db: Database,
  scope: Scope,
  query: PeriodQuery,
): Promise<Serialized<ProductAnalytics>> {
  return cachedInsight(db, scope, `product-analytics:${JSON.stringify(query)}`, async () =>
    serializeOnce(productAnalyticsSchema, await productAnalytics(db, scope, query)),
  );
}

/** As currentProductAnalyticsJson, the value. */
export async function currentProductAnalytics(
  db: Database,
  scope: Scope,
  query: PeriodQuery,
): Promise<ProductAnalytics> {
  return (await currentProductAnalyticsJson(db, scope, query)).value;
}
