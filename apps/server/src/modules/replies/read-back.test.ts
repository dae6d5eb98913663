import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simRepliesResponseSchema } from '@bizamply/contracts';
import { comments, replies } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { buildListeningApp, connectThroughPopup, type ListeningApp } from '../../../test/listening-app.ts';
import { grantCredits, insertComment, uniqueKey } from '../comments/inbox.test-support.ts';
import { deliverReply } from './delivery.service.ts';
import { ReplyDeliveryError, type ReplyDispatcher } from './reply-dispatcher.ts';

type User = Awaited<ReturnType<typeof createUserWithBrand>>;

const send = (t: TestApp, user: User, commentId: string, replyText: string) =>
  t.request({
    method: 'POST',
    url: `/api/comments/${commentId}/send`,
    token: user.token,
    brandId: user.brand.id,
    payload: { replyText, source: 'platform', idempotencyKey: uniqueKey('read-back') },
  });

const rowOf = async (t: TestApp, commentId: string) => {
  const [row] = await t.database.db.select().from(replies).where(eq(replies.commentId, commentId));
  if (!row) throw new Error('no outbox row');
  return row;
};

/** A sender that died mid-call: the row stays 'sending' and its lease has run out. */
const expireLease = (t: TestApp, replyId: string) =>
  t.database.db
    .update(replies)
    .set({
      status: 'sending',
      metadata: sql`${replies.metadata} || jsonb_build_object('claimedAt', now() - interval '3 minutes')`,
    })
    .where(eq(replies.id, replyId));

describe('read-back before re-sending an attempt whose outcome is unknown', () => {
  let t: TestApp;
  const log: string[] = [];
  const behaviour: { send: (() => Promise<void>) | null; found: boolean } = { send: null, found: false };
  const dispatcher: ReplyDispatcher = {
    async sendToPlatform() {
      log.push('send');
      await behaviour.send?.();
      return { externalReplyId: 'posted' };
    },
    async sendWhatsApp() {
      throw new Error('not used');
    },
    async findExistingReply() {
      log.push('find');
      return behaviour.found ? { externalReplyId: 'found-on-platform' } : null;
    },
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { replyDispatcher: dispatcher });
  });
  afterAll(async () => {
    await t.close();
  });

  async function draft() {
    const user = await createUserWithBrand(t);
    await grantCredits(t, user.account.id, 5);
    const comment = await insertComment(t, user, { status: 'draft', draftContent: 'Hi' });
    log.length = 0;
    behaviour.found = false;
    return { user, comment };
  }

  it('costs a clean first attempt, and a retry after a clean error answer, no read-back', async () => {
    const { user, comment } = await draft();
    behaviour.send = async () => {
      throw new ReplyDeliveryError('Judge.me answered HTTP 503', { permanent: false });
    };
    await send(t, user, comment.id, 'Thanks!');
    behaviour.send = null;
    const row = await rowOf(t, comment.id);
    expect(row.metadata['outcomeUnknown']).toBeUndefined();
    await deliverReply({ db: t.database.db, dispatcher }, user.account.id, row.id);
    expect(log).toEqual(['send', 'send']);
    expect(await rowOf(t, comment.id)).toMatchObject({ status: 'sent', externalReplyId: 'posted' });
  });

  it('reads back after a timeout and records the reply found there as delivered, without posting again', async () => {
    const { user, comment } = await draft();
    behaviour.send = async () => {
      throw new ReplyDeliveryError('judgeme timed out', { permanent: false, outcomeUnknown: true });
    };
    await send(t, user, comment.id, 'Thanks!');
    behaviour.send = null;
    const row = await rowOf(t, comment.id);
    expect(row).toMatchObject({ status: 'queued', metadata: expect.objectContaining({ outcomeUnknown: true }) });
    behaviour.found = true;
    const { outcome } = await deliverReply({ db: t.database.db, dispatcher }, user.account.id, row.id);
    expect(outcome).toBe('sent');
    expect(log).toEqual(['send', 'find']);
    expect(await rowOf(t, comment.id)).toMatchObject({ status: 'sent', externalReplyId: 'found-on-platform' });
  });

  it('posts again when the read-back finds nothing; a lease taken over is read back too', async () => {
    const { user, comment } = await draft();
    await send(t, user, comment.id, 'Thanks!');
    const row = await rowOf(t, comment.id);
    expect(log).toEqual(['send']);
    await expireLease(t, row.id);
    const { outcome } = await deliverReply({ db: t.database.db, dispatcher }, user.account.id, row.id);
    expect(outcome).toBe('sent');
    expect(log).toEqual(['send', 'find', 'send']);
    expect(await rowOf(t, comment.id)).toMatchObject({
      attempts: 2,
      metadata: expect.objectContaining({ outcomeUnknown: true }),
    });
  });
});

describe('Judge.me through the simulator: exactly one reply after an ambiguous failure', () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await buildListeningApp({}, { sends: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function merchant() {
    const user = await createUserWithBrand(t);
    await grantCredits(t, user.account.id, 10);
    const shop = `read-back-${Date.now()}${Math.floor(Math.random() * 1000)}.myshopify.com`;
    await connectThroughPopup(t, user, 'shopify', { shop });
    await connectThroughPopup(t, user, 'judgeme');
    const imported = await t.database.db
      .select()
      .from(comments)
      .where(and(eq(comments.brandId, user.brand.id), eq(comments.platform, 'judgeme')))
      .limit(2);
    await t.database.db
      .update(comments)
      .set({ status: 'draft', draftContent: 'Thank you!' })
      .where(eq(comments.brandId, user.brand.id));
    return { user, shop, reviews: imported };
  }

  const received = async (shop: string, targetId: string) =>
    simRepliesResponseSchema
      .parse((await t.control('GET', `/replies?platform=judgeme&account=${encodeURIComponent(shop)}`)).body)
      .replies.filter((entry) => entry.targetId === targetId);

  const runDeliveries = async () => {
    await t.database.db.execute(sql`update graphile_worker._private_jobs set run_at = now() where run_at > now()`);
    await t.runJobs();
  };

  it('a first attempt that timed out after Judge.me stored the reply is not posted twice', async () => {
    const { user, shop, reviews } = await merchant();
    const review = reviews[0];
    if (!review) throw new Error('no imported review');
    await t.control('POST', '/faults', { platform: 'judgeme', kind: 'timeout', count: 1, delayMs: 50 });
    const response = await send(t, user, review.id, 'Thanks for the kind words, read back!');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('queued');
    const row = await rowOf(t, review.id);
    expect(row.metadata['outcomeUnknown']).toBe(true);
    expect(await received(shop, review.externalId)).toHaveLength(1);

    await runDeliveries();
    expect(await rowOf(t, review.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      externalReplyId: `judgeme:${row.idempotencyKey}`,
    });
    expect(await received(shop, review.externalId)).toHaveLength(1);
  });

  it('a lease that ran out after the reply reached Judge.me is not sent again; one that never did is', async () => {
    const { user, shop, reviews } = await merchant();
    const [reached, never] = reviews;
    if (!reached || !never) throw new Error('no imported reviews');
    await send(t, user, reached.id, 'Thank you, delivered before the crash');
    const delivered = await rowOf(t, reached.id);
    expect(delivered.status).toBe('sent');
    // The sender died after Judge.me stored the reply but before the row was marked sent.
    await expireLease(t, delivered.id);
    // This one died before its request left: nothing reached Judge.me.
    await t.control('POST', '/faults', { platform: 'judgeme', kind: 'server_error', count: 1 });
    await send(t, user, never.id, 'Thank you, lost in the crash');
    const lost = await rowOf(t, never.id);
    expect(await received(shop, never.externalId)).toHaveLength(0);
    await expireLease(t, lost.id);

    await runDeliveries();
    expect(await rowOf(t, reached.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await rowOf(t, never.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await received(shop, reached.externalId)).toHaveLength(1);
    expect(await received(shop, never.externalId)).toHaveLength(1);
  });
});
