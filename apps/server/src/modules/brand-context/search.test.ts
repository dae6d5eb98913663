import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { brands } from '../../db/schema/index.ts';
import { daysAgo, hoursAgo, insertItems, must } from '../analytics/insight.test-support.ts';
import { prefixTsquery } from './brand-context.service.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let stranger: Awaited<ReturnType<typeof createUserWithBrand>>;
let quiet: { account: { id: string }; brand: { id: string } };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  stranger = await createUserWithBrand(t);
  await insertItems(t, owner, [
    {
      content: 'The teapot handle cracked',
      reviewerName: 'Anna Smith',
      productTitle: 'Ceramic Mug',
      postedAt: hoursAgo(1),
    },
    ...Array.from({ length: 12 }, (_, index) => ({
      content: `Lovely colour ${index}`,
      productTitle: 'Vase',
      postedAt: hoursAgo(2 + index),
    })),
  ]);
  await insertItems(t, stranger, [{ content: 'The teapot is fine', postedAt: hoursAgo(1) }]);
  // A brand whose 12 matches are older than its 2,000 newest items: the index path finds them.
  const [brand] = await t.database.db.insert(brands).values({ accountId: owner.account.id, name: 'Quiet' }).returning();
  quiet = { account: owner.account, brand: { id: must(brand).id } };
  await insertItems(
    t,
    quiet,
    Array.from({ length: 2000 }, (_, index) => ({ content: 'Fine', postedAt: hoursAgo(index / 10) })),
  );
  await insertItems(
    t,
    quiet,
    Array.from({ length: 12 }, (_, index) => ({ content: `Rare zebra ${index}`, postedAt: daysAgo(30 + index) })),
  );
});
afterAll(async () => {
  await t.close();
});

const search = async (q: string, brandId = owner.brand.id) => {
  const response = await t.request({ url: '/api/search', query: { q }, token: owner.token, brandId });
  expect(response.statusCode, q).toBe(200);
  return searchResponseSchema.parse(response.json()).data.results;
};

describe('GET /api/search', () => {
  it('finds items by words starting with every query word, in text, reviewer or product', async () => {
    for (const q of ['teap', 'anna smi', 'CERAMIC', 'handle crack']) {
      const results = await search(q);
      expect(
        results.map((result) => result.content),
        q,
      ).toEqual(['The teapot handle cracked']);
    }
    expect(await search('teapot zebra')).toEqual([]);
    expect(await search('!!')).toEqual([]);
  });

  it('returns at most 10, newest first, on both search paths', async () => {
    const recent = await search('lovely');
    expect(recent.map((result) => result.content)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Lovely colour ${index}`),
    );
    const older = await search('zebra', quiet.brand.id);
    expect(older.map((result) => result.content)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Rare zebra ${index}`),
    );
  });

  it("never returns another account's items, and 404s its brand", async () => {
    expect((await search('teapot')).every((result) => result.content !== 'The teapot is fine')).toBe(true);
    const foreign = await t.request({
      url: '/api/search',
      query: { q: 'teapot' },
      token: owner.token,
      brandId: stranger.brand.id,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('wants 2 to 100 characters', async () => {
    for (const q of ['x', ' x ', 'y'.repeat(101)]) {
      const response = await t.request({
        url: '/api/search',
        query: { q },
        token: owner.token,
        brandId: owner.brand.id,
      });
      expect(response.json(), q).toMatchObject({ status: 400, details: [{ field: 'q' }] });
    }
    const missing = await t.request({ url: '/api/search', token: owner.token, brandId: owner.brand.id });
    expect(missing.statusCode).toBe(400);
  });

  it('builds a prefix tsquery from letters and digits only', () => {
    expect(prefixTsquery("Anna O'Brien & co:*")).toBe('anna:* & o:* & brien:* & co:*');
    expect(prefixTsquery('Café 12')).toBe('café:* & 12:*');
    expect(prefixTsquery('!!! ---')).toBeNull();
  });
});
