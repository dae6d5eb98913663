import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, creditLedger, replies } from '../../src/db/schema/index.ts';
import { createUserWithBrand } from '../app.ts';
import { buildListeningApp, connectThroughPopup, type ListeningApp } from '../listening-app.ts';
import { creditState, grantCredits, uniqueKey } from '../../src/modules/comments/inbox.test-support.ts';
import { reliabilityScale } from './report.ts';
import { drainOutbox } from './sending-app.ts';
import { report, runLimited } from './world.ts';

let t: ListeningApp;

beforeAll(async () => {
  t = await buildListeningApp({}, { sends: true });
});
afterAll(async () => {
  await t.close();
});

const full = reliabilityScale() === 'full';
/** Judge.me shops in the simulator come with 120 reviews; quick mode answers 40 of them. */
const SENDS = full ? 120 : 40;
const FAULTS = full ? 12 : 4;

describe('platform faults during sends (429, 5xx, timeouts)', () => {
  it('delivers every reply exactly once, retrying with back-off, and refunds only what was never delivered', async () => {
    const started = Date.now();
    const user = await createUserWithBrand(t);
    await grantCredits(t, user.account.id, SENDS * 2);
    const shop = `faults-${Date.now()}.myshopify.com`;
    await connectThroughPopup(t, user, 'shopify', { shop });
    await connectThroughPopup(t, user, 'judgeme');
    const reviews = await t.database.db
      .select()
      .from(comments)
      .where(and(eq(comments.brandId, user.brand.id), eq(comments.platform, 'judgeme')))
      .limit(SENDS);
    expect(reviews.length).toBe(SENDS);
    await t.database.db
      .update(comments)
      .set({ status: 'draft', draftContent: 'Thank you for the review!' })
      .where(
        inArray(
          comments.id,
          reviews.map((review) => review.id),
        ),
      );

    const inject = (kind: string, extra: Record<string, number> = {}) =>
      t.control('POST', '/faults', { platform: 'judgeme', kind, count: FAULTS, ...extra });
    const send = (commentId: string, key: string) =>
      t.request({
        method: 'POST',
        url: `/api/comments/${commentId}/send`,
        token: user.token,
        brandId: user.brand.id,
        payload: { replyText: `Thanks! ${commentId.slice(0, 8)}`, source: 'platform', idempotencyKey: key },
      });

    // Two waves, each meeting rate limits, server errors and dropped connections; every key sent twice at once.
    const waves = [reviews.slice(0, SENDS / 2), reviews.slice(SENDS / 2)];
    const answers: number[] = [];
    for (const wave of waves) {
      await inject('rate_limit', { retryAfterSeconds: 0 });
      await inject('server_error');
      await inject('timeout', { delayMs: 50 });
      const tasks = wave.flatMap((review) => {
        const key = uniqueKey('fault-send');
        return [() => send(review.id, key), () => send(review.id, key)];
      });
      const responses = await runLimited(tasks, 8);
      answers.push(...responses.map((response) => response.statusCode));
    }
    await t.control('DELETE', '/faults');
    const rounds = await drainOutbox(t, user.account.id);

    const failures: string[] = [];
    const unexpected = answers.filter((code) => ![200, 409].includes(code));
    if (unexpected.length) failures.push(`answers ${[...new Set(unexpected)].join(',')}`);
    const rows = await t.database.db.select().from(replies).where(eq(replies.accountId, user.account.id));
    const byStatus = (status: string) => rows.filter((row) => row.status === status).length;
    if (rows.length !== SENDS) failures.push(`${rows.length} outbox rows for ${SENDS} sends`);
    const received = (await t.control('GET', `/replies?platform=judgeme&account=${encodeURIComponent(shop)}`)).body
      .replies as { targetId: string }[];
    const perReview = new Map<string, number>();
    for (const entry of received) perReview.set(entry.targetId, (perReview.get(entry.targetId) ?? 0) + 1);
    const twice = [...perReview.values()].filter((count) => count > 1).length;
    if (twice) failures.push(`${twice} reviews got the reply twice`);
    if (received.length !== byStatus('sent')) failures.push(`${received.length} received, ${byStatus('sent')} sent`);
    if (byStatus('queued') + byStatus('sending')) failures.push('outbox not drained');

    const state = await creditState(t, user.account.id);
    const [refunds] = await t.database.db
      .select({ value: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, user.account.id), eq(creditLedger.type, 'refund')));
    if (state.ledgerSum !== state.available) failures.push(`ledger ${state.ledgerSum} ≠ balance ${state.available}`);
    if (state.used - (refunds?.value ?? 0) !== byStatus('sent'))
      failures.push(`${state.used} charged, ${refunds?.value} refunded, ${byStatus('sent')} sent`);

    report({
      part: 'd. platform faults',
      checks: answers.length + rows.length,
      failures: failures.length,
      seconds: (Date.now() - started) / 1000,
      detail: `${SENDS} sends ×2 under ${FAULTS * 6} faults: ${byStatus('sent')} sent once, ${byStatus('failed')} failed+refunded, ${t.waits.length} back-off waits, drained in ${rounds} rounds${failures.length ? `; ${failures.join('; ')}` : ''}`,
    });
    expect(failures).toEqual([]);
  });
});
