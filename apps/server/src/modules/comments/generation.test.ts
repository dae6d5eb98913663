import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema, INBOX_MESSAGES } from '@bizamply/contracts';
import { aiGenerations, comments } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { creditState, fakeAi, grantCredits, insertComment, ledgerEntries, uniqueKey } from './inbox.test-support.ts';

let t: TestApp;
const ai = fakeAi();

beforeAll(async () => {
  t = await buildTestApp({}, { ai: ai.provider });
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;
const generate = (user: User, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/backend/api/comments/generate-response',
    token: user.token,
    brandId: user.brand.id,
    payload,
    headers,
  });

async function funded(credits = 100) {
  const user = await createUserWithBrand(t, { brandName: 'Northwind' });
  if (credits > 0) await grantCredits(t, user.account.id, credits);
  return user;
}

const statusOf = async (id: string) =>
  (await t.database.db.select().from(comments).where(eq(comments.id, id)))[0]?.status;

describe('POST /backend/api/comments/generate-response', () => {
  it('drafts a reply, moves the item to Draft and charges generateCredits once, with the usage details', async () => {
    const user = await funded();
    const comment = await insertComment(t, user, { content: 'Love it, great mug', rating: 5, platform: 'yotpo' });
    const key = uniqueKey('gen');
    const response = await generate(user, { commentId: comment.id, idempotencyKey: key }, { 'x-idempotency-key': key });
    expect(response.statusCode).toBe(200);
    const { data } = generateResponseSchema.parse(response.json());
    expect(data.response).toContain('Hi Anna,');
    expect(data.response).toContain('Ceramic Mug');
    expect(data.response).toContain('Northwind');
    expect(data.creditInfo).toEqual({ creditsUsed: 2, remainingCredits: 98 });
    expect(data.comment).toMatchObject({ status: 'draft', updatedContent: data.response });
    const [usage] = (await ledgerEntries(t, user.account.id)).filter((entry) => entry.type === 'usage');
    expect(usage).toMatchObject({
      delta: -2,
      platform: 'yotpo',
      description: 'AI response generated',
      customerMessage: 'Love it, great mug',
      response: data.response,
      commentId: comment.id,
      brandId: user.brand.id,
    });
  });

  it('replays a used key: the first result, nothing charged again', async () => {
    const user = await funded();
    const comment = await insertComment(t, user);
    const key = uniqueKey('replay');
    const first = generateResponseSchema.parse(
      (await generate(user, { commentId: comment.id, idempotencyKey: key })).json(),
    );
    const again = await generate(user, { commentId: comment.id }, { 'x-idempotency-key': key });
    expect(again.statusCode).toBe(200);
    const replay = generateResponseSchema.parse(again.json());
    expect(replay.data).toMatchObject({
      response: first.data.response,
      replayed: true,
      creditInfo: { creditsUsed: 2, remainingCredits: 98 },
    });
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 98, ledgerSum: 98 });
    // The same key for another comment is a different request.
    const other = await insertComment(t, user);
    const reused = await generate(user, { commentId: other.id, idempotencyKey: key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(INBOX_MESSAGES.idempotencyKeyReused);
  });

  it('needs a key, and the body and header must agree', async () => {
    const user = await funded();
    const comment = await insertComment(t, user);
    const missing = await generate(user, { commentId: comment.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toEqual({
      field: 'idempotencyKey',
      message: INBOX_MESSAGES.idempotencyKeyRequired,
    });
    const mismatch = await generate(user, { commentId: comment.id, idempotencyKey: 'a' }, { 'x-idempotency-key': 'b' });
    expect(mismatch.json().message).toBe(INBOX_MESSAGES.idempotencyKeyMismatch);
    const unknownField = await generate(user, { commentId: comment.id, idempotencyKey: 'k', extra: 1 });
    expect(unknownField.statusCode).toBe(400);
    expect(await statusOf(comment.id)).toBe('pending');
  });

  it('regenerates a draft, refuses a sent item, and hides unknown and foreign comments', async () => {
    const user = await funded();
    const draft = await insertComment(t, user, { status: 'draft', draftContent: 'old' });
    const regenerated = await generate(user, { commentId: draft.id, idempotencyKey: uniqueKey('re') });
    expect(regenerated.json().data.response).not.toBe('old');
    const sent = await insertComment(t, user, { status: 'sent' });
    const refused = await generate(user, { commentId: sent.id, idempotencyKey: uniqueKey('s') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INBOX_MESSAGES.alreadySent);
    const unknown = await generate(user, { commentId: '00000000-0000-4000-8000-000000000000', idempotencyKey: 'u1' });
    expect(unknown.statusCode).toBe(404);
    const stranger = await funded();
    const foreign = await generate(stranger, { commentId: draft.id, idempotencyKey: 'f1' });
    expect(foreign.statusCode).toBe(404);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 98, ledgerSum: 98 });
  });

  it('answers 402 INSUFFICIENT_CREDITS before calling the AI', async () => {
    const user = await funded(1);
    const comment = await insertComment(t, user);
    const calls = ai.state.calls;
    const response = await generate(user, { commentId: comment.id, idempotencyKey: uniqueKey('poor') });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS', status: 402 });
    expect(ai.state.calls).toBe(calls);
    expect(await statusOf(comment.id)).toBe('pending');
  });

  it('charges nothing when the provider fails; the same key succeeds once it recovers', async () => {
    const user = await funded(10);
    const comment = await insertComment(t, user);
    const key = uniqueKey('flaky');
    ai.state.fail = true;
    const failed = await generate(user, { commentId: comment.id, idempotencyKey: key });
    ai.state.fail = false;
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(INBOX_MESSAGES.generateFailed);
    expect(await statusOf(comment.id)).toBe('pending');
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 10, ledgerSum: 10 });
    const [claim] = await t.database.db.select().from(aiGenerations).where(eq(aiGenerations.commentId, comment.id));
    expect(claim).toMatchObject({ status: 'failed', error: 'provider down' });
    const retried = await generate(user, { commentId: comment.id, idempotencyKey: key });
    expect(retried.statusCode).toBe(200);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 8, ledgerSum: 8 });
  });

  it.each([
    ['the same key', (_index: number) => 'same-key'],
    ['different keys', (index: number) => `different-${index}`],
  ])('charges exactly once for 50 concurrent requests on one comment with %s', async (_label, keyOf) => {
    const user = await funded();
    const comment = await insertComment(t, user);
    ai.state.calls = 0;
    ai.hold();
    const first = generate(user, { commentId: comment.id, idempotencyKey: keyOf(0) });
    // Wait until the first request holds the claim and is inside the AI call.
    while (ai.state.calls === 0) await new Promise((resolve) => setImmediate(resolve));
    const callsBefore = ai.state.calls;
    const rest = await Promise.all(
      Array.from({ length: 49 }, (_, index) =>
        generate(user, { commentId: comment.id, idempotencyKey: keyOf(index + 1) }),
      ),
    ).finally(() => ai.release());
    const winner = await first;
    expect(winner.statusCode).toBe(200);
    expect(rest.map((response) => response.statusCode)).toEqual(Array(49).fill(409));
    expect(new Set(rest.map((response) => response.json().message))).toEqual(
      new Set([keyOf(1) === keyOf(0) ? INBOX_MESSAGES.requestInProgress : INBOX_MESSAGES.generationRunning]),
    );
    expect(ai.state.calls).toBe(callsBefore);
    expect(callsBefore).toBe(1);
    const usage = (await ledgerEntries(t, user.account.id)).filter((entry) => entry.type === 'usage');
    expect(usage).toHaveLength(1);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 98, ledgerSum: 98 });
  });

  it('charges once for a burst of 50 with one key when nothing holds the first', async () => {
    const user = await funded();
    const comment = await insertComment(t, user);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => generate(user, { commentId: comment.id, idempotencyKey: 'burst' })),
    );
    const ok = responses.filter((response) => response.statusCode === 200).map((response) => response.json().data);
    expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    expect(new Set(ok.map((data) => data.response)).size).toBe(1);
    expect(ok.filter((data) => !data.replayed)).toHaveLength(1);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 98, ledgerSum: 98 });
  });

  it("writes in the brand's voice: sign-off, tone and words to avoid", async () => {
    const user = await funded();
    const saved = await t.request({
      method: 'PUT',
      url: '/api/brand-voice',
      token: user.token,
      brandId: user.brand.id,
      payload: { tone: 'professional', signOff: 'Best, Dana at Northwind', avoidWords: ['sincerely'] },
    });
    expect(saved.statusCode).toBe(200);
    const comment = await insertComment(t, user, { rating: 1, content: 'Arrived broken' });
    const response = await generate(user, { commentId: comment.id, idempotencyKey: uniqueKey('voice') });
    const text = response.json().data.response as string;
    expect(text.startsWith('Dear Anna,')).toBe(true);
    expect(text.endsWith('Best, Dana at Northwind')).toBe(true);
    expect(text.toLowerCase()).not.toContain('sincerely');
  });
});
