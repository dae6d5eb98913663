import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, authStatusResponseSchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /auth/status', () => {
  it('answers 200 authenticated:false without a token and with an unknown one', async () => {
    for (const token of [undefined, 'not-a-real-token']) {
      const response = await t.request({ url: '/auth/status', ...(token ? { token } : {}) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ authenticated: false, user: null });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('returns the signed-in user, without secrets', async () => {
    const owner = await createUserWithBrand(t, { role: 'admin' });
    const response = await t.request({ url: '/auth/status', token: owner.token });
    const body = authStatusResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      authenticated: true,
      user: { id: owner.user.id, isAdmin: true, firstimeSetup: 1, emailVerified: true, bizamplyId: owner.account.id },
    });
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('shopifyAccessToken');
  });
});

describe('POST /auth/logout', () => {
  it('revokes the current session; the token then gets 401 on protected calls', async () => {
    const owner = await createUserWithBrand(t);
    const other = await createUserWithBrand(t);
    const response = await t.request({ method: 'POST', url: '/auth/logout', token: owner.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCESS_MESSAGES.loggedOut });
    const after = await t.request({ url: '/backend/onboarding/onboard-status', token: owner.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    // Only that session ends.
    expect((await t.request({ url: '/backend/onboarding/onboard-status', token: other.token })).statusCode).toBe(200);
  });

  it('succeeds again for an already revoked or missing session', async () => {
    const owner = await createUserWithBrand(t);
    await t.request({ method: 'POST', url: '/auth/logout', token: owner.token });
    expect((await t.request({ method: 'POST', url: '/auth/logout', token: owner.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(200);
  });
});
