import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsResponseSchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { brands } from '../../db/schema/index.ts';
import { insertComment } from '../comments/inbox.test-support.ts';
import { appendLedgerEntry } from './credit.ledger.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let commentId: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t, { brandName: 'Northwind' });
  commentId = (await insertComment(t, owner)).id;
  const entry = (index: number, values: Partial<Parameters<typeof appendLedgerEntry>[1]>) =>
    t.database.db.transaction((tx) =>
      appendLedgerEntry(tx, {
        accountId: owner.account.id,
        type: 'usage',
        platform: 'judgeme',
        delta: -2,
        description: 'AI response generated',
        idempotencyKey: `entry-${index}`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + index * DAY),
        ...values,
      }),
    );
  await entry(0, { type: 'bonus', platform: 'system', delta: 100, description: 'Welcome bonus' });
  for (let index = 1; index <= 12; index += 1) {
    await entry(index, {
      brandId: owner.brand.id,
      commentId,
      platform: index % 2 === 0 ? 'instagram' : 'judgeme',
      customerMessage: `Customer message ${index}`,
      response: `Reply ${index}`,
    });
  }
  await entry(13, { type: 'refund', delta: 1, description: 'Refund: reply could not be delivered' });
  await entry(14, { status: 'failed', delta: -1, description: 'Send attempt that failed' });
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string, token = owner.token) => {
  const response = await t.request({ url: `/api/credits/transactions${query}`, token });
  return response;
};
const data = async (query: string) => transactionsResponseSchema.parse((await list(query)).json()).data;

describe('GET /api/credits/transactions', () => {
  it('pages 10 by default, newest first, with the spec fields and the balance', async () => {
    const page = await data('');
    expect(page.pagination).toEqual({
      currentPage: 1,
      limit: 10,
      totalCount: 15,
      totalPages: 2,
      hasPrev: false,
      hasNext: true,
    });
    expect(page.transactions).toHaveLength(10);
    expect(page.transactions[0]?.description).toBe('Send attempt that failed');
    expect(page.currentBalance).toEqual({ availableCredits: 77, totalCredits: 100 });
    const usage = page.transactions.find((row) => row.customerMessage === 'Customer message 12');
    expect(usage).toMatchObject({
      BrandName: 'Northwind',
      BrandId: owner.brand.id,
      type: 'usage',
      platform: 'instagram',
      creditsUsed: 2,
      creditsAdded: 0,
      status: 'success',
      response: 'Reply 12',
      generatedResponse: 'Reply 12',
      commentId,
    });
    expect(JSON.parse(usage?.messageContent ?? '')).toEqual({
      customerMessage: 'Customer message 12',
      response: 'Reply 12',
    });
    const second = await data('?page=2');
    expect(second.transactions.at(-1)).toMatchObject({
      type: 'bonus',
      creditsAdded: 100,
      BrandName: null,
      messageContent: null,
    });
  });

  it('filters by type, platform, status, search and dates', async () => {
    expect((await data('?type=refund')).transactions.map((row) => row.creditsAdded)).toEqual([1]);
    expect((await data('?platform=instagram&limit=100')).pagination.totalCount).toBe(6);
    expect((await data('?status=failed')).transactions.map((row) => row.description)).toEqual([
      'Send attempt that failed',
    ]);
    expect((await data('?search=message 1')).pagination.totalCount).toBe(4); // 1, 10, 11, 12
    expect((await data('?search=100%25')).pagination.totalCount).toBe(0);
    const range = await data('?startDate=2026-01-02&endDate=2026-01-04');
    expect(range.transactions.map((row) => row.createdAt.slice(0, 10))).toEqual([
      '2026-01-04',
      '2026-01-03',
      '2026-01-02',
    ]);
    expect((await data('?type=all&platform=&status=all')).pagination.totalCount).toBe(15);
  });

  it.each([
    ['?type=gift', 'type'],
    ['?platform=myspace', 'platform'],
    ['?status=done', 'status'],
    ['?page=0', 'page'],
    ['?limit=1001', 'limit'],
    ['?startDate=yesterday', 'startDate'],
    ['?startDate=2026-02-01&endDate=2026-01-01', 'endDate'],
    ['?startDate=2019-01-01&endDate=2026-01-01', 'endDate'],
  ])('answers %s with 400 naming the field', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe(field);
  });

  it('every page total without search or dates (read from credit_ledger_counts) equals the matching entries', async () => {
    const counted = async (where: SQL) =>
      Number(
        (await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM credit_ledger WHERE ${where}`))
          .rows[0]?.n,
      );
    for (const type of [undefined, 'usage', 'refund', 'bonus'] as const) {
      for (const platform of [undefined, 'judgeme', 'instagram', 'system'] as const) {
        for (const status of [undefined, 'success', 'failed'] as const) {
          const query = new URLSearchParams({
            ...(type ? { type } : {}),
            ...(platform ? { platform } : {}),
            ...(status ? { status } : {}),
          });
          const conditions = [
            sql`account_id = ${owner.account.id}`,
            ...(type ? [sql`type = ${type}`] : []),
            ...(platform ? [sql`platform = ${platform}`] : []),
            ...(status ? [sql`status = ${status}`] : []),
          ];
          const expected = await counted(sql.join(conditions, sql` AND `));
          expect((await data(`?${query.toString()}`)).pagination.totalCount, query.toString()).toBe(expected);
        }
      }
    }
  });

  it('credit_ledger_counts follows inserts, updates and deletes of the ledger', async () => {
    const user = await createUserWithBrand(t);
    const grouped = sql`SELECT type, status, platform, count(*)::int AS n FROM credit_ledger WHERE account_id = ${user.account.id} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
    const rolled = sql`SELECT type, status, platform, entries::int AS n FROM credit_ledger_counts WHERE account_id = ${user.account.id} AND entries <> 0 ORDER BY 1, 2, 3`;
    const same = async () =>
      expect((await t.database.db.execute(rolled)).rows).toEqual((await t.database.db.execute(grouped)).rows);
    const entries = [
      { type: 'bonus', delta: 10 },
      { type: 'usage', delta: -1 },
      { type: 'usage', delta: -1 },
      { type: 'refund', delta: 1 },
    ] as const;
    for (const [index, entry] of entries.entries()) {
      await t.database.db.transaction((tx) =>
        appendLedgerEntry(tx, {
          accountId: user.account.id,
          platform: 'yotpo',
          description: 'Entry',
          idempotencyKey: `counts-${index}`,
          ...entry,
        }),
      );
    }
    await same();
    await t.database.db.execute(
      sql`UPDATE credit_ledger SET status = 'failed' WHERE account_id = ${user.account.id} AND idempotency_key = 'counts-1'`,
    );
    await same();
    await t.database.db.execute(
      sql`DELETE FROM credit_ledger WHERE account_id = ${user.account.id} AND type = 'refund'`,
    );
    await same();
    expect((await t.database.db.execute(grouped)).rows).toHaveLength(3);
  });

  it("shows only the caller's account", async () => {
    const stranger = await createUserWithBrand(t);
    const response = await list('', stranger.token);
    expect(transactionsResponseSchema.parse(response.json()).data.pagination.totalCount).toBe(0);
  });
});

describe('GET /api/credits/transactions?brandId= (the dashboard card, issue 19 item 7)', () => {
  it("lists the brand's entries and the account-wide ones, never another brand's", async () => {
    const [other] = await t.database.db
      .insert(brands)
      .values({ accountId: owner.account.id, name: 'Second brand' })
      .returning();
    const otherId = String(other?.id);
    await t.database.db.transaction((tx) =>
      appendLedgerEntry(tx, {
        accountId: owner.account.id,
        brandId: otherId,
        type: 'usage',
        platform: 'yotpo',
        delta: -2,
        description: 'Second brand generate',
        idempotencyKey: 'other-brand-entry',
      }),
    );
    const all = await data('?limit=100');
    expect(all.transactions.some((entry) => entry.BrandId === otherId)).toBe(true);
    const mine = await data(`?limit=100&brandId=${owner.brand.id}`);
    expect(mine.transactions.some((entry) => entry.BrandId === otherId)).toBe(false);
    expect(mine.transactions.filter((entry) => entry.BrandId === owner.brand.id)).toHaveLength(12);
    expect(mine.transactions.some((entry) => entry.type === 'bonus')).toBe(true);
    expect((await data(`?limit=100&brandId=${otherId}`)).transactions.map((entry) => entry.description)).toContain(
      'Second brand generate',
    );
    expect((await list('?brandId=not-a-brand')).statusCode).toBe(400);
  });

  it("answers 404 for another account's brand, as if it did not exist", async () => {
    const stranger = await createUserWithBrand(t);
    const response = await list(`?brandId=${stranger.brand.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, status: 404 });
  });
});
