import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productAnalyticsResponseSchema,
  commentStatsResponseSchema,
  dashboardStatsResponseSchema,
} from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { hoursAgo, insertItems, sent } from '../analytics/insight.test-support.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;

/**
 * 4 sent (one of them flagged: answered all the same), 1 draft, 2 unanswered, 2 in the Spam tab (pending, flagged):
 * 7 items want an answer, 5 have one.
 */
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  await insertItems(t, owner, [
    ...[1, 2, 3].map((hours) => sent(hours, hoursAgo(10 + hours))),
    { ...sent(4, hoursAgo(20)), isSpam: true },
    { status: 'draft', postedAt: hoursAgo(21) },
    { postedAt: hoursAgo(22) },
    { postedAt: hoursAgo(23) },
    { postedAt: hoursAgo(24), isSpam: true, content: 'FREE FOLLOWERS visit my profile' },
    { postedAt: hoursAgo(25), isSpam: true, content: 'DM me for a prize' },
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const response = await t.request({ url, token: owner.token, brandId: owner.brand.id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('spam is neither answered nor unanswered in the statistics (spec 2 §9: unanswered = the Inbox tab)', () => {
  it('dashboard: pending is the Inbox tab, spam apart, the response rate over the items that want an answer', async () => {
    const { data } = dashboardStatsResponseSchema.parse(await get('/api/dashboard/stats?timeRange=7d'));
    expect(data.totalReviews).toBe(9);
    expect(data.statusBreakdown).toEqual({ sent: 4, draft: 1, pending: 2, spam: 2 });
    // (4 sent + 1 draft) / (9 items - 2 spam)
    expect(data.responseRate).toBe(71.4);
    const day = data.timeSeries.filter((point) => point.reviews > 0);
    expect(day.reduce((sum, point) => sum + point.reviews, 0)).toBe(9);
    for (const point of day) expect(point.responseRate).not.toBeNull();
  });

  it("the inbox's statistic cards: the same rate, and the tab counts", async () => {
    const { data } = commentStatsResponseSchema.parse(await get('/api/comments/stats'));
    expect(data.totalReviews).toBe(9);
    expect(data.responseRate).toBe(71.4);
    expect(data.counts).toMatchObject({ pending: 2, draft: 1, sent: 4, spam: 2 });
  });

  it('product analytics: the same breakdown and engagement', async () => {
    const { data } = productAnalyticsResponseSchema.parse(await get('/api/analytics/products?timeRange=7d'));
    expect(data.statusBreakdown).toEqual({ sent: 4, draft: 1, pending: 2, spam: 2 });
    expect(data.cards.customerEngagement.value).toBe(71.4);
  });
});
