import { and, eq } from 'drizzle-orm';
import { run, type Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsResponseSchema } from '@bizamply/contracts';
import { comments, creditLedger } from '../../db/schema/index.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import { buildListeningApp, connectThroughPopup, type ListeningApp } from '../../../test/listening-app.ts';
import { grantCredits } from '../comments/inbox.test-support.ts';
import { createRule, eventsOf } from './automation.test-support.ts';

/**
 * Issue 16's "done when", end to end in the simulator: reviews and comments arrive by the platforms' real
 * webhooks, two graphile-worker runners do the work (signals, rules, drafts, sends, hides), and replies and
 * hides reach the simulated platforms in their wire formats.
 */
let t: ListeningApp;
const workers: Runner[] = [];

beforeAll(async () => {
  t = await buildListeningApp({}, { sends: true });
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await t.close();
});

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  // A bound on waiting, not a speed requirement: the workers poll every 100 ms on a shared machine.
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('rules in the simulator, with two workers', () => {
  it('a 5★ review is answered with no click (charged once), a 1★ refund review waits for a person, spam is hidden for free', async () => {
    const user = await createUserWithBrand(t);
    await grantCredits(t, user.account.id, 50);
    const shop = `rules-${Date.now()}.myshopify.com`;
    await connectThroughPopup(t, user, 'shopify', { shop });
    await connectThroughPopup(t, user, 'judgeme');
    const instagram = await connectThroughPopup(t, user, 'instagram', { account: `rules${Date.now()}` });
    await createRule(t, user, {
      name: 'Thank 5★ Judge.me reviews',
      conditions: { platforms: ['judgeme'], rating: { min: 5 } },
      actions: [{ type: 'send', channel: 'platform' }],
    });
    await createRule(t, user, {
      name: 'Hide spam on Instagram',
      conditions: { platforms: ['instagram'], spam: true },
      actions: [{ type: 'hide' }, { type: 'tag', tag: 'spam' }],
    });
    const ledgerBefore = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.accountId, user.account.id));

    for (let index = 0; index < 2; index += 1) {
      workers.push(
        await run({
          pgPool: t.database.pool,
          taskList: t.taskList,
          concurrency: 2,
          noHandleSignals: true,
          pollInterval: 100,
        }),
      );
    }
    const happy = await t.control('POST', '/judgeme/reviews', {
      shop,
      rating: 5,
      body: 'Beautiful mug, exactly as pictured. My coffee tastes better in it!',
      reviewerName: 'Happy Hanna',
    });
    const angry = await t.control('POST', '/judgeme/reviews', {
      shop,
      rating: 1,
      body: 'It arrived cracked and nobody answers my emails. I want a refund.',
      reviewerName: 'Angry Ann',
    });
    const spam = await t.control('POST', '/instagram/comments', {
      account: instagram.externalId,
      text: 'FREE FOLLOWERS!!! check my profile 💰💰 link in bio www.getfollowers.xyz',
      username: 'growfast.now',
    });
    expect([happy.status, angry.status, spam.status]).toEqual([201, 201, 201]);

    const item = (externalId: string) =>
      t.database.db
        .select()
        .from(comments)
        .where(and(eq(comments.brandId, user.brand.id), eq(comments.externalId, externalId)))
        .then((rows) => rows[0]);
    // Sent, and the run finished (its outcome recorded after the send).
    const sent = await until('the 5★ review to be sent', async () => {
      const row = await item(String(happy.body.review.id));
      return row?.status === 'sent' && (await eventsOf(t, row.id)).length > 0 ? row : null;
    });
    const hiddenId = String(spam.body.comment.id);
    await until('the spam comment to be hidden on Instagram', async () => {
      const moderation = await t.control('GET', '/moderation?platform=instagram');
      return (moderation.body.hidden as string[]).includes(hiddenId);
    });
    const held = await until('the 1★ review to wait for a person', async () => {
      const row = await item(String(angry.body.review.id));
      return row?.automatedRevision ? row : null;
    });
    await until('the spam comment’s runs to finish', async () => {
      const row = await item(hiddenId);
      return row && (await eventsOf(t, row.id)).some((event) => event.action === 'hide');
    });

    // The reply reached Judge.me once, in its wire format.
    const replies = (await t.control('GET', `/replies?platform=judgeme`)).body.replies as { targetId: string }[];
    expect(replies.filter((reply) => reply.targetId === sent.externalId)).toHaveLength(1);
    // Charged once: one generate and one send, nothing for the 1★ review or the spam.
    const ledgerAfter = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.accountId, user.account.id));
    const newEntries = ledgerAfter.filter((entry) => !ledgerBefore.some((before) => before.id === entry.id));
    expect(newEntries.map((entry) => [entry.commentId, entry.description]).sort()).toEqual(
      [
        [sent.id, 'AI response generated'],
        [sent.id, 'Response sent to Judge.me'],
      ].sort(),
    );
    expect(await eventsOf(t, sent.id)).toMatchObject([
      { action: 'send', result: 'done', ruleName: 'Thank 5★ Judge.me reviews' },
    ]);

    // The 1★ review is in "Needs a person", untouched.
    expect(held).toMatchObject({ status: 'pending', heldReason: 'low_rating', draftContent: null });
    const needsPerson = commentsResponseSchema.parse(
      (await t.request({ url: '/api/comments?status=held', token: user.token, brandId: user.brand.id })).json(),
    ).data.comments;
    expect(needsPerson.map((row) => row.id)).toContain(held.id);

    // The spam: hidden, tagged, in the Spam tab, never drafted.
    const spamRow = await until('the spam comment to be tagged', async () => {
      const row = await item(hiddenId);
      return row?.tags.includes('spam') ? row : null;
    });
    expect(spamRow).toMatchObject({ isSpam: true, status: 'pending', draftContent: null });
    expect((await eventsOf(t, spamRow.id)).map((event) => `${event.action}:${event.result}`).sort()).toEqual([
      'hide:done',
      'hold:done',
      'tag:done',
    ]);
  });
});
