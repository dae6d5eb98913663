import type { CreditTransaction, DashboardStats } from '@bizamply/contracts';
import { describe, expect, it } from 'vitest';
import { CHART_SETS } from './chart-sets';
import { cutText, kpiValues } from './format-figures';
import { transactionDisplay } from './transaction-display';

const entry = (overrides: Partial<CreditTransaction>): CreditTransaction => ({
  _id: 'tx-1',
  BrandName: null,
  BrandId: null,
  type: 'usage',
  platform: 'judgeme',
  creditsUsed: 0,
  creditsAdded: 0,
  status: 'success',
  createdAt: '2026-11-20T10:00:00.000Z',
  description: 'Generated a response',
  messageContent: null,
  customerMessage: null,
  response: null,
  generatedResponse: null,
  commentId: null,
  metadata: {},
  ...overrides,
});

describe('recent transaction display (spec 2 §4)', () => {
  it('usage shows minus N Credit(s) as sent', () => {
    expect(transactionDisplay(entry({ creditsUsed: 2 }))).toMatchObject({ credits: '-2 Credits', status: 'sent' });
    expect(transactionDisplay(entry({ creditsUsed: 1 }))).toMatchObject({ credits: '-1 Credit', tone: 'debit' });
  });

  it('refill or bonus shows plus N as sent; adjustment plus or minus', () => {
    expect(transactionDisplay(entry({ type: 'refill', creditsAdded: 1000 }))).toMatchObject({
      credits: '+1000 Credits',
      status: 'sent',
    });
    expect(transactionDisplay(entry({ type: 'bonus', creditsAdded: 1 })).credits).toBe('+1 Credit');
    expect(transactionDisplay(entry({ type: 'adjustment', creditsUsed: 5 })).credits).toBe('-5 Credits');
    expect(transactionDisplay(entry({ type: 'adjustment', creditsAdded: 3 })).credits).toBe('+3 Credits');
  });

  it('a refund gives credits back as Refunded, not Sent (issue 19 item 7)', () => {
    expect(transactionDisplay(entry({ type: 'refund', creditsAdded: 1 }))).toMatchObject({
      credits: '+1 Credit',
      tone: 'credit',
      status: 'refunded',
    });
  });

  it('otherwise 0 Credits as pending; a failed entry stays failed', () => {
    expect(transactionDisplay(entry({}))).toMatchObject({ credits: '0 Credits', status: 'pending' });
    expect(transactionDisplay(entry({ creditsUsed: 2, status: 'failed' })).status).toBe('failed');
  });

  it('shows the customer message, cut at 50 characters', () => {
    const message = 'x'.repeat(60);
    expect(transactionDisplay(entry({ customerMessage: message })).message).toBe(`${'x'.repeat(50)}…`);
    expect(transactionDisplay(entry({})).message).toBe('Generated a response');
  });
});

describe('dashboard figures', () => {
  it('cuts product names at 15 or 10 characters', () => {
    expect(cutText('Ethiopia Yirgacheffe Beans', 15)).toBe('Ethiopia Yirgac…');
    expect(cutText('Espresso Dark Roast', 10)).toBe('Espresso D…');
    expect(cutText('Lip Balm', 10)).toBe('Lip Balm');
  });

  const stats = {
    totalReviews: 1204,
    responseRate: 52.4,
    avgRating: 4,
    avgResponseTime: '1.4d',
    statusBreakdown: { sent: 3, draft: 2, pending: 1, spam: 0 },
    ratingDistribution: [
      { rating: 1, count: 1 },
      { rating: 5, count: 4 },
    ],
  } as DashboardStats;

  it('formats the four KPI values, N/A without data', () => {
    expect(kpiValues(stats)).toEqual({ reviews: '1,204', response: '52.4%', rating: '4.0', time: '1.4d' });
    expect(kpiValues({ ...stats, responseRate: null, avgRating: null, avgResponseTime: 'N/A' })).toMatchObject({
      response: 'N/A',
      rating: 'N/A',
      time: 'N/A',
    });
  });

  it('builds each donut from the server figures', () => {
    expect(CHART_SETS.response.slices(stats).map((slice) => [slice.name, slice.value])).toEqual([
      ['Sent', 3],
      ['Draft', 2],
      ['Pending', 1],
    ]);
    expect(CHART_SETS.rating.slices(stats).map((slice) => slice.name)).toEqual(['1 star', '5 stars']);
  });
});
