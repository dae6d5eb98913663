import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardStatsResponseSchema, productAnalyticsResponseSchema, startOfZonedDay } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { insertItems, sent } from '../analytics/insight.test-support.ts';

/**
 * Issue 19 item 6: "last 7 days" had three answers (dashboard KPI 40 / 60 %, dashboard chart 42, analytics 42 /
 * 57.1 %). The KPI cards, the bar chart and product analytics now ask the same question (timeRange=7d in the
 * user's zone) and must give the same answer: the user's last 7 calendar days, today included.
 */
const ZONE = 'Pacific/Kiritimati'; // UTC+14: far from the server's UTC, so a wrong zone shows.
const MINUTE = 60 * 1000;

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let start: Date;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  start = startOfZonedDay(new Date(), ZONE, 6);
  const inside = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
  await insertItems(t, owner, [
    // In: from 00:01 local six days ago to a minute ago. 3 answered of 5 = 60 %.
    { ...sent(2, inside(1)) },
    { ...sent(3, inside(60 * 30)) },
    { status: 'draft', postedAt: inside(60 * 50) },
    { postedAt: inside(60 * 100) },
    { postedAt: new Date(Date.now() - MINUTE) },
    // Out: a minute before that local midnight (inside a rolling 168 hours, outside the 7 calendar days).
    { ...sent(1, new Date(start.getTime() - MINUTE)) },
    { postedAt: new Date(start.getTime() - 5 * MINUTE) },
  ]);
});
afterAll(async () => {
  await t.close();
});

const read = async (url: string) => {
  const response = await t.request({ url, token: owner.token, brandId: owner.brand.id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('one definition of "Last 7 days" for every screen', () => {
  it('dashboard KPI, dashboard bar chart and analytics count the same items from the same local midnight', async () => {
    const query = `timeRange=7d&tz=${encodeURIComponent(ZONE)}`;
    // The KPI cards and the bar chart both read the dashboard stats with the shared preset.
    const kpi = dashboardStatsResponseSchema.parse(await read(`/api/dashboard/stats?${query}`)).data;
    const chart = dashboardStatsResponseSchema.parse(await read(`/backend/api/dashboard/stats?${query}`)).data;
    const analytics = productAnalyticsResponseSchema.parse(await read(`/api/analytics/products?${query}`)).data;

    expect(kpi.period.from).toBe(start.toISOString());
    expect(analytics.period.from).toBe(start.toISOString());
    expect(kpi.totalReviews).toBe(5);
    expect(kpi.responseRate).toBe(60);
    const chartTotal = chart.timeSeries.reduce((sum, point) => sum + point.reviews, 0);
    expect(chartTotal).toBe(5);
    expect(analytics.cards.customerReviews.value).toBe(5);
    expect(analytics.cards.customerEngagement.value).toBe(60);
    // The analytics Recent Activity card ("last 7 days") and the dashboard's count the same days too.
    expect(analytics.recentActivity.newReviews).toBe(5);
    expect(kpi.recentActivity.newReviews).toBe(5);
  });
});
