import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commentsQuerySchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { connectDatabase, type Database } from '../../db/client.ts';
import { brandWarmUps, newestItemsWarmUp, warmNewestItems } from './brand-warm-up.ts';
import { searchPage, type CommentScope } from './comment.service.ts';
import { insertComment } from './inbox.test-support.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let other: Awaited<ReturnType<typeof createUserWithBrand>>;
const scopeOf = (user: typeof owner) => ({ accountId: user.account.id, brandId: user.brand.id });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  other = await createUserWithBrand(t);
  for (const content of ['A warm teapot', 'A cold teapot', 'No pot here']) await insertComment(t, owner, { content });
  for (let i = 0; i < 5; i += 1) await insertComment(t, other, { content: `Another shop's teapot ${i}` });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmNewestItems (a brand’s newest items read once)', () => {
  it('reads the brand’s own items only, and no more than asked', async () => {
    const { db } = t.database;
    expect(await warmNewestItems(db, scopeOf(owner))).toBe(3);
    expect(await warmNewestItems(db, scopeOf(other))).toBe(5);
    expect(await warmNewestItems(db, scopeOf(other), 2)).toBe(2);
    // Another account's brand under this account: nothing (the statement checks both).
    expect(await warmNewestItems(db, { accountId: owner.account.id, brandId: other.brand.id })).toBe(0);
  });

  it('leaves every answer as a fresh read gives it', async () => {
    const query = commentsQuerySchema.parse({ search: 'teapot', limit: 50 });
    const before = await searchPage(t.database.db, scopeOf(owner), query);
    await warmNewestItems(t.database.db, scopeOf(owner));
    const after = await searchPage(t.database.db, scopeOf(owner), query);
    expect(after.data).toEqual(before.data);
    expect(after.data.comments.map((comment) => comment.content).sort()).toEqual(['A cold teapot', 'A warm teapot']);
  });
});

describe('brandWarmUps (when a warm-up runs)', () => {
  const db = {} as Database;
  const a = { accountId: 'a', brandId: 'brand-a' };
  const b = { accountId: 'b', brandId: 'brand-b' };
  type Warm = (db: Database, scope: CommentScope, items: number) => Promise<number>;

  it('warms a brand once per interval, and again after it', async () => {
    let clock = 0;
    const warm = vi.fn<Warm>(async () => 7);
    const warmUps = brandWarmUps({ intervalMs: 1000, now: () => clock, warm });
    expect(await warmUps.touch(db, a)).toBe(7);
    clock = 999;
    expect(await warmUps.touch(db, a)).toBeNull();
    expect(await warmUps.touch(db, b)).toBe(7);
    clock = 1000;
    expect(await warmUps.touch(db, a)).toBe(7);
    expect(warm.mock.calls.map(([, scope]) => scope.brandId)).toEqual(['brand-a', 'brand-b', 'brand-a']);
  });

  it('runs one at a time: a brand touched meanwhile is skipped and warmed on its next request', async () => {
    let finish: (items: number) => void = () => {};
    const warm = vi.fn<Warm>(() => new Promise<number>((resolve) => (finish = resolve)));
    const warmUps = brandWarmUps({ warm });
    const first = warmUps.touch(db, a);
    expect(await warmUps.touch(db, b)).toBeNull();
    finish(3);
    expect(await first).toBe(3);
    const second = warmUps.touch(db, b);
    finish(4);
    expect(await second).toBe(4);
    expect(warm).toHaveBeenCalledTimes(2);
  });

  it('reads no more than its bound of items per brand', async () => {
    const warm = vi.fn<Warm>(async () => 0);
    await brandWarmUps({ items: 42, warm }).touch(db, a);
    expect(warm).toHaveBeenCalledWith(db, a, 42);
  });

  it('ignores a failure (an unreachable database warms nothing and throws nothing)', async () => {
    const unreachable = connectDatabase('postgres://nobody:nothing@127.0.0.1:9/none', 2);
    try {
      await expect(brandWarmUps().touch(unreachable.db, a)).resolves.toBeNull();
    } finally {
      await unreachable.close();
    }
  });
});

describe('the inbox’s page starts its brand’s warm-up', () => {
  it('after a page, for the request’s own brand; not the stats, read beside the first page', async () => {
    const touch = vi.spyOn(newestItemsWarmUp, 'touch').mockResolvedValue(null);
    const list = await t.request({ url: '/api/comments?limit=50', token: owner.token, brandId: owner.brand.id });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.comments).toHaveLength(3);
    const stats = await t.request({ url: '/api/comments/stats', token: owner.token, brandId: owner.brand.id });
    expect(stats.statusCode).toBe(200);
    expect(touch.mock.calls.map(([, scope]) => scope)).toEqual([scopeOf(owner)]);
  });
});
