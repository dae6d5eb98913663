import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ACCESS_MESSAGES,
  apiErrorSchema,
  AUTH_MESSAGES,
  authResponseSchema,
  GENERAL_MESSAGES,
} from '@bizamply/contracts';
import { loginHistory, sessions, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import {
  latestCode,
  runQueuedJobs,
  signUp,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
  verifiedUser,
} from './auth.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function login(email: string, password: string, ip: string, extra: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/auth/login',
    headers: { 'x-forwarded-for': ip, 'user-agent': CHROME_MAC },
    payload: { email, password, ...extra },
  });
}

const invalidCredentials = {
  success: false,
  message: AUTH_MESSAGES.invalidCredentials,
  code: 'INVALID_CREDENTIALS',
  status: 401,
};

describe('POST /auth/login', () => {
  it('signs a verified user in and records the session and the login', async () => {
    const user = await verifiedUser(t);
    const ip = uniqueIp();
    const response = await login(user.email.toUpperCase(), STRONG_PASSWORD, ip, { rememberMe: true });
    expect(response.statusCode).toBe(200);
    const body = authResponseSchema.parse(response.json());
    expect(body).toMatchObject({ success: true, message: ACCESS_MESSAGES.loginSuccess });
    expect(body.user).toMatchObject({ email: user.email, name: 'Ann Marie Smith', emailVerified: true });

    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, body.user.id))
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    expect(session).toMatchObject({ device: 'Chrome on macOS', ipAddress: ip, loginMethod: 'password' });
    const history = await t.database.db.select().from(loginHistory).where(eq(loginHistory.userId, body.user.id));
    expect(history).toContainEqual(
      expect.objectContaining({ success: true, loginMethod: 'password', ipAddress: ip, userAgent: CHROME_MAC }),
    );

    const status = await t.request({ url: '/auth/status', token: body.token });
    expect(status.json()).toMatchObject({ authenticated: true, user: { id: body.user.id } });
  });

  it('Remember me: 30 days when ticked, one day when not (issue 19 item 17)', async () => {
    const user = await verifiedUser(t);
    const lifetimeHours = async (rememberMe: boolean) => {
      const response = await login(user.email, STRONG_PASSWORD, uniqueIp(), { rememberMe });
      const body = authResponseSchema.parse(response.json());
      const [session] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, body.user.id))
        .orderBy(sql`${sessions.createdAt} desc`)
        .limit(1);
      return Math.round(((session?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000);
    };
    expect(await lifetimeHours(true)).toBe(30 * 24);
    expect(await lifetimeHours(false)).toBe(24);
  });

  it('answers unknown addresses and wrong passwords identically', async () => {
    const user = await verifiedUser(t);
    const wrong = await login(user.email, 'Wrong#Pass1', uniqueIp());
    const unknown = await login(uniqueEmail('nobody'), 'Wrong#Pass1', uniqueIp());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(invalidCredentials);
    expect(unknown.json()).toEqual(invalidCredentials);
    const failures = await t.database.db.select().from(loginHistory).where(eq(loginHistory.userId, user.user.id));
    expect(failures).toContainEqual(expect.objectContaining({ success: false }));
  });

  it.each([
    [{ password: 'secret1' }, AUTH_MESSAGES.emailRequired],
    [{ email: '', password: 'secret1' }, AUTH_MESSAGES.emailRequired],
    [{ email: 'not-an-address', password: 'secret1' }, AUTH_MESSAGES.emailInvalid],
    [{ email: 'a@b.co' }, AUTH_MESSAGES.passwordRequired],
    [{ email: 'a@b.co', password: '' }, AUTH_MESSAGES.passwordRequired],
    [{ email: 'a@b.co', password: '12345' }, AUTH_MESSAGES.passwordMin6],
  ])('validates %o with the spec message', async (payload, message) => {
    const response = await t.request({ method: 'POST', url: '/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('refuses unknown fields and wrong types with field details', async () => {
    const extra = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'a@b.co', password: 'secret1', isAdmin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(apiErrorSchema.parse(extra.json()).details?.length).toBeGreaterThan(0);
    const wrongType = await t.request({ method: 'POST', url: '/auth/login', payload: { email: 42, password: [] } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details).toContainEqual({ field: 'email', message: AUTH_MESSAGES.emailRequired });
  });

  it('refuses the 6th rapid failed attempt for one address from one IP, even with the right password', async () => {
    const user = await verifiedUser(t);
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(user.email, 'Wrong#Pass1', ip)).statusCode).toBe(401);
    }
    const sixth = await login(user.email, STRONG_PASSWORD, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.loginRateLimited,
      code: 'RATE_LIMIT_EXCEEDED',
      status: 429,
    });
    // Another network is not locked out by that IP's failures.
    expect((await login(user.email, STRONG_PASSWORD, uniqueIp())).statusCode).toBe(200);
  });

  it('does not count successful logins against the budget', async () => {
    const user = await verifiedUser(t);
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await login(user.email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
    }
  });

  it('limits failures from one IP across addresses (20 per window)', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login(uniqueEmail('spray'), 'Wrong#Pass1', ip)).statusCode).toBe(401);
    }
    expect((await login(uniqueEmail('spray'), 'Wrong#Pass1', ip)).json().code).toBe('RATE_LIMIT_EXCEEDED');
  });

  it('limits failures for one address across IPs (10 per window)', async () => {
    const user = await verifiedUser(t);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(user.email, 'Wrong#Pass1', uniqueIp())).statusCode).toBe(401);
    }
    expect((await login(user.email, STRONG_PASSWORD, uniqueIp())).json().code).toBe('RATE_LIMIT_EXCEEDED');
  });

  it('suspends banned users: no login, and their open sessions are refused', async () => {
    const user = await verifiedUser(t);
    await t.database.db.update(users).set({ status: 'banned' }).where(eq(users.id, user.user.id));
    const response = await login(user.email, STRONG_PASSWORD, uniqueIp());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.accountSuspended,
      code: 'ACCOUNT_SUSPENDED',
      status: 403,
    });
    expect((await t.request({ url: '/backend/onboarding/onboard-status', token: user.token })).statusCode).toBe(401);
    expect((await t.request({ url: '/auth/status', token: user.token })).json()).toEqual({
      authenticated: false,
      user: null,
    });
  });

  it('sends unverified users to verification with a fresh code', async () => {
    const user = await signUp(t);
    const firstCode = await latestCode(t, user.email);
    // The sign-up mail started the 30 s resend cooldown; pretend it has passed.
    await t.database.db.execute(sql`DELETE FROM rate_limit_buckets WHERE key LIKE 'verify-send:%'`);
    const response = await login(user.email, STRONG_PASSWORD, uniqueIp());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: ACCESS_MESSAGES.emailNotVerified });
    await runQueuedJobs(t);
    const mailbox = await t.app.inject({ url: `/dev/mailbox?to=${user.email}` });
    expect(mailbox.json().messages).toHaveLength(2);
    expect(await latestCode(t, user.email)).toMatch(/^\d{6}$/);
    expect(firstCode).toMatch(/^\d{6}$/);
  });

  it('needs the CSRF header like every state-changing call', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'a@b.co', password: 'secret1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: GENERAL_MESSAGES.csrfInvalid,
      code: 'CSRF_INVALID',
      status: 403,
    });
  });

  it('answers an oversized body with 413 in the common shape', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });
});
