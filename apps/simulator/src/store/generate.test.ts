import { describe, expect, it } from 'vitest';
import { consentPage } from '../common/pages.ts';
import { ShopifyBuckets } from '../shopify/throttle.ts';
import { decodeCursor, encodeCursor, historyAnchor, numberFor, randomFor, REVIEW_TEMPLATES } from './generate.ts';
import { resolveAlias } from './demo.ts';
import { generateReviews } from './reviews.ts';

const products = [
  { id: 'gid://shopify/Product/1', title: 'Mug', handle: 'mug' },
  { id: 'gid://shopify/Product/2', title: 'Candle', handle: 'candle' },
];

describe('generated data', () => {
  it('is the same for the same key (every server process agrees) and differs between keys', () => {
    const first = generateReviews('shop-a', products, 40);
    expect(generateReviews('shop-a', products, 40)).toEqual(first);
    expect(generateReviews('shop-b', products, 40)).not.toEqual(first);
    expect(randomFor('x').next()).toBe(randomFor('x').next());
    expect(numberFor('page', 15)).toMatch(/^[1-9]\d{14}$/);
  });

  it('spans languages, angry and spam reviews, all dated before the history anchor, newest first', () => {
    const reviews = generateReviews('mixed-shop', products, 120);
    expect(new Set(reviews.map((review) => review.language)).size).toBeGreaterThanOrEqual(4);
    expect(reviews.some((review) => review.rating === 1)).toBe(true);
    expect(reviews.some((review) => review.spam)).toBe(true);
    expect(REVIEW_TEMPLATES.some((template) => template.spam)).toBe(true);
    const anchor = historyAnchor();
    expect(reviews.every((review) => review.createdAt.getTime() < anchor)).toBe(true);
    const times = reviews.map((review) => review.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('resolves the seed’s placeholder ids to real-looking ones', () => {
    expect(resolveAlias('instagram', 'instagram-1')).toBe('17841400000000001');
    expect(resolveAlias('facebook', 'facebook-1')).toMatch(/^\d{15}$/);
    expect(resolveAlias('instagram', '17841400000000002')).toBe('17841400000000002');
  });
});

describe('wire helpers', () => {
  it('cursors are opaque and round-trip; garbage reads as the start', () => {
    expect(decodeCursor(encodeCursor(75))).toBe(75);
    expect(decodeCursor('not-a-cursor')).toBe(0);
    expect(decodeCursor(undefined)).toBe(0);
  });

  it('the consent page escapes what the query carried', () => {
    const html = consentPage({
      platform: 'Judge.me',
      action: '/sim/judgeme/oauth/approve',
      hidden: { state: '"><script>alert(1)</script>' },
      account: { label: 'Shop', value: 'a&b' },
      scopes: ['read_reviews'],
    });
    expect(html).toContain('Authorize Bizamply');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('a&amp;b');
  });

  it("Shopify's leaky bucket refuses a query costing more than what is left", () => {
    const buckets = new ShopifyBuckets(1000, 100);
    expect(buckets.charge('s', 300).ok).toBe(true);
    buckets.set('s', 10);
    const refused = buckets.charge('s', 52);
    expect(refused.ok).toBe(false);
    expect(refused.status).toMatchObject({ maximumAvailable: 1000, restoreRate: 100 });
    expect(refused.status.currentlyAvailable).toBeLessThan(52);
  });
});
