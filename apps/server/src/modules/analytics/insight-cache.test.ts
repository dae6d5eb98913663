import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardStatsResponseSchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { comments, creditAccounts } from '../../db/schema/index.ts';
import { insertItems } from './insight.test-support.ts';
import { brandDataVersion, insightCache } from './insight-cache.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let other: Awaited<ReturnType<typeof createUserWithBrand>>;
const scopeOf = (user: typeof owner) => ({ accountId: user.account.id, brandId: user.brand.id });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  other = await createUserWithBrand(t);
});
afterAll(async () => {
  await t.close();
});

function counting() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: async () => {
      calls += 1;
      return calls;
    },
  };
}

describe('insight cache', () => {
  it('serves a repeated request from memory until the brand is written, by any statement', async () => {
    const cached = insightCache({ seconds: 3600, maxEntries: 10 });
    const counter = counting();
    const scope = scopeOf(owner);
    const now = Date.UTC(2026, 10, 22, 12);
    expect(await cached(t.database.db, scope, 'k', counter.compute, now)).toBe(1);
    expect(await cached(t.database.db, scope, 'k', counter.compute, now)).toBe(1);
    const versionBefore = await brandDataVersion(t.database.db, scope);
    const [item] = await insertItems(t, owner, [{}]);
    expect(await cached(t.database.db, scope, 'k', counter.compute, now)).toBe(2);
    // An edit that moves no figure (the text) still invalidates: product analytics reads the text.
    await t.database.db
      .update(comments)
      .set({ content: 'Edited' })
      .where(eq(comments.id, item?.id ?? ''));
    expect(await cached(t.database.db, scope, 'k', counter.compute, now)).toBe(3);
    expect(BigInt(await brandDataVersion(t.database.db, scope))).toBe(BigInt(versionBefore) + 2n);
    // Another brand's writes and another key leave this entry alone.
    await insertItems(t, other, [{}]);
    expect(await cached(t.database.db, scope, 'k', counter.compute, now)).toBe(3);
    expect(await cached(t.database.db, scope, 'other key', counter.compute, now)).toBe(4);
  });

  it('serves the last slot while one caller recomputes, shares one computation between misses, keeps no failure', async () => {
    const cached = insightCache({ seconds: 10, maxEntries: 10 });
    const counter = counting();
    const scope = scopeOf(other);
    const now = Date.UTC(2026, 10, 22, 12);
    const together = await Promise.all(
      Array.from({ length: 8 }, () => cached(t.database.db, scope, 'k', counter.compute, now)),
    );
    expect(together).toEqual(Array.from({ length: 8 }, () => 1));
    expect(await cached(t.database.db, scope, 'k', counter.compute, now + 9_000)).toBe(1);
    // The next slot: every caller gets the last answer at once while one recomputation (held here) runs behind it.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async () => {
      await gate;
      return counter.compute();
    };
    const turned = await Promise.all(
      Array.from({ length: 4 }, () => cached(t.database.db, scope, 'k', slow, now + 10_000)),
    );
    expect(turned).toEqual([1, 1, 1, 1]);
    release();
    await vi.waitFor(async () => expect(await cached(t.database.db, scope, 'k', slow, now + 11_000)).toBe(2));
    expect(counter.calls).toBe(2);
    // Two slots on, the answer is too old to serve: the caller waits for a fresh one.
    expect(await cached(t.database.db, scope, 'k', counter.compute, now + 30_000)).toBe(3);
    await expect(
      cached(t.database.db, scope, 'fails', () => Promise.reject(new Error('database down')), now),
    ).rejects.toThrow('database down');
    expect(await cached(t.database.db, scope, 'fails', counter.compute, now)).toBe(4);
  });

  it('GET /api/dashboard/stats shows a new review on the very next request, and the balance is never cached', async () => {
    const user = await createUserWithBrand(t);
    const stats = async () => {
      const response = await t.request({
        url: '/api/dashboard/stats?timeRange=7d',
        token: user.token,
        brandId: user.brand.id,
      });
      expect(response.statusCode).toBe(200);
      return dashboardStatsResponseSchema.parse(response.json()).data;
    };
    const before = await stats();
    await insertItems(t, user, [{}, {}]);
    await t.database.db
      .insert(creditAccounts)
      .values({ accountId: user.account.id, totalCredits: 40, usedCredits: 0 })
      .onConflictDoUpdate({ target: creditAccounts.accountId, set: { totalCredits: 40, usedCredits: 0 } });
    const after = await stats();
    expect(after.totalReviews).toBe(before.totalReviews + 2);
    expect(after.availableCredits).toBe(40);
  });
});
