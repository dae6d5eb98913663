import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResponseSchema, productVolumeResponseSchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { daysAgo, hoursAgo, insertItems, must } from '../analytics/insight.test-support.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let stranger: Awaited<ReturnType<typeof createUserWithBrand>>;
const LONG = 'This review is much longer than fifty characters, so the dashboard cuts it.';

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  stranger = await createUserWithBrand(t);
  await insertItems(t, owner, [
    { externalId: 'a', content: 'Item A', postedAt: hoursAgo(5) },
    { externalId: 'b', content: LONG, status: 'draft', postedAt: hoursAgo(10), draftedAt: hoursAgo(2) },
    {
      externalId: 'c',
      content: 'Item C',
      platform: 'yotpo',
      status: 'sent',
      postedAt: hoursAgo(20),
      draftedAt: hoursAgo(8),
      respondedAt: hoursAgo(1),
      responseTimeHours: 19,
    },
  ]);
  await insertItems(t, stranger, [{ content: 'Not yours', postedAt: hoursAgo(0.5) }]);
});
afterAll(async () => {
  await t.close();
});

const activity = (query = '', brandId = owner.brand.id) =>
  t.request({ url: `/api/dashboard/activity${query}`, token: owner.token, brandId });

describe('GET /api/dashboard/activity', () => {
  it('lists new reviews, generated and sent responses by their own time, newest first', async () => {
    const response = await activity();
    expect(response.statusCode).toBe(200);
    const { activities } = activityResponseSchema.parse(response.json()).data;
    expect(activities.map((item) => [item.type, item.description.slice(0, 6)])).toEqual([
      ['response_sent', 'Item C'],
      ['response_generated', 'This r'],
      ['new_review', 'Item A'],
      ['response_generated', 'Item C'],
      ['new_review', 'This r'],
      ['new_review', 'Item C'],
    ]);
    const first = must(activities[0]);
    expect(first).toMatchObject({ title: 'Response Sent', platform: 'yotpo', status: 'sent' });
    expect(first.id).toBe(`response_sent:${first.commentId}`);
    expect(must(activities[1]).description).toBe(`${LONG.slice(0, 50)}…`);
  });

  it('honours limit (default 10, 1..50) and names the field when it is out of range', async () => {
    const { activities } = activityResponseSchema.parse((await activity('?limit=2')).json()).data;
    expect(activities.map((item) => item.type)).toEqual(['response_sent', 'response_generated']);
    for (const limit of ['0', '51', 'abc', '2.5']) {
      const response = await activity(`?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'limit' }] });
    }
  });

  it("answers 404 for another account's brand", async () => {
    expect((await activity('', stranger.brand.id)).statusCode).toBe(404);
  });
});

describe('GET /api/dashboard/product-volume', () => {
  beforeAll(async () => {
    await insertItems(t, owner, [
      ...Array.from({ length: 3 }, () => ({ productTitle: 'Mug', productId: 'p-1', postedAt: hoursAgo(3) })),
      ...Array.from({ length: 2 }, () => ({ productTitle: '12 mug', productId: 'p-1', postedAt: hoursAgo(3) })),
      ...Array.from({ length: 9 }, () => ({ productTitle: 'Test Product', postedAt: hoursAgo(3) })),
      ...Array.from({ length: 9 }, (_, index) => ({ productTitle: `Extra ${index}`, postedAt: hoursAgo(3) })),
      ...Array.from({ length: 8 }, () => ({ productTitle: 'Spoon', postedAt: daysAgo(40) })),
    ]);
  });

  it('returns the 8 most reviewed cleaned product names of the period (junk left out)', async () => {
    const response = await t.request({
      url: '/api/dashboard/product-volume',
      token: owner.token,
      brandId: owner.brand.id,
    });
    expect(response.statusCode).toBe(200);
    const { products } = productVolumeResponseSchema.parse(response.json()).data;
    expect(products).toHaveLength(8);
    // 'Ceramic Mug' (the 3 items of the first describe) is the insert default.
    expect(products.slice(0, 2)).toEqual([
      { productId: 'p-1', name: 'Mug', count: 5 },
      { productId: null, name: 'Ceramic Mug', count: 3 },
    ]);
    expect(products.some((product) => product.name.includes('Test'))).toBe(false);
  });

  it('follows the period', async () => {
    const response = await t.request({
      url: '/api/dashboard/product-volume?timeRange=all',
      token: owner.token,
      brandId: owner.brand.id,
    });
    const { products } = productVolumeResponseSchema.parse(response.json()).data;
    expect(products[0]).toEqual({ productId: null, name: 'Spoon', count: 8 });
    const bad = await t.request({
      url: '/api/dashboard/product-volume?timeRange=forever',
      token: owner.token,
      brandId: owner.brand.id,
    });
    expect(bad.json()).toMatchObject({ status: 400, details: [{ field: 'timeRange' }] });
  });
});
