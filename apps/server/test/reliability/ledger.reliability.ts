import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@bizamply/contracts';
import { comments, creditLedger } from '../../src/db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../app.ts';
import {
  creditState,
  fakeDispatcher,
  grantCredits,
  insertComment,
  uniqueKey,
} from '../../src/modules/comments/inbox.test-support.ts';
import { reliabilityScale } from './report.ts';
import { report, runLimited } from './world.ts';

let t: TestApp;
const fake = fakeDispatcher();

beforeAll(async () => {
  t = await buildTestApp({}, { replyDispatcher: fake.dispatcher });
});
afterAll(async () => {
  await t.close();
});

/** Requests in the storm (issue 8: 10,000 for the real run). Each key is sent REPLAYS times at once. */
const REQUESTS = reliabilityScale() === 'full' ? 10_000 : 1_000;
const REPLAYS = 4;
const IN_FLIGHT = 64;
/** A client's attempts at one request when the server answers 503. */
const MAX_TRIES = 5;

describe('credits under a storm of generate/send requests with replayed idempotency keys', () => {
  it('charges every key at most once, never goes below zero, and the ledger always equals the balance', async () => {
    const started = Date.now();
    const user = await createUserWithBrand(t);
    const operations = REQUESTS / REPLAYS;
    const half = Math.floor(operations / 2);
    const pending = await runLimited(
      Array.from({ length: half }, () => () => insertComment(t, user)),
      16,
    );
    const drafts = await runLimited(
      Array.from(
        { length: operations - half },
        () => () => insertComment(t, user, { status: 'draft', draftContent: 'Hello' }),
      ),
      16,
    );
    // 20 % short of what every operation would cost, so the balance runs out in the middle of the storm.
    const wanted = half * 2 + (operations - half);
    await grantCredits(t, user.account.id, Math.floor(wanted * 0.8));

    type Op = { kind: 'generate' | 'send'; commentId: string; key: string };
    const ops: Op[] = [
      ...pending.map((comment) => ({ kind: 'generate' as const, commentId: comment.id, key: uniqueKey('storm-gen') })),
      ...drafts.map((comment) => ({ kind: 'send' as const, commentId: comment.id, key: uniqueKey('storm-send') })),
    ].sort(() => Math.random() - 0.5);

    const attempt = (op: Op, replay: number) => {
      // The key travels in the body, the header, or both (the spec's clients send both).
      const inBody = replay % 3 !== 1;
      const inHeader = replay % 3 !== 0;
      const headers = inHeader ? { 'x-idempotency-key': op.key } : {};
      const key = inBody ? { idempotencyKey: op.key } : {};
      return t.request(
        op.kind === 'generate'
          ? {
              method: 'POST',
              url: '/api/comments/generate-response',
              token: user.token,
              brandId: user.brand.id,
              headers,
              payload: { commentId: op.commentId, ...key },
            }
          : {
              method: 'POST',
              url: `/api/comments/${op.commentId}/send`,
              token: user.token,
              brandId: user.brand.id,
              headers,
              payload: { replyText: 'Thank you!', source: 'platform', ...key },
            },
      );
    };

    // A real client: a 503 (overload, a database hiccup) is retried with the same key after its Retry-After.
    const unavailable: string[] = [];
    const call = async (op: Op, replay: number) => {
      for (let tries = 1; ; tries += 1) {
        const response = await attempt(op, replay);
        if (response.statusCode !== 503 || tries === MAX_TRIES) return response;
        const wait = Number(response.headers['retry-after']);
        const body = apiErrorSchema.safeParse(response.json());
        if (!body.success || body.data.code !== 'SERVICE_UNAVAILABLE' || !(wait > 0)) {
          unavailable.push(`a 503 without the common shape or Retry-After: ${response.body}`);
          return response;
        }
        unavailable.push(op.key);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      }
    };

    const storm = ops.flatMap((op) => Array.from({ length: REPLAYS }, (_, replay) => () => call(op, replay)));
    const responses = await runLimited(storm, IN_FLIGHT);
    // Every key once more, after the storm: a late retry must get the first answer and cost nothing.
    const before = await creditState(t, user.account.id);
    const late = await runLimited(
      ops.map((op) => () => call(op, 0)),
      IN_FLIGHT,
    );
    const after = await creditState(t, user.account.id);

    const failures: string[] = unavailable.filter((entry) => entry.startsWith('a 503'));
    // The first answer a key got is the answer every later replay of it gets.
    const answerOf = (op: Op, response: (typeof late)[number]) => {
      const { data } = response.json() as { data: Record<string, unknown> };
      return op.kind === 'generate'
        ? [data['commentId'], data['response'], (data['creditInfo'] as { creditsUsed: number }).creditsUsed]
        : [data['commentId'], data['source'], data['channelsUsed']];
    };
    let lostAnswers = 0;
    ops.forEach((op, index) => {
      const first = responses.slice(index * REPLAYS, (index + 1) * REPLAYS).find((r) => r.statusCode === 200);
      const replayed = late[index];
      if (!first) return;
      if (
        replayed?.statusCode !== 200 ||
        JSON.stringify(answerOf(op, first)) !== JSON.stringify(answerOf(op, replayed))
      )
        lostAnswers += 1;
    });
    if (lostAnswers) failures.push(`${lostAnswers} keys answered differently on a late replay`);
    const codes = new Map<number, number>();
    for (const response of [...responses, ...late])
      codes.set(response.statusCode, (codes.get(response.statusCode) ?? 0) + 1);
    for (const code of codes.keys()) if (![200, 402, 409].includes(code)) failures.push(`answered ${code}`);

    const usage = await t.database.db
      .select({ commentId: creditLedger.commentId, entries: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, user.account.id), eq(creditLedger.type, 'usage')))
      .groupBy(creditLedger.commentId);
    const doubleCharges = usage.filter((row) => row.entries > 1).length;
    if (doubleCharges) failures.push(`${doubleCharges} comments charged twice`);
    if (after.available < 0) failures.push(`balance ${after.available}`);
    if (after.ledgerSum !== after.available) failures.push(`ledger ${after.ledgerSum} ≠ balance ${after.available}`);
    if (after.used !== before.used) failures.push(`late replays charged ${after.used - before.used}`);

    const perKey = new Map<string, number>();
    for (const entry of fake.calls) perKey.set(entry.idempotencyKey, (perKey.get(entry.idempotencyKey) ?? 0) + 1);
    const duplicateDeliveries = [...perKey.values()].filter((count) => count > 1).length;
    if (duplicateDeliveries) failures.push(`${duplicateDeliveries} replies delivered twice`);
    const [sent] = await t.database.db
      .select({ value: sql<number>`count(*)::int` })
      .from(comments)
      .where(and(eq(comments.brandId, user.brand.id), eq(comments.status, 'sent')));
    if (sent?.value !== fake.calls.length) failures.push(`${sent?.value} sent but ${fake.calls.length} delivered`);

    const histogram = [...codes.entries()].map(([code, count]) => `${code}×${count}`).join(' ');
    report({
      part: 'c. credits storm',
      checks: responses.length + late.length,
      failures: failures.length,
      seconds: (Date.now() - started) / 1000,
      detail: `${responses.length} requests (${operations} keys × ${REPLAYS}) + ${late.length} late replays: ${histogram} (${unavailable.length} 503s retried); ${usage.length} charged, ${doubleCharges} double charges, ${duplicateDeliveries} duplicate deliveries, balance ${after.available}, ledger ${after.ledgerSum}${failures.length ? `; ${failures.join('; ')}` : ''}`,
    });
    expect(failures).toEqual([]);
  });
});
