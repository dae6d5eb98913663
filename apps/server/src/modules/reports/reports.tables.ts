import { REPORT_CATALOG, REPORT_WINDOW_DAYS, type ReportTable, type ReportType } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { productAnalytics } from '../analytics/analytics.service.ts';
import type { Scope } from '../analytics/summary.service.ts';
import { listTransactions } from '../credits/credit.service.ts';
import { dashboardStats } from '../dashboard/dashboard.service.ts';

type Rows = ReportTable['rows'];
const PERIOD = { timeRange: '30d' as const };
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_LEDGER_ROWS = 1000;

const dashboard = (db: Database, scope: Scope, now: Date) => dashboardStats(db, scope, PERIOD, now);

async function reviewSummary(db: Database, scope: Scope, now: Date) {
  const stats = await dashboard(db, scope, now);
  const rows: Rows = [
    ['Total reviews', stats.totalReviews],
    ['Average rating', stats.avgRating],
    ['Response rate (%)', stats.responseRate],
    ['Average response time', stats.avgResponseTime],
    ['Pending', stats.statusBreakdown.pending],
    ['Draft', stats.statusBreakdown.draft],
    ['Sent', stats.statusBreakdown.sent],
    ['Spam', stats.statusBreakdown.spam],
    ...stats.ratingDistribution.map(({ rating, count }): Rows[number] => [`${rating}-star reviews`, count]),
  ];
  return { columns: ['Metric', 'Value'], rows };
}

async function responsePerformance(db: Database, scope: Scope, now: Date) {
  const stats = await dashboard(db, scope, now);
  return {
    columns: ['Date', 'Reviews', 'Responses', 'Response rate (%)', 'Average response time (hours)'],
    rows: stats.timeSeries.map((point): Rows[number] => [
      point.date,
      point.reviews,
      point.responses,
      point.responseRate,
      point.avgResponseTimeHours,
    ]),
  };
}

async function platformBreakdown(db: Database, scope: Scope, now: Date) {
  const stats = await dashboard(db, scope, now);
  return {
    columns: ['Platform', 'Items', 'Share (%)'],
    rows: stats.platformBreakdown.map((share): Rows[number] => [share.platform, share.count, share.percentage]),
  };
}

async function reviewVolume(db: Database, scope: Scope, now: Date) {
  const stats = await dashboard(db, scope, now);
  return {
    columns: ['Date', 'New reviews', 'Answered', 'Average rating'],
    rows: stats.timeSeries.map((point): Rows[number] => [point.date, point.reviews, point.responses, point.avgRating]),
  };
}

async function productSentiment(db: Database, scope: Scope, now: Date) {
  const analytics = await productAnalytics(db, scope, PERIOD, now);
  return {
    columns: ['Product', 'Reviews', 'Average rating', 'Sentiment score', 'Responses', 'Average response time (hours)'],
    rows: analytics.topProducts.map((product): Rows[number] => [
      product.name,
      product.reviewCount,
      product.avgRating,
      product.sentimentScore,
      product.responseCount,
      product.avgResponseTime,
    ]),
  };
}

async function creditUsage(db: Database, scope: Scope, now: Date) {
  const { transactions } = await listTransactions(db, scope.accountId, {
    page: 1,
    limit: MAX_LEDGER_ROWS,
    startDate: new Date(now.getTime() - REPORT_WINDOW_DAYS * DAY_MS).toISOString(),
    endDate: now.toISOString(),
  });
  return {
    columns: ['Date', 'Type', 'Platform', 'Brand', 'Credits used', 'Credits added', 'Status', 'Description'],
    rows: transactions.map((entry): Rows[number] => [
      entry.createdAt,
      entry.type,
      entry.platform,
      entry.BrandName,
      entry.creditsUsed,
      entry.creditsAdded,
      entry.status,
      entry.description,
    ]),
  };
}

const BUILDERS: Record<
  ReportType,
  (db: Database, scope: Scope, now: Date) => Promise<Omit<ReportTable, 'type' | 'title' | 'fileName'>>
> = {
  'review-summary': reviewSummary,
  'response-performance': responsePerformance,
  'platform-breakdown': platformBreakdown,
  'review-volume': reviewVolume,
  'product-sentiment': productSentiment,
  'credit-usage': creditUsage,
};

/** One report of the brand's last 30 days, as a table (the CSV download and the e-mail both render it). */
export async function buildReportTable(db: Database, scope: Scope, type: ReportType, now: Date): Promise<ReportTable> {
  const table = await BUILDERS[type](db, scope, now);
  return {
    type,
    title: REPORT_CATALOG[type].title,
    fileName: `${type}-${now.toISOString().slice(0, 10)}.csv`,
    ...table,
  };
}
