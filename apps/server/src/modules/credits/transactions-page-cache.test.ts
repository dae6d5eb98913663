import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsQuerySchema, transactionsResponseSchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { brands, creditAccounts, creditLedger } from '../../db/schema/index.ts';
import { fakeAi, grantCredits, insertComment, uniqueKey } from '../comments/inbox.test-support.ts';
import { appendLedgerEntry } from './credit.ledger.ts';
import { transactionsPage } from './credit.service.ts';
import { transactionsPageCache } from './transactions-page-cache.ts';

let t: TestApp;
const ai = fakeAi();
type User = Awaited<ReturnType<typeof createUserWithBrand>>;
let owner: User;
let other: User;
const DAY = 24 * 60 * 60 * 1000;

const entry = (user: User, index: number, values: Partial<Parameters<typeof appendLedgerEntry>[1]> = {}) =>
  t.database.db.transaction((tx) =>
    appendLedgerEntry(tx, {
      accountId: user.account.id,
      brandId: user.brand.id,
      type: 'usage',
      platform: index % 2 === 0 ? 'instagram' : 'judgeme',
      delta: -1,
      description: `Entry ${index}`,
      idempotencyKey: uniqueKey('entry'),
      createdAt: new Date(Date.UTC(2026, 0, 1) + index * DAY),
      ...values,
    }),
  );

beforeAll(async () => {
  t = await buildTestApp({}, { ai: ai.provider });
  owner = await createUserWithBrand(t, { brandName: 'Northwind' });
  other = await createUserWithBrand(t, { brandName: 'Southwind' });
  await grantCredits(t, owner.account.id, 100);
  await grantCredits(t, other.account.id, 50);
  for (let index = 1; index <= 4; index += 1) await entry(owner, index);
  await entry(other, 1, { description: 'Other account entry' });
});
afterAll(async () => {
  await t.close();
});

const get = async (user: User, query = '') => {
  const response = await t.request({ url: `/api/credits/transactions${query}`, token: user.token });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.body;
};
const page = (body: string) => transactionsResponseSchema.parse(JSON.parse(body)).data;
const descriptions = (body: string) => page(body).transactions.map((row) => row.description);

describe('Transactions pages kept while nothing they show changes', () => {
  it('answers a repeated page with the same bytes as the page read afresh, reading it once', async () => {
    const first = await get(owner);
    expect(await get(owner)).toBe(first);
    const query = transactionsQuerySchema.parse({});
    const fresh = await transactionsPage(t.database.db, owner.account.id, query);
    expect(JSON.parse(first)).toEqual({ success: true, data: fresh.data });
    expect(descriptions(first)).toEqual(['test refill', 'Entry 4', 'Entry 3', 'Entry 2', 'Entry 1']);

    let reads = 0;
    const write = (body: unknown) => {
      reads += 1;
      return JSON.stringify(body);
    };
    const cache = transactionsPageCache();
    const written = await cache(t.database.db, owner.account.id, query, write);
    // Asked again: its bytes, made once (kept-answers.ts), the same object from then on.
    const kept = await cache(t.database.db, owner.account.id, query, write);
    expect(kept.json.toString()).toBe(written.json);
    expect(await cache(t.database.db, owner.account.id, query, write)).toBe(kept);
    expect(reads).toBe(1);
    expect(JSON.parse(kept.json.toString())).toEqual({ success: true, data: fresh.data });
  });

  it('shows a charge made through the API on the next request, with the balance', async () => {
    const before = page(await get(owner));
    const comment = await insertComment(t, owner, { content: 'Love the mug' });
    const key = uniqueKey('gen');
    const charged = await t.request({
      method: 'POST',
      url: '/backend/api/comments/generate-response',
      token: owner.token,
      brandId: owner.brand.id,
      payload: { commentId: comment.id, idempotencyKey: key },
    });
    expect(charged.statusCode).toBe(200);
    const after = page(await get(owner));
    expect(after.transactions[0]).toMatchObject({ description: 'AI response generated', commentId: comment.id });
    expect(after.pagination.totalCount).toBe(before.pagination.totalCount + 1);
    expect(after.currentBalance.availableCredits).toBeLessThan(before.currentBalance.availableCredits);
  });

  it('shows a status update, a balance update, a brand rename and a delete on the next request', async () => {
    const { entryId } = await entry(owner, 30, {
      status: 'pending',
      platform: 'system',
      description: 'Pending charge',
      createdAt: new Date(Date.UTC(2030, 0, 1)),
    });
    expect(page(await get(owner)).transactions[0]).toMatchObject({ _id: entryId, status: 'pending' });
    await t.database.db.update(creditLedger).set({ status: 'success' }).where(eq(creditLedger.id, entryId));
    expect(page(await get(owner)).transactions[0]).toMatchObject({ _id: entryId, status: 'success' });
    await t.database.db.update(creditLedger).set({ type: 'refund', delta: 1 }).where(eq(creditLedger.id, entryId));
    expect(page(await get(owner)).transactions[0]).toMatchObject({ type: 'refund', creditsAdded: 1 });

    const balance = page(await get(owner)).currentBalance;
    await t.database.db
      .update(creditAccounts)
      .set({ totalCredits: balance.totalCredits + 7 })
      .where(eq(creditAccounts.accountId, owner.account.id));
    expect(page(await get(owner)).currentBalance.totalCredits).toBe(balance.totalCredits + 7);

    expect(page(await get(owner)).transactions[0]?.BrandName).toBe('Northwind');
    await t.database.db.update(brands).set({ name: 'Northwind Tea' }).where(eq(brands.id, owner.brand.id));
    expect(page(await get(owner)).transactions[0]?.BrandName).toBe('Northwind Tea');

    await t.database.db.delete(creditLedger).where(eq(creditLedger.id, entryId));
    expect(page(await get(owner)).transactions.map((row) => row._id)).not.toContain(entryId);
  });

  it('keeps each kind of page apart', async () => {
    expect(descriptions(await get(owner, '?limit=1'))).toHaveLength(1);
    expect(descriptions(await get(owner, '?limit=2'))).toHaveLength(2);
    const [second] = descriptions(await get(owner, '?limit=1&page=2'));
    expect(second).toBe(descriptions(await get(owner, '?limit=2'))[1]);
    expect(page(await get(owner, '?type=refill')).transactions.map((row) => row.type)).toEqual(['refill']);
    const instagram = page(await get(owner, '?platform=instagram')).transactions;
    expect(instagram.map((row) => row.description)).toEqual(['Entry 4', 'Entry 2']);
    expect(descriptions(await get(owner, '?startDate=2026-01-03&endDate=2026-01-04'))).toEqual(['Entry 3', 'Entry 2']);
    expect(descriptions(await get(owner, '?startDate=2026-01-05&endDate=2026-01-05'))).toEqual(['Entry 4']);
  });

  it("never serves another account's page, and a deleted brand's filter is not found on the next request", async () => {
    const mine = await get(owner, '?limit=50');
    const theirs = await get(other, '?limit=50');
    expect(descriptions(theirs)).toContain('Other account entry');
    expect(descriptions(mine)).not.toContain('Other account entry');
    expect(descriptions(theirs)).not.toContain('Entry 4');
    expect(page(theirs).currentBalance.availableCredits).toBe(49);

    const filtered = `?brandId=${other.brand.id}`;
    expect((await t.request({ url: `/api/credits/transactions${filtered}`, token: owner.token })).statusCode).toBe(404);
    expect(descriptions(await get(other, filtered))).toContain('Other account entry');
    await t.database.db.delete(brands).where(eq(brands.id, other.brand.id));
    expect((await t.request({ url: `/api/credits/transactions${filtered}`, token: other.token })).statusCode).toBe(404);
  });

  it('a search is read afresh each time', async () => {
    expect(descriptions(await get(owner, '?search=teapot'))).toEqual([]);
    await entry(owner, 40, { description: 'A teapot charge' });
    expect(descriptions(await get(owner, '?search=teapot'))).toEqual(['A teapot charge']);
  });
});
