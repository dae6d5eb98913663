import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_LINK_PATHS,
  authResponseSchema,
  INVITATION_MESSAGES,
  mailboxResponseSchema,
  PASSWORD_RESET_MESSAGES,
  REGISTRATION_MESSAGES,
} from '@bizamply/contracts';
import { creditAccounts, passwordTokens, sessions, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createAdmin } from '../admin-customers/admin-customers.test-support.ts';
import { runQueuedJobs, signUp, STRONG_PASSWORD, uniqueEmail, uniqueIp, verifiedUser } from './auth.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'N3w&Better!';

const post = (url: string, payload: Record<string, unknown>, options: { ip?: string; token?: string } = {}) =>
  t.request({
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': options.ip ?? uniqueIp() },
    ...(options.token ? { token: options.token } : {}),
  });

const login = (email: string, password: string) => post('/auth/login', { email, password });

async function mailbox(email: string) {
  await runQueuedJobs(t);
  const response = await t.app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return mailboxResponseSchema.parse(response.json()).messages;
}

/** The token of the newest mailed link to `path`, read from the fragment (`#token=`). */
async function mailedToken(email: string, path: string): Promise<string> {
  const [message] = await mailbox(email);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  const url = new URL(link);
  expect(url.pathname).toBe(path);
  expect(url.search).toBe('');
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

const forgetCooldown = () => t.database.db.execute(sql`DELETE FROM rate_limit_buckets WHERE key LIKE 'reset-send:%'`);

describe('forgot password (issue 13 §9)', () => {
  it('mails a one-time link that sets a new password, ends every session and lets the user sign in', async () => {
    const user = await verifiedUser(t);
    const otherDevice = await login(user.email, STRONG_PASSWORD);
    expect(otherDevice.statusCode).toBe(200);

    const asked = await post('/auth/forgot-password', { email: user.email.toUpperCase() });
    expect(asked.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.linkSent });
    const [message] = await mailbox(user.email);
    expect(message?.subject).toBe(PASSWORD_RESET_MESSAGES.mailSubject);
    expect(message?.text).toContain('30 minutes');
    const token = await mailedToken(user.email, ACCOUNT_LINK_PATHS.resetPassword);
    // Only a hash is kept.
    const stored = await t.database.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);

    const weak = await post('/auth/reset-password', { token, password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(REGISTRATION_MESSAGES.passwordComplexity);

    const reset = await post('/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.passwordReset });
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.user.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await t.request({ url: '/auth/status', token: user.token })).json().authenticated).toBe(false);

    expect((await login(user.email, STRONG_PASSWORD)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    // Single use.
    const again = await post('/auth/reset-password', { token, password: 'An0ther&Pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      code: 'INVALID_LINK',
      message: PASSWORD_RESET_MESSAGES.invalidLink,
      status: 400,
    });
  });

  it('answers unknown and suspended addresses exactly like real ones, and mails nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const banned = await verifiedUser(t);
    await t.database.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.user.id));
    for (const email of [ghost, banned.email]) {
      const response = await post('/auth/forgot-password', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.linkSent });
    }
    expect(await mailbox(ghost)).toHaveLength(0);
    expect((await mailbox(banned.email)).some((mail) => mail.subject === PASSWORD_RESET_MESSAGES.mailSubject)).toBe(
      false,
    );
  });

  it('expires after 30 minutes, and a newer link retires the older one', async () => {
    const user = await verifiedUser(t);
    await post('/auth/forgot-password', { email: user.email });
    const first = await mailedToken(user.email, ACCOUNT_LINK_PATHS.resetPassword);
    await forgetCooldown();
    await post('/auth/forgot-password', { email: user.email });
    const second = await mailedToken(user.email, ACCOUNT_LINK_PATHS.resetPassword);
    expect((await post('/auth/reset-password', { token: first, password: NEW_PASSWORD })).statusCode).toBe(400);

    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordTokens.userId, user.user.id));
    const late = await post('/auth/reset-password', { token: second, password: NEW_PASSWORD });
    expect(late.json().code).toBe('INVALID_LINK');
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('is rate limited per address whether or not it exists: a second request within a minute is 429', async () => {
    for (const email of [uniqueEmail('limited'), (await verifiedUser(t)).email]) {
      expect((await post('/auth/forgot-password', { email })).statusCode).toBe(200);
      const second = await post('/auth/forgot-password', { email });
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({
        code: 'RATE_LIMIT_EXCEEDED',
        message: PASSWORD_RESET_MESSAGES.tooManyRequests,
      });
    }
  });

  it('proves an unverified address: the reset verifies it and grants the welcome credits once', async () => {
    const signed = await signUp(t);
    await post('/auth/forgot-password', { email: signed.email });
    const token = await mailedToken(signed.email, ACCOUNT_LINK_PATHS.resetPassword);
    expect((await post('/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const signedIn = await login(signed.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(authResponseSchema.parse(signedIn.json()).user.emailVerified).toBe(true);
    const [credits] = await t.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.accountId, signed.user.bizamplyId));
    expect(credits?.totalCredits).toBe(100);
  });

  it('refuses malformed tokens with 400, never 500', async () => {
    for (const token of ['', 'short', 'x'.repeat(500), '../../etc/passwd', 'a b c d e f g h i j k l m n o p']) {
      const response = await post('/auth/reset-password', { token, password: NEW_PASSWORD });
      expect(response.statusCode, token).toBe(400);
    }
  });
});

describe('invitations (issue 13 §9)', () => {
  async function invite(initialCredits = 25) {
    const admin = await createAdmin(t);
    const email = uniqueEmail('invited');
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/customers',
      token: admin.token,
      payload: { Email: email, firstName: 'Ines', initialCredits },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { email, customerId: created.json().data._id as string };
  }

  it('mails a 7-day link; setting the password signs the customer in, verified, with only the initial credits', async () => {
    const { email } = await invite(25);
    const [message] = await mailbox(email);
    expect(message?.subject).toBe(INVITATION_MESSAGES.mailSubject);
    expect(message?.text).toContain('Hi Ines');
    expect(message?.text).toContain('7 days');
    const token = await mailedToken(email, ACCOUNT_LINK_PATHS.acceptInvitation);
    const [stored] = await t.database.db
      .select({ expiresAt: passwordTokens.expiresAt, purpose: passwordTokens.purpose })
      .from(passwordTokens)
      .innerJoin(users, eq(users.id, passwordTokens.userId))
      .where(eq(users.email, email));
    expect(stored?.purpose).toBe('invitation');
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const accepted = await post('/auth/accept-invitation', { token, password: NEW_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const body = authResponseSchema.parse(accepted.json());
    expect(body).toMatchObject({ message: INVITATION_MESSAGES.accepted, user: { email, emailVerified: true } });
    const balance = await t.request({ url: '/api/credits/balance', token: body.token });
    expect(balance.json().data.totalCredits).toBe(25);

    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const reused = await post('/auth/accept-invitation', { token, password: 'An0ther&Pass' });
    expect(reused.json()).toMatchObject({ code: 'INVALID_LINK', message: INVITATION_MESSAGES.invalidLink });
  });

  it('expires after 7 days, and a reset token is no invitation (nor the other way round)', async () => {
    const { email } = await invite(0);
    const token = await mailedToken(email, ACCOUNT_LINK_PATHS.acceptInvitation);
    expect((await post('/auth/reset-password', { token, password: NEW_PASSWORD })).json().code).toBe('INVALID_LINK');
    await t.database.db.execute(sql`
      UPDATE password_tokens SET expires_at = now() - interval '1 second'
      WHERE user_id = (SELECT id FROM users WHERE email = ${email})`);
    expect((await post('/auth/accept-invitation', { token, password: NEW_PASSWORD })).json().code).toBe('INVALID_LINK');
  });

  it('does not let a deactivated customer in through the invitation', async () => {
    const { email, customerId } = await invite(0);
    const token = await mailedToken(email, ACCOUNT_LINK_PATHS.acceptInvitation);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, customerId));
    const refused = await post('/auth/accept-invitation', { token, password: NEW_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_INACTIVE');
  });
});
