import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations } from '../../db/schema/index.ts';
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

/**
 * The database refuses, for one account only, the charge (a ledger insert) and the claim's "failed" mark: the
 * two writes of a generate whose last step fails. Removed by the returned function.
 */
async function refuseChargeAndFailedMark(accountId: string): Promise<() => Promise<void>> {
  const account = sql.raw(`'${accountId}'`);
  await t.database.db.execute(sql`
    CREATE OR REPLACE FUNCTION test_refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'forced failure of %', TG_TABLE_NAME; END $$`);
  await t.database.db.execute(sql`
    CREATE TRIGGER test_refuse_charge BEFORE INSERT ON credit_ledger FOR EACH ROW
    WHEN (NEW.account_id = ${account} AND NEW.type = 'usage') EXECUTE FUNCTION test_refuse_write()`);
  await t.database.db.execute(sql`
    CREATE TRIGGER test_refuse_failed_mark BEFORE UPDATE ON ai_generations FOR EACH ROW
    WHEN (NEW.account_id = ${account} AND NEW.status = 'failed') EXECUTE FUNCTION test_refuse_write()`);
  return async () => {
    await t.database.db.execute(sql`DROP TRIGGER test_refuse_charge ON credit_ledger`);
    await t.database.db.execute(sql`DROP TRIGGER test_refuse_failed_mark ON ai_generations`);
  };
}

describe('a generate whose charge and whose "failed" mark both fail', () => {
  it('lets the same key proceed at once (not a 409 for the lease) and charges exactly once', async () => {
    const user = await createUserWithBrand(t, { brandName: 'Northwind' });
    await grantCredits(t, user.account.id, 10);
    const comment = await insertComment(t, user);
    const key = uniqueKey('both-fail');
    const generate = () =>
      t.request({
        method: 'POST',
        url: '/backend/api/comments/generate-response',
        token: user.token,
        brandId: user.brand.id,
        payload: { commentId: comment.id, idempotencyKey: key },
      });

    const allow = await refuseChargeAndFailedMark(user.account.id);
    const failed = await generate();
    await allow();
    expect(failed.statusCode).toBe(500);
    // The mark did not land: the claim still looks running, within its lease.
    const [claim] = await t.database.db.select().from(aiGenerations).where(eq(aiGenerations.commentId, comment.id));
    expect(claim?.status).toBe('running');
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 10, ledgerSum: 10 });

    const retried = await generate();
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.creditInfo).toEqual({ creditsUsed: 2, remainingCredits: 8 });
    const again = await generate();
    expect(again.json().data.replayed).toBe(true);
    const usage = (await ledgerEntries(t, user.account.id)).filter((entry) => entry.type === 'usage');
    expect(usage).toHaveLength(1);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 8, ledgerSum: 8 });
    const [finished] = await t.database.db.select().from(aiGenerations).where(eq(aiGenerations.commentId, comment.id));
    expect(finished?.status).toBe('succeeded');
  });
});
