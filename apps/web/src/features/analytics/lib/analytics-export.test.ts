import type { ProductAnalyticsItem } from '@bizamply/contracts';
import { describe, expect, it } from 'vitest';
import { analyticsFileName, buildAnalyticsCsv, productRow } from './analytics-export';

const product = (overrides: Partial<ProductAnalyticsItem> = {}): ProductAnalyticsItem => ({
  name: 'Rosehip Facial Oil',
  reviewCount: 14,
  avgRating: 3.75,
  responseCount: 11,
  avgResponseTime: 35.3,
  platforms: ['yotpo', 'instagram'],
  customers: 12,
  recentReviews: 9,
  sentimentScore: 0.79,
  ...overrides,
});

describe('analytics export', () => {
  it('names files analytics-{date}', () => {
    expect(analyticsFileName('csv', new Date(2026, 10, 3))).toBe('analytics-2026-11-03.csv');
    expect(analyticsFileName('json', new Date(2026, 0, 9))).toBe('analytics-2026-01-09.json');
  });

  it('writes the table columns and the sentiment, one row per product, as the page shows them', () => {
    expect(productRow(product())).toEqual([
      'Rosehip Facial Oil',
      '14',
      '12',
      '3.8',
      '1.5d',
      'Yotpo; Instagram',
      '9',
      '0.79 (Positive)',
    ]);
    expect(productRow(product({ sentimentScore: -1.2 }))[7]).toBe('-1.20 (Negative)');
    expect(productRow(product({ sentimentScore: 0.1 }))[7]).toBe('0.10 (Neutral)');
    expect(productRow(product({ avgRating: null, avgResponseTime: null }))[3]).toBe('N/A');
    expect(productRow(product({ avgResponseTime: 0.5 }))[4]).toBe('30m');
    const csv = buildAnalyticsCsv([product(), product({ name: 'Mask, "Clay"' })]);
    expect(csv.split('\r\n')).toEqual([
      'Product,Reviews,Customers,Avg Rating,Response Time,Platforms,This Week,Sentiment',
      'Rosehip Facial Oil,14,12,3.8,1.5d,Yotpo; Instagram,9,0.79 (Positive)',
      '"Mask, ""Clay""",14,12,3.8,1.5d,Yotpo; Instagram,9,0.79 (Positive)',
    ]);
  });
});
