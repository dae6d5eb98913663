import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dashboardStatsResponseSchema,
  periodQuerySchema,
  startOfZonedDay,
  type DashboardStats,
} from '@bizamply/contracts';
import { expectSchemaBody } from '../../lib/serialized.test-support.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { brands, creditAccounts } from '../../db/schema/index.ts';
import { INSIGHT_CACHE_SECONDS } from '../analytics/insight-cache.ts';
import { currentDashboardStats } from './dashboard.service.ts';
import { DAY, HOUR, daysAgo, hoursAgo, insertItems, must, sent } from '../analytics/insight.test-support.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let stranger: Awaited<ReturnType<typeof createUserWithBrand>>;

/** Current 7-day window: 20 items. Sent response hours 0, 168 and 200 fall outside (0, 168). */
const SENT_HOURS = [0, 0.5, 2, 4, 10, 30, 100, 168, 200];
const SENT_RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, null];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  stranger = await createUserWithBrand(t);
  const at = (index: number) => hoursAgo(2 + index * 6); // all within the last 6 days
  await insertItems(t, owner, [
    ...SENT_HOURS.map((hours, index) => ({ ...sent(hours, at(index)), rating: SENT_RATINGS[index] ?? null })),
    ...[2, 1, null].map((rating, index) => ({
      status: 'draft' as const,
      platform: 'instagram' as const,
      rating,
      postedAt: at(9 + index),
    })),
    ...[5, 4.5, 4, 4, 3].map((rating, index) => ({ platform: 'yotpo' as const, rating, postedAt: at(12 + index) })),
    ...[0, 1, 2].map((index) => ({ rating: null, postedAt: at(17 + index) })),
  ]);
  // Previous 7 days: 10 items, rating 4 each, rate 50 %, response time mean 6 h.
  await insertItems(t, owner, [
    ...[5, 7].map((hours, index) => ({ ...sent(hours, daysAgo(8 + index)), rating: 4 })),
    ...[0, 1, 2].map((index) => ({ status: 'draft' as const, rating: 4, postedAt: daysAgo(9 + index) })),
    ...[0, 1, 2, 3, 4].map((index) => ({ rating: 4, postedAt: daysAgo(10 + index * 0.5) })),
  ]);
  // Older, and a second brand of the same account: never in the 7-day figures.
  await insertItems(t, owner, [{ postedAt: daysAgo(40) }, { postedAt: daysAgo(40) }, { postedAt: daysAgo(100) }]);
  const [other] = await t.database.db
    .insert(brands)
    .values({ accountId: owner.account.id, name: 'Other brand' })
    .returning();
  await insertItems(t, { account: owner.account, brand: { id: must(other).id } }, [{}, {}]);
  await t.database.db
    .insert(creditAccounts)
    .values({ accountId: owner.account.id, totalCredits: 100, usedCredits: 30 });
});
afterAll(async () => {
  await t.close();
});

async function stats(query = '', who = owner, brandId = owner.brand.id): Promise<DashboardStats> {
  const response = await t.request({ url: `/api/dashboard/stats${query}`, token: who.token, brandId });
  expect(response.statusCode, response.body).toBe(200);
  return dashboardStatsResponseSchema.parse(response.json()).data;
}

describe('GET /api/dashboard/stats: spec 2 §9 formulas on hand-made data (default Last 7 days)', () => {
  it('computes totals, response rate, average rating and response time', async () => {
    const data = await stats();
    expect(data.period.timeRange).toBe('7d');
    expect(data.totalReviews).toBe(20);
    expect(data.statusBreakdown).toEqual({ sent: 9, draft: 3, pending: 8, spam: 0 });
    // (9 sent + 3 draft) / 20
    expect(data.responseRate).toBe(60);
    // 15 numeric ratings summing to 58.5 → 3.9 (one decimal)
    expect(data.avgRating).toBe(3.9);
    // 0.5, 2, 4, 10, 30, 100 (0, 168 and 200 left out) → 24.4167 h
    expect(data.avgResponseTimeHours).toBe(24.4);
    expect(data.avgResponseTime).toBe('1d');
    expect(data.recentActivity).toEqual({ newReviews: 20, responsesGenerated: 12, responsesSent: 9 });
  });

  it('compares with the previous 7 days (real changes, relative %)', async () => {
    const data = await stats('?timeRange=7d');
    expect(data.totalReviewsChange).toBe(100); // 20 vs 10
    expect(data.responseRateChange).toBe(20); // 60 % vs 50 %
    expect(data.avgRatingChange).toBe(-2.5); // 3.9 vs 4
    expect(data.avgResponseTimeChange).toBe(306.9); // 24.4167 h vs 6 h
  });

  it('breaks down platforms, ratings (half up) and response times (0 < h < 168)', async () => {
    const data = await stats();
    expect(data.platformBreakdown).toEqual([
      { platform: 'judgeme', count: 12, percentage: 60 },
      { platform: 'yotpo', count: 5, percentage: 25 },
      { platform: 'instagram', count: 3, percentage: 15 },
    ]);
    expect(data.ratingDistribution).toEqual([
      { rating: 1, count: 1 },
      { rating: 2, count: 1 },
      { rating: 3, count: 2 },
      { rating: 4, count: 5 },
      { rating: 5, count: 6 },
    ]);
    expect(data.responseTimeBreakdown).toEqual([
      { bucket: '<1h', count: 1 },
      { bucket: '1-6h', count: 2 },
      { bucket: '6-24h', count: 1 },
      { bucket: '1-3d', count: 1 },
      { bucket: '3-7d', count: 1 },
    ]);
  });

  it('returns a gap-filled daily series that adds up to the totals, in the asked time zone', async () => {
    for (const tz of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      const data = await stats(`?tz=${encodeURIComponent(tz)}`);
      expect(data.period.granularity).toBe('day');
      expect(data.period.timeZone).toBe(tz);
      expect(data.timeSeries.length).toBeGreaterThanOrEqual(7);
      expect(data.timeSeries.length).toBeLessThanOrEqual(9);
      expect(data.timeSeries.every((point) => /^\d{4}-\d{2}-\d{2}$/.test(point.date))).toBe(true);
      expect(data.timeSeries.reduce((sum, point) => sum + point.reviews, 0)).toBe(20);
      expect(data.timeSeries.reduce((sum, point) => sum + point.responses, 0)).toBe(12);
    }
  });

  it("carries the account's credits", async () => {
    const data = await stats();
    expect({ total: data.totalCredits, used: data.usedCredits, available: data.availableCredits }).toEqual({
      total: 100,
      used: 30,
      available: 70,
    });
  });

  it('writes the balance of the moment after the cached figures, whatever its width', async () => {
    const user = await createUserWithBrand(t);
    const setCredits = (totalCredits: number, usedCredits: number) =>
      t.database.db
        .insert(creditAccounts)
        .values({ accountId: user.account.id, totalCredits, usedCredits })
        .onConflictDoUpdate({ target: creditAccounts.accountId, set: { totalCredits, usedCredits } });
    const raw = async () => {
      const response = await t.request({
        url: '/api/dashboard/stats',
        token: user.token,
        brandId: user.brand.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      return response.body;
    };
    await setCredits(1_234_567, 7);
    const wide = await raw();
    await setCredits(5, 5);
    const narrow = await raw();
    const credits = (body: string) => {
      const { totalCredits, usedCredits, availableCredits } = dashboardStatsResponseSchema.parse(JSON.parse(body)).data;
      return { totalCredits, usedCredits, availableCredits };
    };
    expect(credits(wide)).toEqual({ totalCredits: 1_234_567, usedCredits: 7, availableCredits: 1_234_560 });
    expect(credits(narrow)).toEqual({ totalCredits: 5, usedCredits: 5, availableCredits: 0 });
    const figures = (body: string) => body.slice(0, body.indexOf(',"totalCredits"'));
    expect(figures(narrow)).toBe(figures(wide));
  });

  it("answers the requests of one turn with one statement, each with its own brand's figures and account's balance", async () => {
    const query = periodQuerySchema.parse({});
    const pool = t.database.db.$client;
    const sent: string[] = [];
    const query$ = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    const spy = vi.spyOn(pool, 'query').mockImplementation(((config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : (config as { text?: string }).text;
      if (text?.includes('credit_accounts')) sent.push(text);
      return query$(config, ...rest);
    }) as typeof pool.query);
    try {
      const ownerScope = { accountId: owner.account.id, brandId: owner.brand.id };
      const strangerScope = { accountId: stranger.account.id, brandId: stranger.brand.id };
      await currentDashboardStats(t.database.db, ownerScope, query); // the figures cached: the next are cached answers
      await currentDashboardStats(t.database.db, strangerScope, query);
      sent.length = 0;
      const [mine, theirs, again] = await Promise.all([
        currentDashboardStats(t.database.db, ownerScope, query),
        currentDashboardStats(t.database.db, strangerScope, query),
        currentDashboardStats(t.database.db, ownerScope, query),
      ]);
      expect(sent).toHaveLength(1);
      expect([mine.totalReviews, mine.totalCredits, mine.usedCredits]).toEqual([20, 100, 30]);
      expect(again).toEqual(mine);
      expect([theirs.totalReviews, theirs.totalCredits, theirs.availableCredits]).toEqual([0, 0, 0]);
    } finally {
      spy.mockRestore();
    }
  });

  it('sends the cached JSON: exactly the body the response schema gives the figures', async () => {
    const response = await t.request({
      url: '/api/dashboard/stats?timeRange=30d',
      token: owner.token,
      brandId: owner.brand.id,
    });
    const figures = await currentDashboardStats(
      t.database.db,
      { accountId: owner.account.id, brandId: owner.brand.id },
      periodQuerySchema.parse({ timeRange: '30d' }),
    );
    expectSchemaBody(response, dashboardStatsResponseSchema, figures);
  });

  it('answers /backend/api/dashboard/stats with the same body', async () => {
    const response = await t.request({
      url: '/backend/api/dashboard/stats',
      token: owner.token,
      brandId: owner.brand.id,
    });
    expect(response.statusCode).toBe(200);
    expect(dashboardStatsResponseSchema.parse(response.json()).data.totalReviews).toBe(20);
  });
});

describe('periods', () => {
  it('maps presets to the shared windows ending now (24 hours; N calendar days), each with an equally long one before', async () => {
    const days = { '7d': 7, '30d': 30, '90d': 90 };
    for (const range of ['24h', '7d', '30d', '90d'] as const) {
      const before = Date.now();
      const { period } = await stats(`?timeRange=${range}`);
      const from = Date.parse(must(period.from));
      const to = Date.parse(period.to);
      // A window may come from the insight cache: it trails the clock by under INSIGHT_CACHE_SECONDS.
      expect(to).toBeGreaterThan(before - INSIGHT_CACHE_SECONDS * 1000);
      expect(to).toBeLessThanOrEqual(Date.now());
      const expectedFrom =
        range === '24h' ? to - 24 * HOUR : startOfZonedDay(new Date(to), 'UTC', days[range] - 1).getTime();
      expect(from).toBe(expectedFrom);
      expect(period.previousTo).toBe(period.from);
      expect(from - Date.parse(must(period.previousFrom))).toBe(to - from);
    }
  });

  it('counts what each window holds', async () => {
    expect((await stats('?timeRange=24h')).totalReviews).toBe(4); // posted 2, 8, 14 and 20 hours ago
    expect((await stats('?timeRange=30d')).totalReviews).toBe(30);
    expect((await stats('?timeRange=90d')).totalReviews).toBe(32);
    const all = await stats('?timeRange=all');
    expect(all.totalReviews).toBe(33);
    expect(all.period.from).toBeNull();
    expect(all.totalReviewsChange).toBeNull();
    expect(all.timeSeries.reduce((sum, point) => sum + point.reviews, 0)).toBe(33);
  });

  it('uses hourly buckets for 24h', async () => {
    const data = await stats('?timeRange=24h');
    expect(data.period.granularity).toBe('hour');
    expect(data.timeSeries.every((point) => /^\d{4}-\d{2}-\d{2}T\d{2}:00$/.test(point.date))).toBe(true);
    expect(data.timeSeries.reduce((sum, point) => sum + point.reviews, 0)).toBe(4);
  });

  it('takes a custom range: the previous 7 days hold the 10 older items', async () => {
    const start = daysAgo(14).toISOString();
    const end = daysAgo(7).toISOString();
    const data = await stats(`?startDate=${start}&endDate=${end}`);
    expect(data.period.timeRange).toBe('custom');
    expect(data.totalReviews).toBe(10);
    expect(data.responseRate).toBe(50);
    expect(data.avgRating).toBe(4);
    expect(data.avgResponseTimeHours).toBe(6);
  });

  it('reads a date-only endDate as the whole day', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const { period } = await stats(`?startDate=${day}&endDate=${day}`);
    expect(period.from).toBe(`${day}T00:00:00.000Z`);
    expect(Date.parse(period.to) - Date.parse(must(period.from))).toBe(DAY);
  });
});

describe('no data', () => {
  it('answers nulls, not placeholders, for a brand without items', async () => {
    const data = await stats('', stranger, stranger.brand.id);
    expect(data).toMatchObject({
      totalReviews: 0,
      totalReviewsChange: null,
      responseRate: null,
      responseRateChange: null,
      avgRating: null,
      avgRatingChange: null,
      avgResponseTime: 'N/A',
      avgResponseTimeHours: null,
      avgResponseTimeChange: null,
      platformBreakdown: [],
      totalCredits: 0,
    });
    expect(data.ratingDistribution.every((entry) => entry.count === 0)).toBe(true);
  });
});

describe('bad input and tenancy', () => {
  const bad = async (query: string, field: string) => {
    const response = await t.request({
      url: `/api/dashboard/stats${query}`,
      token: owner.token,
      brandId: owner.brand.id,
    });
    expect(response.statusCode, query).toBe(400);
    const body = response.json() as { code: string; message: string; details: { field: string; message: string }[] };
    expect(body.code).toBe('VALIDATION_ERROR');
    // An unknown parameter is reported on the query as a whole, naming the key in the message.
    expect(body.details.some((detail) => detail.field === field || detail.message.includes(`"${field}"`))).toBe(true);
  };

  it('names the field of every bad query', async () => {
    await bad('?timeRange=1y', 'timeRange');
    await bad('?timeRange=', 'timeRange');
    await bad('?startDate=2026-01-01', 'endDate');
    await bad('?endDate=2026-01-01', 'startDate');
    await bad('?startDate=yesterday&endDate=2026-01-01', 'startDate');
    await bad('?startDate=2026-02-01T00:00:00&endDate=2026-03-01', 'startDate');
    await bad('?startDate=2026-02-30&endDate=2026-03-01', 'startDate');
    await bad('?startDate=2026-03-01&endDate=2026-01-01', 'endDate');
    await bad('?startDate=2015-01-01&endDate=2026-01-01', 'endDate');
    await bad('?timeRange=7d&startDate=2026-01-01&endDate=2026-01-02', 'timeRange');
    await bad('?tz=Mars%2FOlympus', 'tz');
    await bad('?days=7', 'days');
  });

  it("answers 404 for another account's brand, 400 without a brand, 401 without a session", async () => {
    const foreign = await t.request({ url: '/api/dashboard/stats', token: owner.token, brandId: stranger.brand.id });
    expect(foreign.statusCode).toBe(404);
    const noBrand = await t.request({ url: '/api/dashboard/stats', token: owner.token });
    expect(noBrand.json()).toMatchObject({ status: 400, code: 'BRAND_REQUIRED' });
    expect((await t.request({ url: '/api/dashboard/stats', brandId: owner.brand.id })).statusCode).toBe(401);
  });
});
