import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { hitLimits, purgeOldBuckets } from './rate-limit.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const rule = (name: string) => ({ name, limit: 5, windowMs: 15 * 60 * 1000 });

describe('shared rate-limit buckets', () => {
  it('lets exactly the limit through when many servers hit at once', async () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitLimits(t.database.db, [[rule('burst'), 'k']], now)),
    );
    expect(results.filter((result) => !result.exceeded)).toHaveLength(5);
  });

  it('counts the whole sliding window, across slice boundaries', async () => {
    const start = Date.parse('2026-03-01T11:00:00Z');
    for (let minute = 0; minute < 5; minute += 1) {
      const check = await hitLimits(t.database.db, [[rule('slide'), 'k']], start + minute * 60_000);
      expect(check.exceeded).toBe(false);
    }
    expect((await hitLimits(t.database.db, [[rule('slide'), 'k']], start + 5 * 60_000)).exceeded).toBe(true);
    // Sixteen minutes after the first hits, the early slices have left the window.
    expect((await hitLimits(t.database.db, [[rule('slide'), 'k']], start + 16 * 60_000 + 1)).exceeded).toBe(false);
  });

  it('takes hits back on refund and keys subjects case-insensitively', async () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    for (let i = 0; i < 5; i += 1) {
      const check = await hitLimits(t.database.db, [[rule('refund'), i % 2 ? 'ANN@x.com' : 'ann@x.com']], now);
      await check.refund();
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await hitLimits(t.database.db, [[rule('refund'), 'ann@x.com']], now)).exceeded).toBe(false);
    }
    expect((await hitLimits(t.database.db, [[rule('refund'), 'Ann@X.com']], now)).exceeded).toBe(true);
  });

  it('purges buckets older than a day', async () => {
    const old = Date.parse('2020-01-01T00:00:00Z');
    await hitLimits(t.database.db, [[rule('old'), 'k']], old);
    await purgeOldBuckets(t.database.db);
    const rows = await t.database.db.execute(sql`SELECT 1 FROM rate_limit_buckets WHERE key LIKE 'old:%'`);
    expect(rows.rows).toHaveLength(0);
  });
});
