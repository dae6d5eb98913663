import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  authStatusResponseSchema,
  SIGN_IN_BINDING_COOKIE,
  SIGN_IN_MESSAGES,
  signInCodeExchangeResponseSchema,
} from '@bizamply/contracts';
import { accounts, creditAccounts, loginHistory, oauthStates, sessions, users } from '../../db/schema/index.ts';
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

/** A browser: the HttpOnly binding cookie /auth/google sets is all it keeps between requests. */
interface Browser {
  binding: string | null;
}
const newBrowser = (): Browser => ({ binding: null });
const cookieOf = (browser: Browser) => (browser.binding ? `${SIGN_IN_BINDING_COOKIE}=${browser.binding}` : '');

/** GET /auth/google in that browser: keeps the cookie it sets, returns the provider's address. */
async function startIn(browser: Browser, query = ''): Promise<URL> {
  const response = await fetch(`${base}/auth/google${query}`, {
    redirect: 'manual',
    headers: { cookie: cookieOf(browser) },
  });
  expect(response.status).toBe(302);
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SIGN_IN_BINDING_COOKIE}=`));
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  expect(setCookie).toMatch(/Path=\/auth/);
  browser.binding = setCookie?.split(';')[0]?.split('=')[1] ?? null;
  return new URL(response.headers.get('location') ?? '', base);
}

/** The provider's consent page, answered; returns our callback address (code + state). */
async function consent(
  authorize: URL,
  email: string,
  options: { decision?: 'allow' | 'deny'; emailVerified?: boolean } = {},
): Promise<URL> {
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
  return callback;
}

/** The browser's part: /auth/google → provider page → consent form → our callback → /auth/callback?code=. */
async function signInWithGoogle(
  email: string,
  options: { decision?: 'allow' | 'deny'; emailVerified?: boolean; browser?: Browser; query?: string } = {},
): Promise<URL> {
  const browser = options.browser ?? newBrowser();
  const authorize = await startIn(browser, options.query);
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
  const callback = await consent(authorize, email, options);
  const landing = await redirectOf(callback.toString(), { headers: { cookie: cookieOf(browser) } });
  expect(landing.pathname).toBe('/auth/callback');
  expect(landing.searchParams.get('token')).toBeNull();
  return landing;
}

/** POST /auth/exchange as the SPA sends it: JSON code, CSRF pair, the browser's cookies, maybe a bearer. */
async function exchange(code: string | null, browser: Browser, bearer?: string) {
  const csrf = await t.app.inject({ url: '/auth/csrf-token' });
  const csrfToken = (csrf.json() as { csrfToken: string }).csrfToken;
  return t.app.inject({
    method: 'POST',
    url: '/auth/exchange',
    headers: {
      cookie: [`csrf_token=${csrfToken}`, cookieOf(browser)].filter(Boolean).join('; '),
      'x-csrf-token': csrfToken,
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    payload: { code: code ?? '' },
  });
}

/** A whole sign-in in one browser: the session token the SPA ends up with. */
async function googleToken(email: string, browser = newBrowser()): Promise<string> {
  const landing = await signInWithGoogle(email, { browser });
  const response = await exchange(landing.searchParams.get('code'), browser);
  expect(response.statusCode, response.body).toBe(200);
  return signInCodeExchangeResponseSchema.parse(response.json()).token;
}

describe('Google sign-in against the simulator (OpenID Connect, state + PKCE)', () => {
  it('creates a verified user: /auth/callback gets a one-time code that the same browser trades for a session', async () => {
    const email = uniqueEmail('google');
    const browser = newBrowser();
    const landing = await signInWithGoogle(email, { browser });
    const code = landing.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing signs in by opening the link: the code is not a session token, and only its hash is stored.
    expect((await statusOf(code)).authenticated).toBe(false);
    const stored = await t.database.db.select().from(oauthStates).where(eq(oauthStates.purpose, 'sign_in_code'));
    expect(stored.some((row) => row.state.includes(code))).toBe(false);

    const response = await exchange(code, browser);
    expect(response.statusCode, response.body).toBe(200);
    const { token, user, returnUrl } = signInCodeExchangeResponseSchema.parse(response.json());
    expect(returnUrl).toBeNull();
    expect(user).toMatchObject({ email, firstName: 'Gail', lastName: 'Goo', emailVerified: true, firstimeSetup: 0 });
    const body = await statusOf(token);
    if (!body.user) throw new Error('not signed in');
    expect(body.user.id).toBe(user.id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.googleSub).toMatch(/^\d{21}$/);
    expect(row?.passwordHash).toBeNull();
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(session?.loginMethod).toBe('google');
    const history = await t.database.db.select().from(loginHistory).where(eq(loginHistory.userId, body.user.id));
    expect(history).toContainEqual(expect.objectContaining({ success: true, loginMethod: 'google' }));
    // Google verified the address, so the welcome credits come at once.
    const [credits] = await t.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.accountId, user.bizamplyId));
    expect(credits?.totalCredits).toBe(100);

    // The code is single use.
    const replay = await exchange(code, browser);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'INVALID_LINK', message: SIGN_IN_MESSAGES.codeInvalid });

    // Signing in again finds the same user by Google's subject.
    expect((await statusOf(await googleToken(email))).user?.id).toBe(body.user.id);
  });

  it("refuses the code in any other browser: a victim opening an attacker's callback link is not signed in", async () => {
    const attacker = newBrowser();
    const landing = await signInWithGoogle(uniqueEmail('attacker'), { browser: attacker });
    const code = landing.searchParams.get('code');

    const victim = newBrowser();
    const withoutCookie = await exchange(code, victim);
    expect(withoutCookie.statusCode).toBe(400);
    expect(withoutCookie.json()).toEqual({
      success: false,
      code: 'INVALID_LINK',
      message: SIGN_IN_MESSAGES.codeInvalid,
      status: 400,
    });
    await startIn(victim);
    expect((await exchange(code, victim)).statusCode).toBe(400);
    // The attacker's own browser still can (within the minute): the refusal did not depend on anything else.
    expect((await exchange(code, attacker)).statusCode).toBe(200);
  });

  it("refuses the provider's callback in another browser (a forwarded state is useless)", async () => {
    const attacker = newBrowser();
    const callback = await consent(await startIn(attacker), uniqueEmail('forwarded'));
    const victim = newBrowser();
    await startIn(victim);
    const landing = await redirectOf(callback.toString(), { headers: { cookie: cookieOf(victim) } });
    expect(landing.searchParams.get('error')).toBe('google_auth_failed');
    expect(landing.searchParams.get('code')).toBeNull();
  });

  it('lets a code live 60 seconds', async () => {
    const browser = newBrowser();
    const landing = await signInWithGoogle(uniqueEmail('slow'), { browser });
    await t.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.purpose, 'sign_in_code'));
    const late = await exchange(landing.searchParams.get('code'), browser);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVALID_LINK');
  });

  it('never replaces a signed-in session of another user silently: 409, and the code still works after sign-out', async () => {
    const browser = newBrowser();
    const current = await googleToken(uniqueEmail('current'), browser);
    const landing = await signInWithGoogle(uniqueEmail('other'), { browser });
    const code = landing.searchParams.get('code');

    const conflict = await exchange(code, browser, current);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      success: false,
      code: 'SESSION_CONFLICT',
      message: SIGN_IN_MESSAGES.sessionConflict,
      status: 409,
    });
    expect((await statusOf(current)).authenticated).toBe(true);

    // The user chose to switch: signed out first, the same code now opens the other account.
    const switched = await exchange(code, browser);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().user.email).toMatch(/^other-/);
  });

  it('carries only a same-origin returnUrl through the round trip', async () => {
    const cases: [string, string | null][] = [
      ['/reports?tab=2', '/reports?tab=2'],
      ['/\\evil.example.com', null],
      ['//evil.example.com', null],
      ['https://evil.example.com/', null],
      ['javascript:alert(1)', null],
    ];
    for (const [asked, expected] of cases) {
      const browser = newBrowser();
      const landing = await signInWithGoogle(uniqueEmail('return'), {
        browser,
        query: `?returnUrl=${encodeURIComponent(asked)}`,
      });
      expect(landing.origin).toBe(base);
      const response = await exchange(landing.searchParams.get('code'), browser);
      expect(response.json().returnUrl, asked).toBe(expected);
    }
    // Text that is not text at all (NUL) is a refused sign-in, as every other validator refuses it.
    const refused = await redirectOf(`${base}/auth/google?returnUrl=%2Fa%00b`);
    expect(refused.pathname).toBe('/auth/callback');
    expect(refused.searchParams.get('error')).toBe('google_auth_failed');
  });

  it('links an existing verified account with the same address', async () => {
    const email = uniqueEmail('linked');
    const [account] = await t.database.db.insert(accounts).values({ companyName: 'Linked Co' }).returning();
    const [existing] = await t.database.db
      .insert(users)
      .values({ accountId: account?.id ?? '', email, firstName: 'Lin', emailVerifiedAt: new Date() })
      .returning();
    expect((await statusOf(await googleToken(email.toUpperCase()))).user).toMatchObject({
      id: existing?.id,
      firstName: 'Lin',
    });
  });

  it("takes an address back from a stranger's unverified sign-up", async () => {
    const squatter = await signUp(t, { email: uniqueEmail('victim') });
    expect(await googleToken(squatter.email)).toBeTruthy();
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
    expect(forged.searchParams.get('code')).toBeNull();

    const browser = newBrowser();
    const callback = await consent(await startIn(browser), uniqueEmail('replay'));
    const headers = { cookie: cookieOf(browser) };
    expect((await redirectOf(callback.toString(), { headers })).searchParams.get('code')).toBeTruthy();
    expect((await redirectOf(callback.toString(), { headers })).searchParams.get('error')).toBe('google_auth_failed');
  });

  it('fails with google_auth_failed when the user cancels or Google has not verified the address', async () => {
    expect((await signInWithGoogle(uniqueEmail('cancel'), { decision: 'deny' })).searchParams.get('error')).toBe(
      'google_auth_failed',
    );
    const unverified = await signInWithGoogle(uniqueEmail('unverified'), { emailVerified: false });
    expect(unverified.searchParams.get('error')).toBe('google_auth_failed');
  });

  it('refuses banned and inactive users', async () => {
    const email = uniqueEmail('banned');
    expect(await googleToken(email)).toBeTruthy();
    await t.database.db.update(users).set({ status: 'banned' }).where(eq(users.email, email));
    expect((await signInWithGoogle(email)).searchParams.get('error')).toBe('account_suspended');
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.email, email));
    expect((await signInWithGoogle(email)).searchParams.get('error')).toBe('account_inactive');
  });
});
