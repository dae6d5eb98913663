import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authStatusResponseSchema } from '@bizamply/contracts';
import { accounts, loginHistory, sessions, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { signUp, STRONG_PASSWORD, uniqueEmail, uniqueIp } from './auth.test-support.ts';

/**
 * Google sign-in over real HTTP: the app listens on a port and PUBLIC_URL points at it, so the server
 * discovers, exchanges the code and fetches the JWKS from the simulator's provider like from Google.
 */
let t: TestApp;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await buildTestApp({ PUBLIC_URL: base });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

async function redirectOf(url: string, init: RequestInit = {}): Promise<URL> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  expect(response.status, await response.clone().text()).toBe(302);
  return new URL(response.headers.get('location') ?? '', url);
}

async function statusOf(token: string | null) {
  const response = await fetch(`${base}/auth/status`, { headers: { authorization: `Bearer ${token ?? ''}` } });
  return authStatusResponseSchema.parse(await response.json());
}

/** The browser's part: /auth/google → provider page → consent form → our callback → /auth/callback. */
async function signInWithGoogle(
  email: string,
  options: { decision?: 'allow' | 'deny'; emailVerified?: boolean } = {},
): Promise<URL> {
  const authorize = await redirectOf(`${base}/auth/google`);
  expect(authorize.pathname).toBe('/sim/google/o/oauth2/v2/auth');
  expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
    client_id: 'bizamply-sim-client',
    redirect_uri: `${base}/auth/google/callback`,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge_method: 'S256',
  });
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();

  const page = await (await fetch(authorize)).text();
  expect(page).toContain('Continue as Gwen Google');
  const requestId = page.match(/name="request_id" value="([^"]+)"/)?.[1] ?? '';
  const form = new URLSearchParams({
    request_id: requestId,
    email,
    name: 'Gail Goo',
    decision: options.decision ?? 'allow',
  });
  if (options.emailVerified === false) form.set('email_verified', 'false');
  const callback = await redirectOf(`${base}/sim/google/o/oauth2/v2/auth/approve`, { method: 'POST', body: form });
  expect(callback.pathname).toBe('/auth/google/callback');
  return redirectOf(callback.toString());
}

describe('Google sign-in against the simulator (OpenID Connect, state + PKCE)', () => {
  it('creates a verified user and lands on /auth/callback with a working token', async () => {
    const email = uniqueEmail('google');
    const landing = await signInWithGoogle(email);
    expect(landing.pathname).toBe('/auth/callback');
    const token = landing.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const body = await statusOf(token);
    if (!body.user) throw new Error('not signed in');
    expect(body).toMatchObject({
      authenticated: true,
      user: { email, firstName: 'Gail', lastName: 'Goo', emailVerified: true, firstimeSetup: 0 },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.googleSub).toMatch(/^\d{21}$/);
    expect(row?.passwordHash).toBeNull();
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(session?.loginMethod).toBe('google');
    const history = await t.database.db.select().from(loginHistory).where(eq(loginHistory.userId, body.user.id));
    expect(history).toContainEqual(expect.objectContaining({ success: true, loginMethod: 'google' }));

    // Signing in again finds the same user by Google's subject.
    const again = await signInWithGoogle(email);
    expect((await statusOf(again.searchParams.get('token'))).user?.id).toBe(body.user.id);
  });

  it('links an existing verified account with the same address', async () => {
    const email = uniqueEmail('linked');
    const [account] = await t.database.db.insert(accounts).values({ companyName: 'Linked Co' }).returning();
    const [existing] = await t.database.db
      .insert(users)
      .values({ accountId: account?.id ?? '', email, firstName: 'Lin', emailVerifiedAt: new Date() })
      .returning();
    const landing = await signInWithGoogle(email.toUpperCase());
    expect((await statusOf(landing.searchParams.get('token'))).user).toMatchObject({
      id: existing?.id,
      firstName: 'Lin',
    });
  });

  it("takes an address back from a stranger's unverified sign-up", async () => {
    const squatter = await signUp(t, { email: uniqueEmail('victim') });
    const landing = await signInWithGoogle(squatter.email);
    expect(landing.searchParams.get('token')).toBeTruthy();
    const stale = await t.request({ url: '/auth/status', token: squatter.token });
    expect(stale.json()).toEqual({ authenticated: false, user: null });
    const login = await t.request({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: { email: squatter.email, password: STRONG_PASSWORD },
    });
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('fails with google_auth_failed for a forged or replayed state', async () => {
    const forged = await redirectOf(`${base}/auth/google/callback?code=4/abc&state=forged-state`);
    expect(forged.pathname).toBe('/auth/callback');
    expect(forged.searchParams.get('error')).toBe('google_auth_failed');
    expect(forged.searchParams.get('token')).toBeNull();

    const authorize = await redirectOf(`${base}/auth/google`);
    const page = await (await fetch(authorize)).text();
    const requestId = page.match(/name="request_id" value="([^"]+)"/)?.[1] ?? '';
    const callback = await redirectOf(`${base}/sim/google/o/oauth2/v2/auth/approve`, {
      method: 'POST',
      body: new URLSearchParams({ request_id: requestId, email: uniqueEmail('replay'), decision: 'allow' }),
    });
    expect((await redirectOf(callback.toString())).searchParams.get('token')).toBeTruthy();
    expect((await redirectOf(callback.toString())).searchParams.get('error')).toBe('google_auth_failed');
  });

  it('fails with google_auth_failed when the user cancels or Google has not verified the address', async () => {
    expect((await signInWithGoogle(uniqueEmail('cancel'), { decision: 'deny' })).searchParams.get('error')).toBe(
      'google_auth_failed',
    );
    const unverified = await signInWithGoogle(uniqueEmail('unverified'), { emailVerified: false });
    expect(unverified.searchParams.get('error')).toBe('google_auth_failed');
  });

  it('refuses banned users', async () => {
    const email = uniqueEmail('banned');
    const first = await signInWithGoogle(email);
    expect(first.searchParams.get('token')).toBeTruthy();
    await t.database.db.update(users).set({ status: 'banned' }).where(eq(users.email, email));
    expect((await signInWithGoogle(email)).searchParams.get('error')).toBe('account_suspended');
  });
});
