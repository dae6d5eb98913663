import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_CUSTOMER_MESSAGES,
  AUTH_MESSAGES,
  SIGN_IN_MESSAGES,
  addCreditsResponseSchema,
  customerStatusResponseSchema,
  customerTransactionsResponseSchema,
  refundResponseSchema,
} from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { creditAccounts, creditLedger, sessions } from '../../db/schema/index.ts';
import { STRONG_PASSWORD, uniqueIp, verifiedUser } from '../auth/auth.test-support.ts';
import { appendLedgerEntry } from '../credits/credit.service.ts';
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

async function balanceOf(accountId: string) {
  const [row] = await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.accountId, accountId));
  return (row?.totalCredits ?? 0) - (row?.usedCredits ?? 0);
}

describe('POST /api/admin/customers/{id}/credits', () => {
  it('adds credits once per idempotency key (body or X-Idempotency-Key)', async () => {
    const customer = await createUserWithBrand(t);
    const url = `/backend/api/admin/customers/${customer.user.id}/credits`;
    const key = crypto.randomUUID();
    const first = await t.request({
      method: 'POST',
      url,
      token: admin.token,
      headers: { 'x-idempotency-key': key },
      payload: { amount: 50, idempotencyKey: key },
    });
    expect(first.statusCode, first.body).toBe(200);
    const body = addCreditsResponseSchema.parse(first.json());
    expect(body.message).toBe('Added 50 credits successfully');
    expect(body.data).toMatchObject({ replayed: false, balance: { availableCredits: 50, totalCredits: 50 } });

    const again = await t.request({
      method: 'POST',
      url,
      token: admin.token,
      headers: { 'x-idempotency-key': key },
      payload: { amount: 50 },
    });
    expect(again.statusCode).toBe(200);
    expect(addCreditsResponseSchema.parse(again.json()).data).toMatchObject({
      replayed: true,
      transactionId: body.data.transactionId,
      balance: { availableCredits: 50 },
    });
    const entries = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, customer.account.id), eq(creditLedger.type, 'adjustment')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ delta: 50, description: ADMIN_CUSTOMER_MESSAGES.defaultCreditDescription });
    expect(entries[0]?.metadata).toMatchObject({ addedBy: admin.user.email });
    expect(await balanceOf(customer.account.id)).toBe(50);
  });

  it("answers 'Credit amount must be positive' for 0 and -5, and needs a key", async () => {
    const customer = await createUserWithBrand(t);
    const url = `/api/admin/customers/${customer.user.id}/credits`;
    for (const amount of [0, -5]) {
      const response = await t.request({
        method: 'POST',
        url,
        token: admin.token,
        payload: { amount, idempotencyKey: crypto.randomUUID() },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { field: 'amount', message: ADMIN_CUSTOMER_MESSAGES.creditAmountPositive },
      ]);
    }
    const fraction = await t.request({
      method: 'POST',
      url,
      token: admin.token,
      payload: { amount: 12.5, idempotencyKey: crypto.randomUUID() },
    });
    expect(fraction.json().details).toEqual([{ field: 'amount', message: ADMIN_CUSTOMER_MESSAGES.creditAmountWhole }]);
    const keyless = await t.request({ method: 'POST', url, token: admin.token, payload: { amount: 5 } });
    expect(keyless.statusCode).toBe(400);
    const mismatch = await t.request({
      method: 'POST',
      url,
      token: admin.token,
      headers: { 'x-idempotency-key': 'one-key' },
      payload: { amount: 5, idempotencyKey: 'another-key' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(await balanceOf(customer.account.id)).toBe(0);
  });
});

describe('transactions and Refund', () => {
  async function usage(customer: Customer, delta: number, metadata: Record<string, unknown> = {}) {
    return t.database.db.transaction((tx) =>
      appendLedgerEntry(tx, {
        accountId: customer.account.id,
        brandId: customer.brand.id,
        userId: customer.user.id,
        type: 'usage',
        platform: 'judgeme',
        delta,
        description: 'AI response generated',
        idempotencyKey: `generate:${crypto.randomUUID()}`,
        metadata,
      }),
    );
  }

  it('refunds a successful usage entry once, as a refund entry in the ledger', async () => {
    const customer = await createUserWithBrand(t);
    await t.request({
      method: 'POST',
      url: `/api/admin/customers/${customer.user.id}/credits`,
      token: admin.token,
      payload: { amount: 10, idempotencyKey: crypto.randomUUID() },
    });
    const used = await usage(customer, -2);
    const list = await t.request({ url: `/api/admin/customers/${customer.user.id}/transactions`, token: admin.token });
    expect(list.statusCode, list.body).toBe(200);
    const { transactions, currentBalance } = customerTransactionsResponseSchema.parse(list.json()).data;
    expect(currentBalance).toEqual({ availableCredits: 8, totalCredits: 10 });
    expect(transactions.map((entry) => [entry.type, entry.refundable])).toEqual([
      ['usage', true],
      ['adjustment', false],
    ]);

    const url = `/backend/api/admin/customers/${customer.user.id}/transactions/${used.entryId}/refund`;
    const [one, two] = await Promise.all([
      t.request({ method: 'POST', url, token: admin.token }),
      t.request({ method: 'POST', url, token: admin.token }),
    ]);
    const codes = [one?.statusCode, two?.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const success = [one, two].find((response) => response?.statusCode === 200);
    expect(refundResponseSchema.parse(success?.json())).toMatchObject({
      message: 'Refunded 2 credits successfully',
      data: { credits: 2, availableCredits: 10 },
    });
    const third = await t.request({ method: 'POST', url, token: admin.token });
    expect(third.json()).toMatchObject({ code: 'CONFLICT', message: ADMIN_CUSTOMER_MESSAGES.alreadyRefunded });

    const refunds = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, customer.account.id), eq(creditLedger.type, 'refund')));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ delta: 2, brandId: customer.brand.id, platform: 'judgeme' });
    expect(await balanceOf(customer.account.id)).toBe(10);

    const after = await t.request({ url: `/api/admin/customers/${customer.user.id}/transactions`, token: admin.token });
    const rows = customerTransactionsResponseSchema.parse(after.json()).data.transactions;
    expect(rows.find((entry) => entry._id === used.entryId)).toMatchObject({ refundable: false, refunded: true });
  });

  it('refuses to refund credits added, a reply the outbox already refunded, and another account’s entry', async () => {
    const customer = await createUserWithBrand(t);
    const other = await createUserWithBrand(t);
    const added = await t.request({
      method: 'POST',
      url: `/api/admin/customers/${customer.user.id}/credits`,
      token: admin.token,
      payload: { amount: 10, idempotencyKey: crypto.randomUUID() },
    });
    const addedId = addCreditsResponseSchema.parse(added.json()).data.transactionId;
    const base = `/api/admin/customers/${customer.user.id}/transactions`;
    const notUsage = await t.request({ method: 'POST', url: `${base}/${addedId}/refund`, token: admin.token });
    expect(notUsage.statusCode).toBe(400);
    expect(notUsage.json().message).toBe(ADMIN_CUSTOMER_MESSAGES.notRefundable);

    const replyId = crypto.randomUUID();
    const sent = await usage(customer, -1, { replyId });
    await t.database.db.transaction((tx) =>
      appendLedgerEntry(tx, {
        accountId: customer.account.id,
        type: 'refund',
        platform: 'judgeme',
        delta: 1,
        description: 'Refund: reply could not be delivered',
        idempotencyKey: `refund:${replyId}`,
      }),
    );
    const list = await t.request({ url: base, token: admin.token });
    const row = customerTransactionsResponseSchema
      .parse(list.json())
      .data.transactions.find((e) => e._id === sent.entryId);
    expect(row).toMatchObject({ refundable: false, refunded: true });
    const twice = await t.request({ method: 'POST', url: `${base}/${sent.entryId}/refund`, token: admin.token });
    expect(twice.statusCode).toBe(409);

    const foreign = await usage(other, 0);
    const cross = await t.request({ method: 'POST', url: `${base}/${foreign.entryId}/refund`, token: admin.token });
    expect(cross.statusCode).toBe(404);
  });
});

describe('ban, activate, deactivate', () => {
  const signIn = (email: string, password = STRONG_PASSWORD) =>
    t.request({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: { email, password },
    });

  it('ban ends every session at once and login answers ACCOUNT_SUSPENDED; activate lets them back in', async () => {
    const signed = await verifiedUser(t);
    const me = await t.request({ url: '/api/credits/balance', token: signed.token });
    expect(me.statusCode).toBe(200);

    const banned = await t.request({
      method: 'POST',
      url: `/backend/api/admin/customers/${signed.user.id}/ban`,
      token: admin.token,
    });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(customerStatusResponseSchema.parse(banned.json())).toMatchObject({
      message: ADMIN_CUSTOMER_MESSAGES.banned,
      data: { status: 'banned' },
    });
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, signed.user.id));
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);

    const refused = await t.request({ url: '/api/credits/balance', token: signed.token });
    expect(refused.statusCode).toBe(401);
    const login = () => signIn(signed.email);
    const suspended = await login();
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: AUTH_MESSAGES.accountSuspended });

    const activated = await t.request({
      method: 'POST',
      url: `/api/admin/customers/${signed.user.id}/activate`,
      token: admin.token,
    });
    expect(customerStatusResponseSchema.parse(activated.json())).toMatchObject({
      message: ADMIN_CUSTOMER_MESSAGES.activated,
      data: { status: 'active' },
    });
    expect((await login()).statusCode).toBe(200);
  });

  it('DELETE deactivates: sessions end, sign-in answers 403 ACCOUNT_INACTIVE, the list shows Inactive (issue 13 §8)', async () => {
    const signed = await verifiedUser(t);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/admin/customers/${signed.user.id}`,
      token: admin.token,
    });
    expect(customerStatusResponseSchema.parse(response.json())).toMatchObject({
      message: ADMIN_CUSTOMER_MESSAGES.deactivated,
      data: { status: 'inactive' },
    });
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, signed.user.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await t.request({ url: '/api/credits/balance', token: signed.token })).statusCode).toBe(401);

    const login = () => signIn(signed.email);
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      code: 'ACCOUNT_INACTIVE',
      message: SIGN_IN_MESSAGES.accountInactive,
      status: 403,
    });
    // A wrong password still says only 'Invalid email or password': the status is not revealed to guessers.
    const guess = await signIn(signed.email, 'Wrong#Pass1');
    expect(guess.json().code).toBe('INVALID_CREDENTIALS');

    const listed = await t.request({
      url: `/api/admin/customers?search=${encodeURIComponent(signed.email)}`,
      token: admin.token,
    });
    expect(listed.json().data.customers[0]).toMatchObject({ Email: signed.email, status: 'inactive' });
    const history = await t.request({ url: `/api/admin/customers/${signed.user.id}/activity`, token: admin.token });
    expect(JSON.stringify(history.json())).toContain('"success":false');

    await t.request({ method: 'POST', url: `/api/admin/customers/${signed.user.id}/activate`, token: admin.token });
    expect((await login()).statusCode).toBe(200);
  });
});
