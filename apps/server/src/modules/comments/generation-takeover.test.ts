import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_MESSAGES } from '@bizamply/contracts';
import { aiGenerations } from '../../db/schema/index.ts';
import {
  buildSecondApp,
  buildTestApp,
  createUserWithBrand,
  type TestApp,
  type TestRequest,
} from '../../../test/app.ts';
import { creditState, fakeAi, grantCredits, insertComment, ledgerEntries, uniqueKey } from './inbox.test-support.ts';

/**
 * Two app instances on one database (as two servers), each with its own AI double: the holder's AI call is held
 * while the other asks. The windows are configured short (GENERATION_HEARTBEAT_MS, GENERATION_STALE_MS) so the
 * test runs in seconds; the defaults (a beat every 5 s, stale after 15 s) would not let the takeover below happen.
 */
const LEASE = { heartbeatMs: 200, staleMs: 3_000 };
const holderAi = fakeAi();
const otherAi = fakeAi();
let t: TestApp;
let other: FastifyInstance;
let otherRequest: TestRequest;

beforeAll(async () => {
  t = await buildTestApp(
    { GENERATION_HEARTBEAT_MS: String(LEASE.heartbeatMs), GENERATION_STALE_MS: String(LEASE.staleMs) },
    { ai: holderAi.provider },
  );
  ({ app: other, request: otherRequest } = await buildSecondApp(t, { ai: otherAi.provider }));
});
afterAll(async () => {
  await other.close();
  await t.close();
});

type Caller = Awaited<ReturnType<typeof createUserWithBrand>>;
/** Async, so the request is sent at once (an inject chain waits for its first `then`). */
const generate = async (request: TestRequest, user: Caller, commentId: string, key: string) =>
  request({
    method: 'POST',
    url: '/backend/api/comments/generate-response',
    token: user.token,
    brandId: user.brand.id,
    payload: { commentId, idempotencyKey: key },
  });

/** Waits (polling, bounded) until the database says `condition` about the comment's claim. */
async function untilClaim(commentId: string, condition: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const result = await t.database.pool.query(`SELECT ${condition} AS ok FROM ai_generations WHERE comment_id = $1`, [
      commentId,
    ]);
    if (result.rows[0]?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the claim never satisfied: ${condition}`);
}

/** The holder has claimed the key and is inside its AI call; `answer` settles once its call is released. */
async function holdingClaim(user: Caller, commentId: string, key: string) {
  holderAi.hold();
  const calls = holderAi.state.calls;
  const answer = generate(t.request, user, commentId, key);
  while (holderAi.state.calls === calls) await new Promise((resolve) => setImmediate(resolve));
  return { answer };
}

async function setUp() {
  const user = await createUserWithBrand(t);
  await grantCredits(t, user.account.id, 10);
  const comment = await insertComment(t, user);
  return { user, comment, key: uniqueKey('takeover') };
}

async function usageCount(accountId: string) {
  return (await ledgerEntries(t, accountId)).filter((entry) => entry.type === 'usage').length;
}

describe('a generate claim held by another server', () => {
  it('is never taken over while its holder is alive, however long its AI call', async () => {
    const { user, comment, key } = await setUp();
    const { answer: held } = await holdingClaim(user, comment.id, key);
    try {
      // Twice the stale window since the claim, by the database's clock: only the heartbeat keeps it.
      await untilClaim(comment.id, `now() - created_at > interval '${(2 * LEASE.staleMs) / 1000} seconds'`);
      const sameKey = await generate(otherRequest, user, comment.id, key);
      expect(sameKey.statusCode).toBe(409);
      expect(sameKey.json().message).toBe(INBOX_MESSAGES.requestInProgress);
      const otherKey = await generate(otherRequest, user, comment.id, uniqueKey('second'));
      expect(otherKey.statusCode).toBe(409);
      expect(otherKey.json().message).toBe(INBOX_MESSAGES.generationRunning);
    } finally {
      holderAi.release();
    }
    expect((await held).statusCode).toBe(200);
    expect(await usageCount(user.account.id)).toBe(1);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 8, ledgerSum: 8 });
  });

  it('is taken over once its heartbeat is stale, and the old holder, back late, charges nothing', async () => {
    const { user, comment, key } = await setUp();
    const { answer: held } = await holdingClaim(user, comment.id, key);
    // The holder goes silent (a dead process, or one cut off from the database): its beats are refused.
    const [claim] = await t.database.pool
      .query<{ created: string }>(`SELECT created_at::text AS created FROM ai_generations WHERE comment_id = $1`, [
        comment.id,
      ])
      .then((result) => result.rows);
    await t.database.db.execute(sql`
      CREATE OR REPLACE FUNCTION test_refuse_beat() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the holder is gone'; END $$`);
    await t.database.db.execute(sql`
      CREATE TRIGGER test_refuse_beat BEFORE UPDATE OF heartbeat_at ON ai_generations FOR EACH ROW
      WHEN (OLD.created_at = ${sql.raw(`'${claim?.created}'::timestamptz`)} AND NEW.created_at = OLD.created_at
        AND NEW.status = 'running')
      EXECUTE FUNCTION test_refuse_beat()`);
    try {
      const early = await generate(otherRequest, user, comment.id, key);
      expect(early.statusCode).toBe(409);
      await untilClaim(comment.id, `now() - heartbeat_at > interval '${LEASE.staleMs / 1000} seconds'`);
      const takenOver = await generate(otherRequest, user, comment.id, key);
      expect(takenOver.statusCode).toBe(200);
      expect(takenOver.json().data.creditInfo).toEqual({ creditsUsed: 2, remainingCredits: 8 });
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER test_refuse_beat ON ai_generations`);
      holderAi.release();
    }
    const late = await held;
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(INBOX_MESSAGES.requestInProgress);
    expect(await usageCount(user.account.id)).toBe(1);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 8, ledgerSum: 8 });
    const [finished] = await t.database.db.select().from(aiGenerations).where(eq(aiGenerations.commentId, comment.id));
    expect(finished?.status).toBe('succeeded');
    const replay = await generate(t.request, user, comment.id, key);
    expect(replay.json().data).toMatchObject({ replayed: true, creditInfo: { creditsUsed: 2, remainingCredits: 8 } });
  });
});
