import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS, RESPONSE_TIME_CUTOFF_HOURS, type Platform, type ProductAnalyticsItem } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import type { comments } from '../../db/schema/index.ts';
import { daysAgo, hoursAgo, insertItems } from './insight.test-support.ts';
import { productAnalytics } from './analytics.service.ts';
import { mean, round1 } from './metrics.ts';
import { lastDays, resolvePeriod } from './period.ts';
import { productKey } from './product-name.ts';
import { isTopPerformer, rankProducts, toProduct, type RankedProduct } from './product-ranking.ts';

/**
 * PostgreSQL ranks the products and sends only each list's candidates (analytics.queries.ts findProductGroups);
 * the answer must be the one rankProducts gives over *every* product, as it was computed before. The reference
 * here groups the brand's items in JavaScript (productKey, the spec 2 §3 fields) and ranks all of them.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let items: (typeof comments.$inferSelect)[] = [];

// Names whose order differs between JavaScript (UTF-16 code units) and PostgreSQL's "C" (code points): an emoji
// (U+1F600, surrogate 0xD83D) sorts before a full-width letter (U+FF5A) in JavaScript, after it in PostgreSQL.
const ODD_NAMES = [
  '😀 Smile Mug',
  'ｚ Full-width Cup',
  'ㄱ Hangul Bowl',
  '𝔘 Fraktur Plate',
  'Ünïcödé Kettle',
  'ß Spoon',
  `O'Brien "Tea" Pot`,
  'Back\\slash Jar',
  '  Tab\tand\nnewline   Tray ',
  '007 Agent Mug',
  'a',
  'A', // the same key as 'a'
  'Zebra Mat',
  'zebra mat', // the same key as 'Zebra Mat'
];
const RATINGS: (number | null)[] = [5, 4.5, 3, 2, null, 5, 1, 3.5, null, 4.5];

/** A small deterministic generator, so the data set is the same in every run. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  const next = generator(42);
  // Ties everywhere. ODD_NAMES: 10 products of 3 reviews and 2 of 6 (two pairs share a key), rated 5; four worn
  // straps of 4 reviews and four wave cups of 3, rated low (needs attention, more than the card holds); then 40
  // products of 1–2 reviews. The 15 top products are the 6s, the 4s and 9 of the 14 3s, by name: 😀 is the 9th
  // in JavaScript's order and ｚ the 10th, the other way round in PostgreSQL's.
  const products = [
    ...ODD_NAMES.map((name) => ({ name, count: 3, rating: (): number | null => 5 })),
    ...[3, 2, 3, 1].map((rating, index) => ({ name: `Worn Strap ${index}`, count: 4, rating: () => rating })),
    ...[3, 2, 3, null].map((rating, index) => ({ name: `～ Wave Cup ${index}`, count: 3, rating: () => rating })),
    ...Array.from({ length: 40 }, (_, index) => ({
      name: `Item ${String.fromCharCode(65 + (index % 26))}${index}`,
      count: 1 + next(2),
      rating: () => RATINGS[next(RATINGS.length)] ?? null,
    })),
  ];
  const rows: Partial<typeof comments.$inferInsert>[] = [];
  for (const { name, count, rating } of products) {
    for (let review = 0; review < count; review += 1) {
      const status = (['pending', 'draft', 'sent'] as const)[next(3)];
      // Hours exact in float4 (the column is real): 3/64 shows as 0.0 (left out of the response-time list), 13/256 as 0.1.
      const hours = status === 'sent' ? [0.046875, 0.05078125, 2, 30, 200][next(5)] : undefined;
      const posted = next(2) === 0 ? hoursAgo(2 + next(90)) : daysAgo(10 + next(15));
      rows.push({
        productTitle: name,
        rating: rating(),
        status,
        platform: PLATFORMS[next(3)] as Platform,
        reviewerEmail: next(3) === 0 ? `Customer${next(4)}@Example.com` : null,
        reviewerName: `Customer${next(6)}`,
        postedAt: posted,
        ...(hours === undefined ? {} : { respondedAt: new Date(posted.getTime() + hours * 3_600_000) }),
        responseTimeHours: hours ?? null,
      });
    }
  }
  items = await insertItems(t, owner, rows);
});
afterAll(async () => {
  await t.close();
});

/** Every product of the 30 days, grouped and ranked in JavaScript. */
function reference(recentFrom: Date) {
  const groups = new Map<string, typeof items>();
  for (const item of items) {
    const key = productKey(item.productTitle);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const products: RankedProduct[] = [...groups].map(([key, group]) => {
    const rated = group.filter((item) => item.rating !== null);
    const timed = group.filter(
      (item) =>
        item.status === 'sent' &&
        (item.responseTimeHours ?? 0) > 0 &&
        (item.responseTimeHours ?? 0) < RESPONSE_TIME_CUTOFF_HOURS,
    );
    return toProduct({
      totalRow: false,
      key,
      reviews: group.length,
      pending: group.filter((item) => item.status === 'pending').length,
      draft: group.filter((item) => item.status === 'draft').length,
      sent: group.filter((item) => item.status === 'sent').length,
      spam: group.filter((item) => item.status === 'pending' && item.isSpam).length,
      ratingSum: rated.reduce((sum, item) => sum + (item.rating ?? 0), 0),
      ratingCount: rated.length,
      hoursSum: timed.reduce((sum, item) => sum + (item.responseTimeHours ?? 0), 0),
      hoursCount: timed.length,
      recent: group.filter((item) => item.postedAt >= recentFrom).length,
      platforms: PLATFORMS.map((platform) => group.filter((item) => item.platform === platform).length),
      customers: new Set(group.map((item) => (item.reviewerEmail || item.reviewerName || '').toLowerCase())).size,
      titles: [],
    });
  });
  const means = products.flatMap((product) => {
    const value = mean(
      groups.get(product.key)?.reduce((sum, item) => sum + (item.rating ?? 0), 0) ?? 0,
      groups.get(product.key)?.filter((item) => item.rating !== null).length ?? 0,
    );
    return value === null ? [] : [value];
  });
  return {
    ranked: rankProducts(products),
    overview: {
      totalProducts: products.length,
      topPerformers: products.filter(isTopPerformer).length,
      avgProductRating: means.length ? round1(means.reduce((sum, value) => sum + value, 0) / means.length) : null,
    },
  };
}

const withoutSentiment = (list: ProductAnalyticsItem[]) => list.map((item) => ({ ...item, sentimentScore: 0 }));
const shown = (list: RankedProduct[]) =>
  list.map(({ key: _key, titles: _titles, ...item }) => ({ ...item, sentimentScore: 0 }));

describe('product analytics ranked by PostgreSQL (spec 2 Product Analytics, §9)', () => {
  it('gives the lists and overview that ranking every product in JavaScript gives: ties, odd names, no ratings', async () => {
    const now = new Date();
    const answer = await productAnalytics(
      t.database.db,
      { accountId: owner.account.id, brandId: owner.brand.id },
      { timeRange: '30d' },
      now,
    );
    const { ranked, overview } = reference(lastDays(resolvePeriod({ timeRange: '30d' }, now).current, 7).from);
    const topNames = answer.topProducts.map((item) => item.name);
    expect(topNames).toHaveLength(15);
    expect(topNames).toContain('😀 Smile Mug');
    expect(topNames).not.toContain('Ｚ Full-width Cup');
    expect(withoutSentiment(answer.topProducts)).toEqual(shown(ranked.topProducts));
    expect(withoutSentiment(answer.engagement.byCustomers)).toEqual(shown(ranked.engagement.byCustomers));
    expect(withoutSentiment(answer.engagement.byFrequency)).toEqual(shown(ranked.engagement.byFrequency));
    expect(withoutSentiment(answer.performance.responseTime)).toEqual(shown(ranked.performance.responseTime));
    expect(withoutSentiment(answer.performance.rating)).toEqual(shown(ranked.performance.rating));
    expect(withoutSentiment(answer.topPerformers)).toEqual(shown(ranked.topPerformers));
    expect(withoutSentiment(answer.needsAttention)).toEqual(shown(ranked.needsAttention));
    expect(answer.needsAttention.length).toBeGreaterThan(0);
    expect(answer.overview).toEqual({ ...overview, totalCustomers: answer.overview.totalCustomers });
  });
});
