import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CUSTOMER_MESSAGES,
  AUTH_MESSAGES,
  adminCustomerMessageResponseSchema,
  adminCustomerResponseSchema,
  adminCustomersResponseSchema,
  customerActivityResponseSchema,
} from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { connections, loginHistory } from '../../db/schema/index.ts';
import { adminRoutes, createAdmin, type Customer } from './admin-customers.test-support.ts';

let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
});

describe('admin customer routes: who may call them', () => {
  it('answers 401 without a session, 403 for a customer, under both prefixes', async () => {
    const customer = await createUserWithBrand(t);
    for (const route of adminRoutes(customer.user.id)) {
      for (const prefix of ['', '/backend']) {
        const options = {
          method: route.method,
          url: `${prefix}${route.url}`,
          payload: 'payload' in route ? route.payload : undefined,
        };
        const anonymous = await t.request(options);
        expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
        expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', status: 401 });
        const forbidden = await t.request({ ...options, token: customer.token });
        expect(forbidden.statusCode, `${route.method} ${route.url} as a customer`).toBe(403);
        expect(forbidden.json()).toMatchObject({ success: false, code: 'FORBIDDEN', status: 403 });
      }
    }
  });

  it('answers 404 for an unknown id, a malformed id and an administrator', async () => {
    for (const id of ['5b0c7c3e-0000-4000-8000-000000000000', 'not-a-uuid', admin.user.id]) {
      for (const route of adminRoutes(id).filter((entry) => entry.perCustomer)) {
        const response = await t.request({
          method: route.method,
          url: route.url,
          token: admin.token,
          ...('payload' in route ? { payload: route.payload } : {}),
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    }
  });
});

describe('GET /api/admin/customers', () => {
  it('lists customers with credits, stats, brand, connections, online state and the summary', async () => {
    const customer = await createUserWithBrand(t, { brandName: 'Listed Brand' });
    await t.database.db.insert(connections).values({
      accountId: customer.account.id,
      brandId: customer.brand.id,
      platform: 'judgeme',
      externalId: 'listed.myshopify.com',
    });
    await t.database.db.insert(loginHistory).values({
      userId: customer.user.id,
      accountId: customer.account.id,
      email: customer.user.email,
      success: true,
      loginMethod: 'password',
      ipAddress: '203.0.113.7',
      userAgent: 'Vitest',
    });
    const response = await t.request({
      url: '/backend/api/admin/customers',
      query: { search: customer.user.email, status: 'all', sortBy: 'createdAt', sortOrder: 'desc' },
      token: admin.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = adminCustomersResponseSchema.parse(response.json());
    expect(data.customers).toHaveLength(1);
    expect(data.customers[0]).toMatchObject({
      _id: customer.user.id,
      customerId: customer.account.id,
      Email: customer.user.email,
      status: 'active',
      isOnline: true,
      lastLoginIP: '203.0.113.7',
      availableCredits: 0,
      primaryBrand: { brandName: 'Listed Brand' },
      connectedPlatforms: [{ name: 'judgeme', count: 1 }],
      totalConnections: 1,
      transactionStats: { totalTransactions: 0, totalCreditsUsed: 0, totalCreditsAdded: 0, lastTransaction: null },
    });
    expect(data.customers[0]?.lastLogin).not.toBeNull();
    expect(data.pagination).toMatchObject({ currentPage: 1, limit: 10, totalCount: 1, hasPrev: false, hasNext: false });
    expect(data.summary.totalCustomers).toBeGreaterThanOrEqual(1);
    expect(data.summary.onlineCustomers).toBeGreaterThanOrEqual(1);
  });

  it('never lists administrators, filters by status, searches names and pages', async () => {
    const tag = `Pager${Date.now()}`;
    const created: Customer[] = [];
    for (let index = 0; index < 12; index += 1)
      created.push(await createUserWithBrand(t, { email: `${tag}-${index}@example.com` }));
    const first = await t.request({ url: '/api/admin/customers', query: { search: tag }, token: admin.token });
    const page1 = adminCustomersResponseSchema.parse(first.json()).data;
    expect(page1.customers).toHaveLength(10);
    expect(page1.pagination).toMatchObject({ totalCount: 12, totalPages: 2, hasNext: true, hasPrev: false });
    const second = await t.request({
      url: '/api/admin/customers',
      query: { search: tag, page: '2' },
      token: admin.token,
    });
    const page2 = adminCustomersResponseSchema.parse(second.json()).data;
    expect(page2.customers).toHaveLength(2);
    expect(page2.pagination).toMatchObject({ currentPage: 2, hasPrev: true, hasNext: false });

    const all = await t.request({ url: '/api/admin/customers', query: { limit: '1000' }, token: admin.token });
    const emails = adminCustomersResponseSchema.parse(all.json()).data.customers.map((entry) => entry.Email);
    expect(emails).not.toContain(admin.user.email);
    expect(emails).not.toContain(t.config.ADMIN_EMAIL);

    const target = created[0];
    if (!target) throw new Error('no customer');
    await t.request({ method: 'DELETE', url: `/api/admin/customers/${target.user.id}`, token: admin.token });
    const inactive = await t.request({
      url: '/api/admin/customers',
      query: { search: tag, status: 'inactive' },
      token: admin.token,
    });
    const inactiveData = adminCustomersResponseSchema.parse(inactive.json()).data;
    expect(inactiveData.customers.map((entry) => entry._id)).toEqual([target.user.id]);
    expect(inactiveData.summary.inactiveCustomers).toBeGreaterThanOrEqual(1);

    const byName = await t.request({
      url: '/api/admin/customers',
      query: { search: `Test ${target.user.lastName}` },
      token: admin.token,
    });
    expect(adminCustomersResponseSchema.parse(byName.json()).data.customers.map((entry) => entry._id)).toContain(
      target.user.id,
    );
  });

  it('sorts by every column the query names', async () => {
    for (const sortBy of ['createdAt', 'email', 'lastLogin', 'availableCredits']) {
      for (const sortOrder of ['asc', 'desc']) {
        const response = await t.request({
          url: '/api/admin/customers',
          query: { sortBy, sortOrder },
          token: admin.token,
        });
        expect(response.statusCode, `${sortBy} ${sortOrder}`).toBe(200);
      }
    }
  });

  it('refuses a bad query with 400, not 500', async () => {
    const queries: Record<string, string>[] = [
      { status: 'online' },
      { limit: '5000' },
      { page: '0' },
      { sortBy: 'password' },
    ];
    for (const query of queries) {
      const response = await t.request({ url: '/api/admin/customers', query, token: admin.token });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('one customer: get, edit, activity', () => {
  it('returns the customer with their login history', async () => {
    const customer = await createUserWithBrand(t);
    const response = await t.request({ url: `/backend/api/admin/customers/${customer.user.id}`, token: admin.token });
    expect(response.statusCode).toBe(200);
    const { data } = adminCustomerResponseSchema.parse(response.json());
    expect(data).toMatchObject({ _id: customer.user.id, Email: customer.user.email, loginHistory: [] });
  });

  it('edits names, e-mail and account type; a taken e-mail is 409; a blank e-mail is 400', async () => {
    const customer = await createUserWithBrand(t);
    const other = await createUserWithBrand(t);
    const url = `/api/admin/customers/${customer.user.id}`;
    const edited = await t.request({
      method: 'PUT',
      url,
      token: admin.token,
      payload: {
        firstName: 'Renée',
        lastName: "O'Brien",
        Email: `Edited-${Date.now()}@Example.com`,
        accountType: 'premium',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const body = adminCustomerMessageResponseSchema.parse(edited.json());
    expect(body.message).toBe(ADMIN_CUSTOMER_MESSAGES.updated);
    expect(body.data).toMatchObject({ firstName: 'Renée', lastName: "O'Brien", accountType: 'premium' });
    expect(body.data.Email).toMatch(/^edited-\d+@example\.com$/);

    const taken = await t.request({
      method: 'PUT',
      url,
      token: admin.token,
      payload: { Email: other.user.email.toUpperCase(), accountType: 'free' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USER_EXISTS', message: AUTH_MESSAGES.userExists });

    const blank = await t.request({
      method: 'PUT',
      url,
      token: admin.token,
      payload: { Email: '', accountType: 'free' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([{ field: 'Email', message: AUTH_MESSAGES.emailRequired }]);
  });

  it('shows the 10 most recent sign-in attempts', async () => {
    const customer = await createUserWithBrand(t);
    for (let index = 0; index < 12; index += 1) {
      await t.database.db.insert(loginHistory).values({
        userId: customer.user.id,
        accountId: customer.account.id,
        email: customer.user.email,
        success: index % 2 === 0,
        loginMethod: 'password',
        ipAddress: `198.51.100.${index}`,
        userAgent: 'Mozilla/5.0',
        createdAt: new Date(Date.now() - (12 - index) * 60_000),
      });
    }
    const response = await t.request({ url: `/api/admin/customers/${customer.user.id}/activity`, token: admin.token });
    const { loginHistory: rows } = customerActivityResponseSchema.parse(response.json()).data;
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ ipAddress: '198.51.100.11', success: false, loginMethod: 'password' });
  });
});

describe('POST /api/admin/customers (Add New Customer)', () => {
  it('creates the account with the initial credits; the same address again is 409', async () => {
    const email = `added-${Date.now()}@example.com`;
    const response = await t.request({
      method: 'POST',
      url: '/backend/api/admin/customers',
      token: admin.token,
      payload: { firstName: 'Ada', lastName: 'Lovelace', Email: email, initialCredits: '250' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = adminCustomerMessageResponseSchema.parse(response.json());
    expect(body.message).toBe(ADMIN_CUSTOMER_MESSAGES.added);
    expect(body.data).toMatchObject({ Email: email, firstName: 'Ada', availableCredits: 250, status: 'active' });

    const again = await t.request({
      method: 'POST',
      url: '/api/admin/customers',
      token: admin.token,
      payload: { Email: email.toUpperCase(), initialCredits: 0 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USER_EXISTS' });
  });

  it('turns non-numeric initial credits into 0 and refuses a missing or invalid e-mail', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/customers',
      token: admin.token,
      payload: { Email: `zero-${Date.now()}@example.com`, initialCredits: 'abc' },
    });
    expect(response.statusCode).toBe(201);
    expect(adminCustomerMessageResponseSchema.parse(response.json()).data.availableCredits).toBe(0);
    for (const payload of [
      { initialCredits: 5 },
      { Email: 'not-an-email', initialCredits: 5 },
      { Email: 'a@b.co', initialCredits: -1 },
    ]) {
      const refused = await t.request({ method: 'POST', url: '/api/admin/customers', token: admin.token, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
