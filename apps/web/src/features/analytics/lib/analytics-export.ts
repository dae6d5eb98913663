import {
  ANALYTICS_PAGE_MESSAGES as M,
  formatResponseHours,
  PLATFORM_LABELS,
  sentimentLabel,
} from '@bizamply/contracts';
import type { ProductAnalytics, ProductAnalyticsItem } from '@bizamply/contracts';
import { buildCsv, fileDate } from '@/lib/csv';

export type ExportFormat = 'csv' | 'json';

/** Spec 2 §7: analytics exports are named analytics-{date}. */
export function analyticsFileName(format: ExportFormat, now: Date = new Date()): string {
  return `analytics-${fileDate(now)}.${format}`;
}

export const ANALYTICS_CSV_HEADER = [
  M.columnProduct,
  M.columnReviews,
  M.columnCustomers,
  M.columnAvgRating,
  M.columnResponseTime,
  M.columnPlatforms,
  M.columnThisWeek,
  M.columnSentiment,
] as const;

/** '0.85 (Positive)': the product's mean score with its word. */
export const sentimentText = (score: number) => `${score.toFixed(2)} (${sentimentLabel(score)})`;

/** One row per product, with the details table's columns and values. */
export function productRow(product: ProductAnalyticsItem): string[] {
  return [
    product.name,
    String(product.reviewCount),
    String(product.customers),
    product.avgRating === null ? 'N/A' : product.avgRating.toFixed(1),
    formatResponseHours(product.avgResponseTime),
    product.platforms.map((platform) => PLATFORM_LABELS[platform]).join('; '),
    String(product.recentReviews),
    sentimentText(product.sentimentScore),
  ];
}

export function buildAnalyticsCsv(products: readonly ProductAnalyticsItem[]): string {
  return buildCsv(ANALYTICS_CSV_HEADER, products.map(productRow));
}

export function buildAnalyticsExport(data: ProductAnalytics, format: ExportFormat): { content: string; type: string } {
  if (format === 'json') return { content: JSON.stringify(data, null, 2), type: 'application/json' };
  return { content: buildAnalyticsCsv(data.topProducts), type: 'text/csv;charset=utf-8' };
}
