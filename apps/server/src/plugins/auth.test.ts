import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyRequest } from 'fastify';
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
