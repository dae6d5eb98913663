import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, creditLedger } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { creditState, fakeDispatcher, grantCredits, insertComment } from '../comments/inbox.test-support.ts';

let t: TestApp;
const fake = fakeDispatcher();

beforeAll(async () => {
  t = await buildTestApp({}, { replyDispatcher: fake.dispatcher });
});
afterAll(async () => {
  await t.close();
});

describe('the balance under load', () => {
  it('200 concurrent generates and sends with credits for 10 never go below zero, and the ledger adds up', async () => {
    const user = await createUserWithBrand(t);
    await grantCredits(t, user.account.id, 10);
    const pending = await Promise.all(Array.from({ length: 100 }, () => insertComment(t, user)));
    const drafts = await Promise.all(
      Array.from({ length: 100 }, () => insertComment(t, user, { status: 'draft', draftContent: 'Hi' })),
    );
    const requests = [
      ...pending.map((comment, index) =>
        t.request({
          method: 'POST',
          url: '/api/comments/generate-response',
          token: user.token,
          brandId: user.brand.id,
          payload: { commentId: comment.id, idempotencyKey: `gen-${index}` },
        }),
      ),
      ...drafts.map((comment, index) =>
        t.request({
          method: 'POST',
          url: `/api/comments/${comment.id}/send`,
          token: user.token,
          brandId: user.brand.id,
          payload: { replyText: 'Thanks!', source: 'platform', idempotencyKey: `send-${index}` },
        }),
      ),
    ];
    const responses = await Promise.all(requests);
    const codes = responses.map((response) => response.statusCode);
    expect(codes.every((code) => code === 200 || code === 402)).toBe(true);
    const generated = codes.slice(0, 100).filter((code) => code === 200).length;
    const sent = codes.slice(100).filter((code) => code === 200).length;

    const state = await creditState(t, user.account.id);
    expect(state.available).toBeGreaterThanOrEqual(0);
    expect(state.ledgerSum).toBe(state.total - state.used);
    expect(state.used).toBe(generated * 2 + sent);
    expect(state.used).toBeLessThanOrEqual(10);
    expect(state.available).toBe(0); // a send was refused for want of 1 credit, and balances never rise here

    const count = async (status: 'draft' | 'sent') =>
      (
        await t.database.db
          .select({ value: sql<number>`count(*)::int` })
          .from(comments)
          .where(and(eq(comments.brandId, user.brand.id), eq(comments.status, status)))
      )[0]?.value;
    expect(await count('sent')).toBe(sent);
    expect(await count('draft')).toBe(100 - sent + generated);
    const [usage] = await t.database.db
      .select({ value: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, user.account.id), eq(creditLedger.type, 'usage')));
    expect(usage?.value).toBe(generated + sent);
  });
});
