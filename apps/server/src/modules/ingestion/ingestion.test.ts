import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, comments, connections } from '../../db/schema/index.ts';
import { createCipher, loadInstanceSecret } from '../../lib/secrets.ts';
import { seedDemoIfEmpty } from '../../seed/seed.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import { approveConsent, buildListeningApp, cookiesOf, type ListeningApp } from '../../../test/listening-app.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;

async function connectYotpo(user: User, appKey: string) {
  const ticket = await t.request({
    method: 'POST',
    url: '/api/connections/popup-ticket',
    token: user.token,
    payload: { brandId: user.brand.id, platform: 'yotpo' },
  });
  const popup = await fetch(`${t.baseUrl}${ticket.json().data.popupUrl}`, { redirect: 'manual' });
  expect(
    (await approveConsent(popup.headers.get('location') ?? '', { account: appKey, cookie: cookiesOf(popup) })).status,
  ).toBe(200);
  const [row] = await t.database.db.select().from(connections).where(eq(connections.brandId, user.brand.id));
  if (!row) throw new Error('not connected');
  return row;
}
const count = async (brandId: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(comments)
      .where(eq(comments.brandId, brandId))
  )[0]?.n ?? 0;
/** Makes retries scheduled in the future due now (graphile-worker backs off between attempts). */
const dueNow = () => t.database.pool.query('UPDATE graphile_worker._private_jobs SET run_at = now()');

describe('history import on connect', () => {
  it('is queued once per brand × platform (job key), even when connect is repeated', async () => {
    const user = await createUserWithBrand(t);
    await connectYotpo(user, `dupKey${Date.now()}`);
    await connectYotpo(user, `dupKey${Date.now()}`);
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'integrations:sync' AND key = $1`,
      [`import:${user.brand.id}:yotpo`],
    );
    expect(rows[0].n).toBe(1);
    await t.runJobs();
    expect(await count(user.brand.id)).toBeGreaterThan(100);
  });

  it('a malformed platform answer fails the job with a logged reason; the retry succeeds', async () => {
    const user = await createUserWithBrand(t);
    const appKey = `badKey${Date.now()}`;
    const row = await connectYotpo(user, appKey);
    await t.runJobs();
    const imported = await count(user.brand.id);
    await t.control('POST', '/yotpo/reviews', { shop: appKey, body: 'New one', emitWebhook: false });
    await t.control('POST', '/faults', { platform: 'yotpo', kind: 'malformed', count: 1 });
    await t.queue.add('integrations:sync', { accountId: row.accountId, connectionId: row.id, mode: 'full' });
    t.jobLog.length = 0;
    await t.runJobs();
    expect(await count(user.brand.id)).toBe(imported);
    expect(t.jobLog.join('\n')).toContain('Yotpo sent a malformed reviews page');
    const [failed] = await t.database.db.select().from(connections).where(eq(connections.id, row.id));
    expect(failed?.lastError).toContain('malformed');
    expect(failed?.needsAttention).toBeNull();

    await dueNow();
    await t.runJobs();
    expect(await count(user.brand.id)).toBe(imported + 1);
    const [healed] = await t.database.db.select().from(connections).where(eq(connections.id, row.id));
    expect(healed?.lastError).toBeNull();
  });
});

describe('polling', () => {
  it('the poll job finds due connections and an incremental sync brings only what is new', async () => {
    const user = await createUserWithBrand(t);
    const appKey = `pollKey${Date.now()}`;
    const row = await connectYotpo(user, appKey);
    await t.runJobs();
    const imported = await count(user.brand.id);
    // A review arrives on Yotpo without a webhook; the last sync was ten minutes ago.
    const added = await t.control('POST', '/yotpo/reviews', {
      shop: appKey,
      body: 'Came back for more!',
      emitWebhook: false,
    });
    await t.database.db
      .update(connections)
      .set({ lastSyncAt: sql`now() - interval '10 minutes'` })
      .where(eq(connections.id, row.id));
    await t.queue.add('integrations:poll', {});
    await t.runJobs();
    expect(await count(user.brand.id)).toBe(imported + 1);
    const [stored] = await t.database.db
      .select()
      .from(comments)
      .where(and(eq(comments.brandId, user.brand.id), eq(comments.externalId, String(added.body.review.id))));
    expect(stored?.content).toBe('Came back for more!');
  });
});

describe('the demo account lines up with the simulator', () => {
  it('every seeded connection syncs without error (same shops, ids and tokens)', async () => {
    const fresh = await buildListeningApp();
    try {
      const cipher = createCipher(await loadInstanceSecret(fresh.database.db));
      const seededNow = await seedDemoIfEmpty(fresh.database.db, fresh.database.pool, cipher, {
        adminEmail: 'admin@bizamply.test',
        adminPassword: 'Admin#2026!',
      });
      expect(seededNow).toBe(true);
      const [demo] = await fresh.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.companyName, 'Northwind Trading Co.'));
      if (!demo) throw new Error('demo not seeded');
      const seeded = await fresh.database.db.select().from(connections).where(eq(connections.accountId, demo.id));
      expect(seeded.length).toBeGreaterThanOrEqual(10);
      for (const row of seeded) {
        await fresh.queue.add('integrations:sync', { accountId: demo.id, connectionId: row.id, mode: 'incremental' });
      }
      await fresh.runJobs();
      const after = await fresh.database.db.select().from(connections).where(eq(connections.accountId, demo.id));
      for (const row of after) {
        expect({ platform: row.platform, lastError: row.lastError, needsAttention: row.needsAttention }).toEqual({
          platform: row.platform,
          lastError: null,
          needsAttention: null,
        });
      }
    } finally {
      await fresh.close();
    }
  });
});
