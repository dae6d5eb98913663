import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodQuerySchema, productAnalyticsResponseSchema, type ProductAnalytics } from '@bizamply/contracts';
import { expectSchemaBody } from '../../lib/serialized.test-support.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { currentProductAnalytics } from './analytics.service.ts';
import { daysAgo, hoursAgo, insertItems, sent } from './insight.test-support.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let stranger: Awaited<ReturnType<typeof createUserWithBrand>>;

let slot = 0;
const at = () => hoursAgo(3 + 5 * slot++); // within the last 5 days

const reviews = (productTitle: string | null, ratings: (number | null)[], contents: string[] = []) =>
  ratings.map((rating, index) => ({ productTitle, rating, content: contents[index] ?? 'Fine', postedAt: at() }));

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  stranger = await createUserWithBrand(t);
  await insertItems(t, owner, [
    // Ceramic Mug: three spellings, one key; 4.75 → 4.8; customers anna@ (any case) and Bob (any case).
    {
      ...sent(2, at()),
      productTitle: '12 Ceramic Mug',
      rating: 5,
      content: 'Love it',
      reviewerEmail: 'anna@example.com',
    },
    {
      ...sent(4, at()),
      productTitle: 'ceramic  mug',
      rating: 5,
      content: 'great mug',
      reviewerEmail: 'ANNA@example.com',
    },
    {
      status: 'draft',
      platform: 'yotpo',
      productTitle: 'Ceramic Mug',
      rating: 4,
      content: 'good',
      reviewerName: 'Bob',
      postedAt: at(),
    },
    { platform: 'yotpo', productTitle: 'Ceramic Mug', rating: 5, content: 'fine', reviewerName: 'bob', postedAt: at() },
    ...reviews('Tea Pot', [2, 3, 4], ['terrible', 'bad handle', 'ok']), // 3.0 with 3 reviews: needs attention
    ...reviews('Spoon', [1, 2]), // 1.5 but only 2 reviews: not flagged
    ...reviews('Kettle', [3.5, 3.5, 3.5]), // exactly 3.5: not below 3.5
    ...reviews('Plate', [4.5, 4.5]), // exactly 4.5: a top performer
    ...reviews('Bowl', [4.4]), // 4.4: not a top performer
    ...reviews('Test Product', [null, null, null, null, null]), // junk: no product row, still counted in the cards
    { productTitle: null, rating: null, platform: 'instagram', postedAt: at() }, // Unknown Product
  ]);
  // The previous 7 days: 7 drafted Saucer reviews rated 4. Older: one more Ceramic Mug review (20 days ago).
  await insertItems(t, owner, [
    ...[8, 8.5, 9, 9.5, 10, 10.5, 11].map((days) => ({
      status: 'draft' as const,
      productTitle: 'Saucer',
      rating: 4,
      postedAt: daysAgo(days),
    })),
    { productTitle: 'CERAMIC MUG', rating: 5, postedAt: daysAgo(20) },
  ]);
});
afterAll(async () => {
  await t.close();
});

async function analytics(query = '', who = owner, brandId = owner.brand.id): Promise<ProductAnalytics> {
  const response = await t.request({ url: `/api/analytics/products${query}`, token: who.token, brandId });
  expect(response.statusCode, response.body).toBe(200);
  return productAnalyticsResponseSchema.parse(response.json()).data;
}

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('GET /api/analytics/products (spec 2 Product Analytics, computed by the server)', () => {
  it('groups items by cleaned product name with the spec 2 §3 item fields', async () => {
    const data = await analytics('?timeRange=7d');
    const mug = data.topProducts[0];
    expect(mug).toEqual({
      name: 'Ceramic Mug',
      reviewCount: 4,
      avgRating: 4.8,
      responseCount: 3,
      avgResponseTime: 3,
      platforms: ['judgeme', 'yotpo'],
      customers: 2,
      recentReviews: 4,
      sentimentScore: 1.25, // (2 + 2 + 1 + 0) / 4
    });
    expect(data.topProducts.find((item) => item.name === 'Tea Pot')?.sentimentScore).toBe(-1.33); // (−2 −2 + 0) / 3
    expect(names(data.topProducts)).toEqual([
      'Ceramic Mug',
      'Kettle',
      'Tea Pot',
      'Plate',
      'Spoon',
      'Bowl',
      'Unknown Product',
    ]);
  });

  it('applies the top-performer (≥ 4.5) and needs-attention (< 3.5 with > 2 reviews) rules at their boundaries', async () => {
    const data = await analytics();
    expect(names(data.topPerformers)).toEqual(['Ceramic Mug', 'Plate']);
    expect(names(data.needsAttention)).toEqual(['Tea Pot']);
    expect(data.overview).toEqual({
      totalProducts: 7,
      topPerformers: 2,
      avgProductRating: 3.6, // mean of 4.75, 3, 1.5, 3.5, 4.5, 4.4
      totalCustomers: 19, // junk items count too; anna and bob once each
    });
  });

  it('ranks engagement and performance lists', async () => {
    const data = await analytics();
    expect(names(data.engagement.byCustomers)).toEqual([
      'Kettle',
      'Tea Pot',
      'Ceramic Mug',
      'Plate',
      'Spoon',
      'Bowl',
      'Unknown Product',
    ]);
    expect(names(data.engagement.byFrequency)).toEqual(names(data.topProducts));
    expect(names(data.performance.responseTime)).toEqual(['Ceramic Mug']);
    expect(names(data.performance.rating)).toEqual(['Ceramic Mug', 'Kettle', 'Tea Pot', 'Plate', 'Spoon', 'Bowl']);
  });

  it('computes the cards with real changes against the previous 7 days', async () => {
    const { cards, statusBreakdown, platformDistribution, recentActivity } = await analytics();
    expect(cards.customerReviews).toEqual({ value: 21, change: 200 }); // 21 vs 7
    expect(cards.customerEngagement).toEqual({ value: 14.3, change: -85.7 }); // 3/21 vs 7/7
    expect(cards.responseSpeed).toEqual({ value: 3, change: null, display: '3h' }); // none sent before
    expect(cards.customerSatisfaction).toEqual({ value: 3.7, change: -8.5 }); // 54.9/15 vs 4
    expect(statusBreakdown).toEqual({ sent: 2, draft: 1, pending: 18, spam: 0 });
    expect(platformDistribution).toEqual([
      { platform: 'judgeme', count: 18, percentage: 85.7 },
      { platform: 'yotpo', count: 2, percentage: 9.5 },
      { platform: 'instagram', count: 1, percentage: 4.8 },
    ]);
    expect(recentActivity).toEqual({ newReviews: 21, responsesGenerated: 3, responsesSent: 2 });
  });

  it('returns the 30-day daily series and the 7-day trend', async () => {
    const { timeSeries, trend } = await analytics();
    expect(timeSeries).toHaveLength(30);
    expect(trend).toEqual(timeSeries.slice(-7));
    expect(timeSeries.reduce((sum, point) => sum + point.reviews, 0)).toBe(29);
  });

  it('sends the cached JSON: exactly the body the response schema gives the analytics', async () => {
    const response = await t.request({
      url: '/api/analytics/products?timeRange=30d',
      token: owner.token,
      brandId: owner.brand.id,
    });
    const value = await currentProductAnalytics(
      t.database.db,
      { accountId: owner.account.id, brandId: owner.brand.id },
      periodQuerySchema.parse({ timeRange: '30d' }),
    );
    expectSchemaBody(response, productAnalyticsResponseSchema, value);
  });

  it('widens with the range: 30 days add the older review', async () => {
    const data = await analytics('?timeRange=30d');
    const mug = data.topProducts.find((item) => item.name === 'Ceramic Mug');
    expect(mug).toMatchObject({ reviewCount: 5, recentReviews: 4 });
    expect(data.topProducts[0]).toMatchObject({ name: 'Saucer', reviewCount: 7, recentReviews: 0 });
    expect(data.cards.customerReviews.value).toBe(29);
    expect((await analytics('?timeRange=all')).cards.customerReviews).toEqual({ value: 29, change: null });
  });

  it('answers empty lists and null averages for a brand without items', async () => {
    const data = await analytics('', stranger, stranger.brand.id);
    expect(data.topProducts).toEqual([]);
    expect(data.overview).toEqual({ totalProducts: 0, topPerformers: 0, avgProductRating: null, totalCustomers: 0 });
    expect(data.cards.customerSatisfaction).toEqual({ value: null, change: null });
    expect(data.cards.responseSpeed.display).toBe('N/A');
  });

  it('rejects a bad range with the field named, and a foreign brand with 404', async () => {
    const bad = await t.request({
      url: '/api/analytics/products?timeRange=2w',
      token: owner.token,
      brandId: owner.brand.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'timeRange' }] });
    const foreign = await t.request({ url: '/api/analytics/products', token: owner.token, brandId: stranger.brand.id });
    expect(foreign.statusCode).toBe(404);
  });
});
