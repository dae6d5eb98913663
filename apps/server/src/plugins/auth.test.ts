import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '@bizamply/contracts';
import { users } from '../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../test/app.ts';
import { registerAuth, requireAdmin, requireBrand } from './auth.ts';
import { registerErrorHandling } from './errors.ts';

let t: TestApp;
let probe: ReturnType<typeof Fastify>;

beforeAll(async () => {
  t = await buildTestApp();
  // A minimal app with the real auth plugin and two guarded routes, on the same real database.
  probe = Fastify();
  registerErrorHandling(probe);
  registerAuth(probe, { db: t.database.db, adminEmail: 'boss@example.com' });
  probe.get('/brand-scoped', async (request: FastifyRequest) => requireBrand(request));
  probe.get('/admin-only', async (request: FastifyRequest) => ({ ok: requireAdmin(request).email }));
  // Two routes as the real app registers them: one on the unverified allow-list, one that is not.
  probe.get('/auth/status', async (request: FastifyRequest) => ({ signedIn: request.principal !== null }));
  probe.get('/api/anything-new', async (request: FastifyRequest) => ({ signedIn: request.principal !== null }));
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

describe('session and brand context', () => {
  it('answers 401 without a token and with a revoked or unknown one', async () => {
    expect((await probe.inject({ url: '/brand-scoped' })).statusCode).toBe(401);
    const response = await probe.inject({ url: '/brand-scoped', headers: { authorization: 'Bearer nope' } });
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', status: 401 });
  });

  it("resolves the caller's own brand from X-Brand-Id", async () => {
    const owner = await createUserWithBrand(t);
    const response = await probe.inject({
      url: '/brand-scoped',
      headers: { authorization: `Bearer ${owner.token}`, 'x-brand-id': owner.brand.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ brandId: owner.brand.id, principal: { accountId: owner.account.id } });
  });

  it("answers 404 for another account's brand, as if it did not exist", async () => {
    const owner = await createUserWithBrand(t);
    const stranger = await createUserWithBrand(t);
    for (const brandId of [owner.brand.id, 'not-a-uuid']) {
      const response = await probe.inject({
        url: '/brand-scoped',
        headers: { authorization: `Bearer ${stranger.token}`, 'x-brand-id': brandId },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('asks for a brand when none is selected', async () => {
    const owner = await createUserWithBrand(t);
    const response = await probe.inject({ url: '/brand-scoped', headers: { authorization: `Bearer ${owner.token}` } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BRAND_REQUIRED');
  });
});

describe('administrators', () => {
  it('refuses ordinary users with 403 and admits roles admin/super_admin and the configured address', async () => {
    const ordinary = await createUserWithBrand(t);
    expect(
      (await probe.inject({ url: '/admin-only', headers: { authorization: `Bearer ${ordinary.token}` } })).statusCode,
    ).toBe(403);

    const byRole = await createUserWithBrand(t, { role: 'super_admin' });
    expect(
      (await probe.inject({ url: '/admin-only', headers: { authorization: `Bearer ${byRole.token}` } })).statusCode,
    ).toBe(200);

    const byAddress = await createUserWithBrand(t, { email: 'BOSS@example.com' });
    expect(
      (await probe.inject({ url: '/admin-only', headers: { authorization: `Bearer ${byAddress.token}` } })).statusCode,
    ).toBe(200);
  });
});

describe('account states (issue 13 §3, §8)', () => {
  const call = (url: string, token: string) => probe.inject({ url, headers: { authorization: `Bearer ${token}` } });

  it('keeps an unverified address to the allow-list: any other route, even one added later, is 403', async () => {
    const user = await createUserWithBrand(t);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.user.id));
    expect((await call('/auth/status', user.token)).json()).toEqual({ signedIn: true });
    for (const url of ['/api/anything-new', '/brand-scoped', '/admin-only']) {
      const refused = await call(url, user.token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        code: 'EMAIL_NOT_VERIFIED',
        message: ACCESS_MESSAGES.verifyBeforeContinuing,
        status: 403,
      });
    }
    // HEAD follows GET's rule.
    expect(
      (await probe.inject({ method: 'HEAD', url: '/auth/status', headers: { authorization: `Bearer ${user.token}` } }))
        .statusCode,
    ).toBe(200);
  });

  it('treats the tokens of inactive and banned users as anonymous', async () => {
    for (const status of ['inactive', 'banned'] as const) {
      const user = await createUserWithBrand(t);
      await t.database.db.update(users).set({ status }).where(eq(users.id, user.user.id));
      expect((await call('/auth/status', user.token)).json(), status).toEqual({ signedIn: false });
      expect((await call('/api/anything-new', user.token)).json(), status).toEqual({ signedIn: false });
    }
  });
});
