import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailboxResponseSchema, SIGN_IN_BINDING_COOKIE } from '@bizamply/contracts';
import { creditLedger, oauthStates, passwordTokens, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { createUserWithBrand } from '../app.ts';
import { buildListeningApp, type ListeningApp } from '../listening-app.ts';
import { errorShapeProblem, report } from './world.ts';

/**
 * Issue 13 §3, §4, §5 (sign-in), §8 (inactive) and §9, tried as an attacker would, against the app listening
 * on a port (the Google round trip goes through the simulator's provider over HTTP). Each hole the issue found
 * is one check here, so it can never come back.
 */
let t: ListeningApp;
const failures: string[] = [];
let checks = 0;
const started = Date.now();

beforeAll(async () => {
  t = await buildListeningApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  report({
    part: 'm. account safety',
    checks,
    failures: failures.length,
    seconds: (Date.now() - started) / 1000,
    detail: failures.length
      ? `first: ${failures[0]}`
      : 'unverified gate, report relay, login CSRF, redirects, inactive, reset',
  });
  await t.close();
});

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

function check(name: string, ok: boolean, detail = '') {
  checks += 1;
  if (!ok) failures.push(`${name}${detail ? `: ${detail}` : ''}`);
}

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.request({ method: 'POST', url, payload, headers: { 'x-forwarded-for': nextIp() }, ...(token ? { token } : {}) });

async function mailbox(email: string) {
  await t.runJobs();
  const response = await t.app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return mailboxResponseSchema.parse(response.json()).messages;
}

const email = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** One browser: only the sign-in binding cookie is kept between navigations. */
function browser() {
  let binding = '';
  const cookie = () => (binding ? `${SIGN_IN_BINDING_COOKIE}=${binding}` : '');
  return {
    async navigate(url: string, init: RequestInit = {}): Promise<URL> {
      const response = await fetch(url, { ...init, redirect: 'manual', headers: { cookie: cookie() } });
      const set = response.headers.getSetCookie().find((line) => line.startsWith(`${SIGN_IN_BINDING_COOKIE}=`));
      if (set) binding = set.split(';')[0]?.split('=')[1] ?? '';
      return new URL(response.headers.get('location') ?? '', url);
    },
    async exchange(code: string | null, bearer?: string) {
      const csrf = (await t.app.inject({ url: '/auth/csrf-token' })).json() as { csrfToken: string };
      return t.app.inject({
        method: 'POST',
        url: '/auth/exchange',
        headers: {
          cookie: [`csrf_token=${csrf.csrfToken}`, cookie()].filter(Boolean).join('; '),
          'x-csrf-token': csrf.csrfToken,
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        payload: { code: code ?? '' },
      });
    },
  };
}
type Browser = ReturnType<typeof browser>;

/** /auth/google → provider consent → our callback, in `who`'s browser; returns the provider's callback URL. */
async function consentIn(who: Browser, address: string, query = ''): Promise<URL> {
  const authorize = await who.navigate(`${t.baseUrl}/auth/google${query}`);
  const page = await (await fetch(authorize)).text();
  const requestId = page.match(/name="request_id" value="([^"]+)"/)?.[1] ?? '';
  const approve = await fetch(`${t.baseUrl}/sim/google/o/oauth2/v2/auth/approve`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ request_id: requestId, email: address, name: 'Mal Lory', decision: 'allow' }),
  });
  return new URL(approve.headers.get('location') ?? '', t.baseUrl);
}

describe('account safety (issue 13)', () => {
  it('§3 an unverified sign-up cannot connect, generate, schedule or hold credits until it verifies', async () => {
    const address = email('unverified');
    const signup = await post('/auth/signup', { email: address, password: 'Str0ng&Secure', name: 'Una Verified' });
    const token = signup.json().token as string;
    const brandId = crypto.randomUUID();
    const attempts = [
      { method: 'POST', url: '/integrations/facebook/connect', payload: { brandId, pageId: '104857600000001' } },
      {
        method: 'POST',
        url: '/api/reports/schedules',
        payload: { reportType: 'review-summary', frequency: 'weekly', email: 'x@example.org' },
      },
      {
        method: 'POST',
        url: `/api/comments/${crypto.randomUUID()}/generate-response`,
        payload: { idempotencyKey: 'k-1' },
      },
      { method: 'GET', url: '/api/credits/balance' },
      { method: 'GET', url: '/api/connections' },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.request({ ...attempt, token, brandId, headers: { 'x-forwarded-for': nextIp() } });
      check(
        `unverified ${attempt.method} ${attempt.url}`,
        response.statusCode === 403 &&
          response.json().code === 'EMAIL_NOT_VERIFIED' &&
          errorShapeProblem(403, response.headers['content-type'] as string, response.body) === null,
        `${response.statusCode} ${response.body.slice(0, 100)}`,
      );
    }
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.accountId, signup.json().user.bizamplyId));
    check('no welcome credits before verification', ledger.length === 0, `${ledger.length} entries`);
    const code = (await mailbox(address))[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const verified = await post('/auth/verify-email', { email: address, code });
    const balance = await t.request({ url: '/api/credits/balance', token: verified.json().token });
    check('welcome credits on verification', balance.json().data?.totalCredits === 100, balance.body.slice(0, 100));
    expect(failures).toEqual([]);
  });

  it('§4 report e-mails go only to verified users of the account, 10 schedules per brand', async () => {
    const owner = await createUserWithBrand(t);
    const foreign = Array.from({ length: 40 }, (_, index) => `target${index}@victims.example.org`);
    const answers = await Promise.all(
      foreign.map((address) =>
        t.request({
          method: 'POST',
          url: '/api/reports/schedules',
          token: owner.token,
          brandId: owner.brand.id,
          payload: { reportType: 'review-summary', frequency: 'weekly', email: address },
        }),
      ),
    );
    check(
      '40 foreign recipients refused',
      answers.every((answer) => answer.statusCode === 400),
    );
    await t.runJobs();
    const relayed = await Promise.all(foreign.slice(0, 5).map((address) => mailbox(address)));
    check(
      'nothing mailed to a foreign address',
      relayed.every((messages) => messages.length === 0),
    );
    const own = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.request({
          method: 'POST',
          url: '/api/reports/schedules',
          token: owner.token,
          brandId: owner.brand.id,
          payload: { reportType: 'credit-usage', frequency: 'monthly', email: owner.user.email },
        }),
      ),
    );
    const accepted = own.filter((answer) => answer.statusCode === 200).length;
    check('at most 10 schedules per brand', accepted === 10, `${accepted} accepted`);
    expect(failures).toEqual([]);
  });

  it('§5 a sign-in link works only in the browser that started it, once, for at most 60 s, and never on another origin', async () => {
    const attacker = browser();
    const callback = await consentIn(attacker, email('attacker'));
    const landing = await attacker.navigate(callback.toString());
    const code = landing.searchParams.get('code');
    check('callback carries a code, not a token', Boolean(code) && landing.searchParams.get('token') === null);
    const [row] = await t.database.db
      .select({ ttl: sql<number>`extract(epoch from ${oauthStates.expiresAt} - ${oauthStates.createdAt})` })
      .from(oauthStates)
      .where(eq(oauthStates.purpose, 'sign_in_code'));
    check('the code lives at most 60 s', Number(row?.ttl) <= 60, String(row?.ttl));

    const victim = browser();
    const planted = await victim.exchange(code);
    check("the attacker's code is refused in the victim's browser", planted.statusCode === 400, planted.body);
    const forwarded = await victim.navigate(callback.toString());
    check('a forwarded provider callback is refused', forwarded.searchParams.get('error') === 'google_auth_failed');
    check('the owner of the code can use it', (await attacker.exchange(code)).statusCode === 200);
    check('a code works once', (await attacker.exchange(code)).statusCode === 400);

    const signedIn = browser();
    const firstCallback = await consentIn(signedIn, email('first'));
    const first = await signedIn.exchange((await signedIn.navigate(firstCallback.toString())).searchParams.get('code'));
    const secondCallback = await consentIn(signedIn, email('second'));
    const secondCode = (await signedIn.navigate(secondCallback.toString())).searchParams.get('code');
    const conflict = await signedIn.exchange(secondCode, first.json().token);
    check('an existing session is not replaced silently', conflict.statusCode === 409, conflict.body.slice(0, 100));

    for (const hostile of [
      '/\\evil.example.com',
      '//evil.example.com',
      'https://evil.example.com',
      'javascript:alert(1)',
    ]) {
      const who = browser();
      const start = await who.navigate(`${t.baseUrl}/auth/google?returnUrl=${encodeURIComponent(hostile)}`);
      check(`start stays with the provider (${hostile})`, start.origin === t.baseUrl);
      const back = await who.navigate(
        (await consentIn(who, email('redirect'), `?returnUrl=${encodeURIComponent(hostile)}`)).toString(),
      );
      check(
        `callback stays on our origin (${hostile})`,
        back.origin === t.baseUrl && back.pathname === '/auth/callback',
      );
      const exchanged = await who.exchange(back.searchParams.get('code'));
      check(`returnUrl ${hostile} dropped`, exchanged.json().returnUrl === null, exchanged.body.slice(0, 100));
    }
    expect(failures).toEqual([]);
  });

  it('§8 a deactivated customer cannot sign in (password or Google) nor keep using a session', async () => {
    const admin = await createUserWithBrand(t, { role: 'admin' });
    const customer = await createUserWithBrand(t);
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Str0ng&Secure') })
      .where(eq(users.id, customer.user.id));
    const deactivated = await t.request({
      method: 'DELETE',
      url: `/api/admin/customers/${customer.user.id}`,
      token: admin.token,
    });
    check('the administrator deactivates', deactivated.statusCode === 200, deactivated.body);
    const login = await post('/auth/login', { email: customer.user.email, password: 'Str0ng&Secure' });
    check(
      'password sign-in answers 403 ACCOUNT_INACTIVE',
      login.statusCode === 403 && login.json().code === 'ACCOUNT_INACTIVE',
      login.body,
    );
    const session = await t.request({ url: '/api/credits/balance', token: customer.token });
    check('the open session is refused', session.statusCode === 401);
    const who = browser();
    const back = await who.navigate((await consentIn(who, customer.user.email)).toString());
    check('Google sign-in is refused', back.searchParams.get('error') === 'account_inactive', back.toString());
    const listed = await t.request({ url: `/api/admin/customers/${customer.user.id}`, token: admin.token });
    check('the administrator sees the status', listed.json().data?.status === 'inactive');
    expect(failures).toEqual([]);
  });

  it('§9 a reset link is hashed at rest, single use, answers the same for unknown addresses and ends every session', async () => {
    const ghost = email('ghost');
    const ghostAnswer = await post('/auth/forgot-password', { email: ghost });
    const user = await createUserWithBrand(t);
    const realAnswer = await post('/auth/forgot-password', { email: user.user.email });
    check('same answer for unknown addresses', ghostAnswer.body === realAnswer.body && ghostAnswer.statusCode === 200);
    check('nothing mailed to an unknown address', (await mailbox(ghost)).length === 0);
    const link = (await mailbox(user.user.email))[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? '';
    check('the token is in the fragment, not the query', new URL(link).search === '' && token.length > 40);
    const stored = await t.database.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.user.id));
    check('only a hash is stored', stored.length === 1 && !stored[0]?.tokenHash.includes(token));
    const reset = await post('/auth/reset-password', { token, password: 'N3w&Better!' });
    check('the reset works', reset.statusCode === 200, reset.body);
    const old = await t.request({ url: '/api/credits/balance', token: user.token });
    check('the old session ended', old.statusCode === 401);
    const replay = await post('/auth/reset-password', { token, password: 'An0ther&Pass' });
    check('the link works once', replay.statusCode === 400 && replay.json().code === 'INVALID_LINK');
    expect(failures).toEqual([]);
  });
});
