import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { accounts, brands, comments, webhookDeliveries } from '../../db/schema/index.ts';
import type { InboxItem } from '../../integrations/types.ts';
import { signalsJobOf } from '../signals/index.ts';
import {
  recordDeliveries,
  recordDeliveriesWithItems,
  type DeliveredItem,
  type DeliveryRecord,
} from './webhooks.queries.ts';

let t: TestApp;
let ana: Awaited<ReturnType<typeof createUserWithBrand>>;
let ben: Awaited<ReturnType<typeof createUserWithBrand>>;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await createUserWithBrand(t);
  ben = await createUserWithBrand(t);
});
afterAll(async () => {
  await t.close();
});

const review = (externalId: string, content = `Review ${externalId}`): InboxItem => ({
  externalId,
  content,
  rating: 5,
  reviewerName: 'Ana',
  reviewerEmail: null,
  productId: null,
  productTitle: 'Mug',
  productImage: null,
  mediaId: null,
  postLink: null,
  language: null,
  postedAt: new Date('2026-11-20T10:00:00.000Z'),
  metadata: {},
});
const record = (deliveryId: string): DeliveryRecord => ({
  platform: 'judgeme',
  deliveryId,
  brandId: null,
  topic: 'review/created',
  payload: {},
});
const carried = (user: typeof ana, deliveryId: string, item: InboxItem): DeliveredItem => ({
  scope: { accountId: user.account.id, brandId: user.brand.id, platform: 'judgeme' },
  item,
  delivery: { platform: 'judgeme', deliveryId },
});
const jobsFor = (...users: (typeof ana)[]) =>
  users.map((user) => ({ accountId: user.account.id, ...signalsJobOf(user.account.id) }));
const contentOf = async (user: typeof ana, externalId: string) =>
  (
    await t.database.db
      .select({ content: comments.content })
      .from(comments)
      .where(and(eq(comments.brandId, user.brand.id), eq(comments.externalId, externalId)))
  ).map((row) => row.content);
const signalsJobs = async (user: typeof ana) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ${signalsJobOf(user.account.id).jobKey}`,
    )
  ).rows[0]?.n;
const clearJobs = () => t.database.db.execute(sql`DELETE FROM graphile_worker._private_jobs`);

describe('deliveries and their items in one statement', () => {
  it("stores two brands' items, records the deliveries and queues each account's signals job", async () => {
    await clearJobs();
    const { recorded, stored } = await recordDeliveriesWithItems(
      t.database.db,
      [record('d-1'), record('d-2')],
      [carried(ana, 'd-1', review('r-1')), carried(ben, 'd-2', review('r-2')), carried(ben, 'd-2', review('r-3'))],
      jobsFor(ana, ben),
    );
    expect(recorded).toEqual(new Set(['judgeme\u0000d-1', 'judgeme\u0000d-2']));
    expect(stored.map((row) => [row.brandId, row.externalId, row.inserted]).sort()).toEqual(
      [
        [ana.brand.id, 'r-1', true],
        [ben.brand.id, 'r-2', true],
        [ben.brand.id, 'r-3', true],
      ].sort(),
    );
    expect(await contentOf(ana, 'r-1')).toEqual(['Review r-1']);
    expect(await signalsJobs(ana)).toBe(1);
    expect(await signalsJobs(ben)).toBe(1);
    const deliveries = await t.database.db.select().from(webhookDeliveries);
    expect(deliveries.map((row) => row.deliveryId).sort()).toEqual(['d-1', 'd-2']);
  });

  it('a redelivery stores nothing and queues nothing, even with other text', async () => {
    await clearJobs();
    const again = await recordDeliveriesWithItems(
      t.database.db,
      [record('d-1')],
      [carried(ana, 'd-1', review('r-1', 'Changed in transit'))],
      jobsFor(ana),
    );
    expect(again).toEqual({ recorded: new Set(), stored: [] });
    expect(await contentOf(ana, 'r-1')).toEqual(['Review r-1']);
    expect(await signalsJobs(ana)).toBe(0);
  });

  it('an item carried by a new delivery and a redelivery in one batch is written from the new one', async () => {
    const { recorded, stored } = await recordDeliveriesWithItems(
      t.database.db,
      [record('d-3'), record('d-1')],
      // The redelivery's copy comes last: only copies of deliveries recorded now compete for "last".
      [carried(ana, 'd-3', review('r-1', 'Edited by the customer')), carried(ana, 'd-1', review('r-1', 'Stale'))],
      jobsFor(ana),
    );
    expect(recorded).toEqual(new Set(['judgeme\u0000d-3']));
    expect(stored.map((row) => [row.externalId, row.inserted])).toEqual([['r-1', false]]);
    expect(await contentOf(ana, 'r-1')).toEqual(['Edited by the customer']);
    expect(await signalsJobs(ana)).toBe(1);
  });

  it('of two new deliveries carrying one item, the last copy is written once', async () => {
    const { stored } = await recordDeliveriesWithItems(
      t.database.db,
      [record('d-4'), record('d-5')],
      [carried(ben, 'd-4', review('r-9', 'First')), carried(ben, 'd-5', review('r-9', 'Second'))],
      jobsFor(ben),
    );
    expect(stored).toHaveLength(1);
    expect(await contentOf(ben, 'r-9')).toEqual(['Second']);
  });
});

describe("the account's keyed signals job, when one is already queued", () => {
  type Job = { key: string | null; revision: number; attempts: number; locked: boolean; due: boolean };
  const jobsOf = async (user: typeof ana) =>
    (
      await t.database.db.execute<Job>(
        sql`SELECT key, revision, attempts, locked_at IS NOT NULL AS locked, run_at <= now() AS due FROM graphile_worker._private_jobs
            WHERE payload->>'accountId' = ${user.account.id} ORDER BY id`,
      )
    ).rows;
  const queueSignals = async (user: typeof ana, runAt = sql`now() - interval '1 minute'`) => {
    await clearJobs();
    const job = signalsJobOf(user.account.id);
    await t.database.db.execute(
      sql`SELECT graphile_worker.add_job(${job.task}, ${JSON.stringify(job.payload)}::json, run_at => ${runAt},
                                         job_key => ${job.jobKey})`,
    );
  };
  let sequence = 0;
  const deliver = (user: typeof ana) => {
    sequence += 1;
    return recordDeliveriesWithItems(
      t.database.db,
      [record(`queued-${sequence}`)],
      [carried(user, `queued-${sequence}`, review(`queued-r-${sequence}`))],
      jobsFor(user),
    );
  };

  it('a waiting job (due, not started) is left as it was: it runs after the commit anyway', async () => {
    await queueSignals(ana);
    const [before] = await jobsOf(ana);
    await deliver(ana);
    expect(await jobsOf(ana)).toEqual([before]);
    expect(before).toMatchObject({ revision: 0, attempts: 0, locked: false });
  });

  it('a job the worker has started gets a new one (the running one may have read before the commit)', async () => {
    await queueSignals(ana);
    await t.database.db.execute(
      sql`UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'w', attempts = 1`,
    );
    await deliver(ana);
    const jobs = await jobsOf(ana);
    expect(jobs.map((job) => [job.key, job.locked])).toEqual([
      [null, true],
      [signalsJobOf(ana.account.id).jobKey, false],
    ]);
  });

  it('a job waiting for a retry, or for a later time, is queued again (due now)', async () => {
    await queueSignals(ana);
    await t.database.db.execute(sql`UPDATE graphile_worker._private_jobs SET attempts = 1`);
    await deliver(ana);
    expect(await jobsOf(ana)).toMatchObject([{ revision: 1, attempts: 0, locked: false }]);
    await queueSignals(ana, sql`now() + interval '1 hour'`);
    await deliver(ana);
    expect(await jobsOf(ana)).toMatchObject([{ revision: 1, due: true }]);
  });

  it('a job the worker takes while the batch waits for it is queued again once the worker commits', async () => {
    await queueSignals(ana);
    const worker = await t.database.pool.connect();
    try {
      // As graphile-worker's get_job: the job row taken FOR UPDATE and marked locked, not yet committed.
      await worker.query('BEGIN');
      await worker.query(`SELECT id FROM graphile_worker._private_jobs FOR UPDATE`);
      await worker.query(`UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'w', attempts = 1`);
      const batch = deliver(ana);
      await expect.poll(async () => waitingOnLock(), { interval: 20 }).toBe(true);
      await worker.query('COMMIT');
      await batch;
    } finally {
      worker.release();
    }
    const jobs = await jobsOf(ana);
    expect(jobs.map((job) => [job.key, job.locked])).toEqual([
      [null, true],
      [signalsJobOf(ana.account.id).jobKey, false],
    ]);
  });
});

describe("a delivery's brand, locked once per batch instead of a foreign-key check per row (migration 0031)", () => {
  const recordFor = (user: typeof ana, deliveryId: string) => ({ ...record(deliveryId), brandId: user.brand.id });
  const deliveriesOf = async (brandId: string) =>
    (
      await t.database.db
        .select({ deliveryId: webhookDeliveries.deliveryId })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.brandId, brandId))
    )
      .map((row) => row.deliveryId)
      .sort();

  it('a delivery naming a brand that does not exist is not recorded (nor its items), on both paths', async () => {
    const gone = randomUUID();
    const { recorded, stored } = await recordDeliveriesWithItems(
      t.database.db,
      [recordFor(ana, 'b-1'), { ...record('b-2'), brandId: gone }],
      [carried(ana, 'b-1', review('b-r-1')), carried(ana, 'b-2', review('b-r-2'))],
      jobsFor(ana),
    );
    expect(recorded).toEqual(new Set(['judgeme\u0000b-1']));
    expect(stored.map((row) => row.externalId)).toEqual(['b-r-1']);
    expect(await contentOf(ana, 'b-r-2')).toEqual([]);
    const inTransaction = await recordDeliveries(t.database.db, [
      { ...record('b-3'), brandId: gone },
      recordFor(ana, 'b-4'),
    ]);
    expect(inTransaction).toEqual(new Set(['judgeme\u0000b-4']));
    expect(await deliveriesOf(gone)).toEqual([]);
    expect(await deliveriesOf(ana.brand.id)).toEqual(expect.arrayContaining(['b-1', 'b-4']));
  });

  it("deleting a brand deletes its deliveries, deleting an account its brands'; another's stay", async () => {
    const carol = await createUserWithBrand(t);
    const dan = await createUserWithBrand(t);
    await recordDeliveriesWithItems(
      t.database.db,
      [recordFor(carol, 'c-1'), recordFor(dan, 'c-2'), recordFor(ana, 'c-3')],
      [],
      [],
    );
    await t.database.db.delete(brands).where(eq(brands.id, carol.brand.id));
    expect(await deliveriesOf(carol.brand.id)).toEqual([]);
    expect(await deliveriesOf(dan.brand.id)).toEqual(['c-2']);
    await t.database.db.delete(accounts).where(eq(accounts.id, dan.account.id));
    expect(await deliveriesOf(dan.brand.id)).toEqual([]);
    expect(await deliveriesOf(ana.brand.id)).toContain('c-3');
  });

  it('a brand deleted while a batch that recorded its delivery is open waits for the commit, then deletes it', async () => {
    const erin = await createUserWithBrand(t);
    let deletion: Promise<unknown> = Promise.resolve();
    await t.database.db.transaction(async (tx) => {
      expect(await recordDeliveries(tx, [recordFor(erin, 'e-1')])).toEqual(new Set(['judgeme\u0000e-1']));
      deletion = t.database.db.delete(brands).where(eq(brands.id, erin.brand.id)).execute();
      await expect.poll(async () => waitingOnLock(), { interval: 20 }).toBe(true);
    });
    await deletion;
    expect(await deliveriesOf(erin.brand.id)).toEqual([]);
  });
});

const waitingOnLock = async () =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
    )
  ).rows[0]?.n === 1;
