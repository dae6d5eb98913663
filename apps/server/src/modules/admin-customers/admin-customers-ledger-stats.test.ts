import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { creditLedger } from '../../db/schema/index.ts';
import { createAdmin, type Customer } from './admin-customers.test-support.ts';

let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
});

type Entry = Pick<typeof creditLedger.$inferInsert, 'type' | 'status' | 'platform' | 'delta'>;

/** The stats as the page used to read them: every ledger row of the account. */
async function freshStats(accountId: string) {
  const result = await t.database.db.execute<{ total: number; used: number; added: number; last: string | null }>(sql`
    select count(*)::int as total,
      coalesce(sum(-delta) filter (where delta < 0 and status = 'success'), 0)::int as used,
      coalesce(sum(delta) filter (where delta > 0 and status = 'success'), 0)::int as added,
      max(created_at) as last
    from credit_ledger where account_id = ${accountId}`);
  const row = result.rows[0];
  return {
    totalTransactions: row?.total ?? 0,
    totalCreditsUsed: row?.used ?? 0,
    totalCreditsAdded: row?.added ?? 0,
    lastTransaction: row?.last ? new Date(row.last).toISOString() : null,
  };
}

async function pageStats(customer: Customer) {
  const list = await t.request({
    url: `/api/admin/customers?search=${encodeURIComponent(customer.user.email)}`,
    token: admin.token,
  });
  expect(list.statusCode, list.body).toBe(200);
  const one = await t.request({ url: `/api/admin/customers/${customer.user.id}`, token: admin.token });
  expect(one.statusCode, one.body).toBe(200);
  const listed = list.json().data.customers[0].transactionStats;
  expect(one.json().data.transactionStats).toEqual(listed);
  return listed;
}

function insertEntries(customer: Customer, entries: Entry[], createdAt?: Date) {
  return t.database.db
    .insert(creditLedger)
    .values(
      entries.map((entry) => ({
        ...entry,
        accountId: customer.account.id,
        description: 'ledger stats test',
        idempotencyKey: crypto.randomUUID(),
        ...(createdAt ? { createdAt } : {}),
      })),
    )
    .returning({ id: creditLedger.id });
}

describe('the Customers page transaction stats (kept counts and sums, migration 0029)', () => {
  it('equal a fresh read of the ledger through inserts, a status update and a delete', async () => {
    const customer = await createUserWithBrand(t);
    const other = await createUserWithBrand(t);
    expect(await pageStats(customer)).toEqual(await freshStats(customer.account.id));

    // Every type, both signs, every status, several platforms; one statement with two rows of one group.
    const rows = await insertEntries(customer, [
      { type: 'bonus', status: 'success', platform: 'system', delta: 100 },
      { type: 'usage', status: 'success', platform: 'judgeme', delta: -3 },
      { type: 'usage', status: 'success', platform: 'judgeme', delta: -2 },
      { type: 'usage', status: 'failed', platform: 'yotpo', delta: -2 },
      { type: 'refund', status: 'success', platform: 'judgeme', delta: 3 },
      { type: 'adjustment', status: 'success', platform: 'system', delta: -10 },
      { type: 'adjustment', status: 'pending', platform: 'system', delta: 7 },
    ]);
    await insertEntries(customer, [{ type: 'refill', status: 'success', platform: 'system', delta: 50 }]);
    // Another account's entries never count.
    await insertEntries(other, [{ type: 'refill', status: 'success', platform: 'system', delta: 999 }]);
    const newest = new Date(Date.now() + 60_000);
    await insertEntries(customer, [{ type: 'usage', status: 'pending', platform: 'shopify', delta: -1 }], newest);

    const afterInserts = await pageStats(customer);
    expect(afterInserts).toEqual({
      totalTransactions: 9,
      totalCreditsUsed: 15,
      totalCreditsAdded: 153,
      lastTransaction: newest.toISOString(),
    });
    expect(afterInserts).toEqual(await freshStats(customer.account.id));

    // The pending adjustment lands: it moves from one status group to another.
    const pending = rows[6]?.id ?? '';
    await t.database.db.update(creditLedger).set({ status: 'success' }).where(eq(creditLedger.id, pending));
    expect(await pageStats(customer)).toMatchObject({ totalCreditsAdded: 160 });
    expect(await pageStats(customer)).toEqual(await freshStats(customer.account.id));

    await t.database.db.delete(creditLedger).where(eq(creditLedger.id, rows[0]?.id ?? ''));
    expect(await pageStats(customer)).toMatchObject({ totalTransactions: 8, totalCreditsAdded: 60 });
    expect(await pageStats(customer)).toEqual(await freshStats(customer.account.id));
    expect(await pageStats(other)).toEqual(await freshStats(other.account.id));
  });

  it('keep, for every account of the database, the sums a fresh read of the ledger gives; the backfill too', async () => {
    const customer = await createUserWithBrand(t);
    await insertEntries(customer, [
      { type: 'refill', status: 'success', platform: 'system', delta: 40 },
      { type: 'usage', status: 'success', platform: 'yotpo', delta: -4 },
    ]);
    // The migration's last statement fills the sums of the counts 0012 kept before them.
    const migration = readFileSync(new URL('../../../drizzle/0029_ledger_counts_sums.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    await t.database.db.execute(sql`update credit_ledger_counts set debits = 0, credits = 0`);
    await t.database.db.execute(sql.raw(backfill));
    const mismatches = await t.database.db.execute(sql`
      select coalesce(k.account_id, f.account_id) as account_id
      from (select account_id, type, status, platform, entries, debits, credits from credit_ledger_counts) k
      full join (select account_id, type, status, platform, count(*) as entries,
          sum(greatest(-delta, 0)) as debits, sum(greatest(delta, 0)) as credits
        from credit_ledger group by 1, 2, 3, 4) f
      using (account_id, type, status, platform)
      where k.entries is distinct from f.entries or k.debits is distinct from f.debits
        or k.credits is distinct from f.credits`);
    expect(mismatches.rows).toEqual([]);
  });
});
