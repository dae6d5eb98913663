import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_MESSAGES, sendResponseSchema } from '@bizamply/contracts';
import { comments, replies } from '../../db/schema/index.ts';
import { buildTaskList } from '../../jobs/tasks.ts';
import { startWorker } from '../../jobs/queue.ts';
import { createMailer } from '../../mail/mailer.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import {
  creditState,
  fakeDispatcher,
  grantCredits,
  insertComment,
  ledgerEntries,
  uniqueKey,
} from '../comments/inbox.test-support.ts';
import { MAX_DELIVERY_ATTEMPTS } from './delivery.service.ts';
import { ReplyDeliveryError } from './reply-dispatcher.ts';

let t: TestApp;
const fake = fakeDispatcher();
const helpers = { logger: { error: () => {} } };

beforeAll(async () => {
  t = await buildTestApp({}, { replyDispatcher: fake.dispatcher });
});
afterAll(async () => {
  await t.close();
});

function tasks() {
  const mailer = createMailer({ db: t.database.db, smtpUrl: undefined, from: 'test@example.com' });
  return buildTaskList({
    db: t.database.db,
    mailer,
    replyDispatcher: fake.dispatcher,
    generationLease: t.config.generationLease,
  });
}
const runDeliver = (replyId: string, accountId: string) =>
  (tasks()['replies:deliver'] as (payload: unknown, helpers: unknown) => Promise<void>)(
    { replyId, accountId },
    helpers,
  );

const rowsOf = (commentId: string) => t.database.db.select().from(replies).where(eq(replies.commentId, commentId));
const statusOf = async (id: string) => (await t.database.db.select().from(comments).where(eq(comments.id, id)))[0];

async function queuedSend() {
  const user = await createUserWithBrand(t);
  await grantCredits(t, user.account.id, 10);
  const draft = await insertComment(t, user, { status: 'draft', draftContent: 'Hi' });
  fake.behaviour.platform = async () => {
    throw new ReplyDeliveryError('Judge.me answered 503', { permanent: false });
  };
  const response = await t.request({
    method: 'POST',
    url: `/api/comments/${draft.id}/send`,
    token: user.token,
    brandId: user.brand.id,
    payload: { replyText: 'Thanks!', source: 'platform', idempotencyKey: uniqueKey('q') },
  });
  fake.behaviour.platform = null;
  const [row] = await rowsOf(draft.id);
  if (!row) throw new Error('no outbox row');
  return { user, draft, response, row };
}

describe('the reply outbox', () => {
  it('answers "queued" after a retryable failure; the job delivers later with the same key', async () => {
    const { user, draft, response, row } = await queuedSend();
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(INBOX_MESSAGES.replyQueued);
    const { data } = sendResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      success: true,
      status: 'queued',
      creditInfo: { creditsUsed: 1, remainingCredits: 9 },
    });
    expect(row).toMatchObject({ status: 'queued', attempts: 1, error: 'Judge.me answered 503' });
    const jobs = await t.database.db.execute(
      sql`select task_identifier, run_at > now() as later from graphile_worker.jobs where key = ${row.id}`,
    );
    expect(jobs.rows).toEqual([{ task_identifier: 'replies:deliver', later: true }]);

    await runDeliver(row.id, user.account.id);
    const [delivered] = await rowsOf(draft.id);
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2 });
    const keys = fake.calls
      .filter((call) => call.commentExternalId === draft.externalId)
      .map((call) => call.idempotencyKey);
    expect(keys).toEqual([row.idempotencyKey, row.idempotencyKey]);
    expect((await statusOf(draft.id))?.status).toBe('sent');
    // Running the job again finds the row final and calls nobody.
    await runDeliver(row.id, user.account.id);
    expect(fake.calls.filter((call) => call.commentExternalId === draft.externalId)).toHaveLength(2);
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} attempts: failed, refunded once, back to Draft`, async () => {
    const { user, draft, row } = await queuedSend();
    fake.behaviour.platform = async () => {
      throw new Error('socket hang up');
    };
    try {
      for (let attempt = 2; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1) {
        await expect(runDeliver(row.id, user.account.id)).rejects.toThrow(/not delivered yet \(retry\)/);
      }
      await runDeliver(row.id, user.account.id);
      await runDeliver(row.id, user.account.id);
    } finally {
      fake.behaviour.platform = null;
    }
    const [failed] = await rowsOf(draft.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, error: 'socket hang up' });
    const refunds = (await ledgerEntries(t, user.account.id)).filter((entry) => entry.type === 'refund');
    expect(refunds).toHaveLength(1);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 10, ledgerSum: 10 });
    expect((await statusOf(draft.id))?.status).toBe('draft');
  });

  it('never lets two senders call the platform at once: a live claim makes the job wait', async () => {
    const { user, draft, row } = await queuedSend();
    await t.database.db
      .update(replies)
      .set({ status: 'sending', metadata: sql`${replies.metadata} || jsonb_build_object('claimedAt', now())` })
      .where(eq(replies.id, row.id));
    const before = fake.calls.length;
    await expect(runDeliver(row.id, user.account.id)).rejects.toThrow(/\(busy\)/);
    expect(fake.calls.length).toBe(before);
    // The claim's lease runs out (its sender died): the job takes over with the same key.
    await t.database.db
      .update(replies)
      .set({ metadata: sql`${replies.metadata} || jsonb_build_object('claimedAt', now() - interval '3 minutes')` })
      .where(eq(replies.id, row.id));
    await runDeliver(row.id, user.account.id);
    const [sent] = await rowsOf(draft.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(fake.calls.at(-1)?.idempotencyKey).toBe(row.idempotencyKey);
  });

  it('re-enqueues stranded rows from the sweeper', async () => {
    const { row } = await queuedSend();
    await t.database.db
      .update(replies)
      .set({ metadata: sql`${replies.metadata} || jsonb_build_object('claimedAt', now() - interval '10 minutes')` })
      .where(eq(replies.id, row.id));
    const added: unknown[] = [];
    const sweep = tasks()['replies:sweep'] as (payload: unknown, helpers: unknown) => Promise<void>;
    await sweep({}, { addJob: async (...args: unknown[]) => added.push(args) });
    expect(added).toContainEqual([
      'replies:deliver',
      { replyId: row.id, accountId: row.accountId },
      expect.objectContaining({ jobKey: row.id, jobKeyMode: 'preserve_run_at' }),
    ]);
  });

  it('runs under a real graphile-worker', async () => {
    const { draft, row } = await queuedSend();
    await t.database.db.execute(sql`update graphile_worker._private_jobs set run_at = now() where key = ${row.id}`);
    const worker = await startWorker({ pool: t.database.pool, tasks: tasks(), concurrency: 1, crontab: '' });
    try {
      for (let index = 0; index < 200; index += 1) {
        const [current] = await rowsOf(draft.id);
        if (current?.status === 'sent') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await worker.stop();
    }
    expect((await rowsOf(draft.id))[0]?.status).toBe('sent');
  });
});

describe('without a configured dispatcher', () => {
  it('fails the send as not configured and refunds it', async () => {
    const bare = await buildTestApp();
    try {
      const user = await createUserWithBrand(bare);
      await grantCredits(bare, user.account.id, 5);
      const draft = await insertComment(bare, user, { status: 'draft', draftContent: 'Hi' });
      const response = await bare.request({
        method: 'POST',
        url: `/api/comments/${draft.id}/send`,
        token: user.token,
        brandId: user.brand.id,
        payload: { replyText: 'Hi', source: 'platform', idempotencyKey: 'k1' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().details[0].message).toBe('Sending replies to Judge.me is not configured on this server');
      expect(await creditState(bare, user.account.id)).toMatchObject({ available: 5, ledgerSum: 5 });
    } finally {
      await bare.close();
    }
  });
});
