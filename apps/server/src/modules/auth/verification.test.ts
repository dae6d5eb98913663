import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_MESSAGES, authResponseSchema, mailboxResponseSchema, VERIFICATION_MESSAGES } from '@bizamply/contracts';
import { emailVerifications, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { latestCode, runQueuedJobs, signUp, STRONG_PASSWORD, uniqueEmail, uniqueIp } from './auth.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const verify = (email: string, code: string, token?: string) =>
  t.request({
    method: 'POST',
    url: '/auth/verify-email',
    headers: { 'x-forwarded-for': uniqueIp() },
    payload: { email, code },
    ...(token ? { token } : {}),
  });
const resend = (email: string) =>
  t.request({
    method: 'POST',
    url: '/auth/resend-verification',
    headers: { 'x-forwarded-for': uniqueIp() },
    payload: { email },
  });
/** The 30 s resend cooldown, as if it had passed. */
const forgetCooldown = () => t.database.db.execute(sql`DELETE FROM rate_limit_buckets WHERE key LIKE 'verify-send:%'`);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification', () => {
  it('mails a 6-digit code that verifies the address and signs the user in', async () => {
    const user = await signUp(t);
    await runQueuedJobs(t);
    const mailbox = mailboxResponseSchema.parse((await t.app.inject({ url: `/dev/mailbox?to=${user.email}` })).json());
    expect(mailbox.messages).toHaveLength(1);
    expect(mailbox.messages[0]?.subject).toBe('Your Bizamply verification code');
    expect(mailbox.messages[0]?.text).toContain('5 minutes');
    const code = await latestCode(t, user.email);

    const response = await verify(user.email.toUpperCase(), code);
    expect(response.statusCode).toBe(200);
    const body = authResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      message: ACCESS_MESSAGES.emailVerified,
      user: { id: user.user.id, emailVerified: true },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await t.request({ url: '/auth/status', token: user.token })).json().user.emailVerified).toBe(true);

    const login = await t.request({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: { email: user.email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // The code is spent, and only stored as a keyed hash.
    expect((await verify(user.email, code)).json().code).toBe('INVALID_VERIFICATION_CODE');
    const stored = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.user.id));
    expect(stored.every((entry) => !entry.codeHash.includes(code))).toBe(true);
  });

  it('answers a wrong code with the spec message', async () => {
    const user = await signUp(t);
    const code = await latestCode(t, user.email);
    const response = await verify(user.email, wrongCode(code));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: VERIFICATION_MESSAGES.invalidCode,
      code: 'INVALID_VERIFICATION_CODE',
      status: 400,
    });
  });

  it.each(['12345', '1234567', 'abcdef', ''])('asks for the complete code for %j', async (code) => {
    const response = await verify('a@b.co', code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VERIFICATION_MESSAGES.incompleteCode);
  });

  it('replaces the code on resend: the old one stops working', async () => {
    const user = await signUp(t);
    const oldCode = await latestCode(t, user.email);
    const tooSoon = await resend(user.email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', message: ACCESS_MESSAGES.resendTooSoon });

    await forgetCooldown();
    const response = await resend(user.email);
    expect(response.json()).toEqual({ success: true, message: ACCESS_MESSAGES.codeSent });
    const newCode = await latestCode(t, user.email);
    if (newCode !== oldCode) {
      expect((await verify(user.email, oldCode)).json().code).toBe('INVALID_VERIFICATION_CODE');
    }
    expect((await verify(user.email, newCode)).statusCode).toBe(200);
  });

  it('says when the code has expired', async () => {
    const user = await signUp(t);
    const code = await latestCode(t, user.email);
    await t.database.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.userId, user.user.id));
    const response = await verify(user.email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VERIFICATION_EXPIRED', message: VERIFICATION_MESSAGES.expired });
  });

  it('burns the code after 5 wrong attempts', async () => {
    const user = await signUp(t);
    const code = await latestCode(t, user.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(user.email, wrongCode(code))).json().code).toBe('INVALID_VERIFICATION_CODE');
    }
    const fifth = await verify(user.email, wrongCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(VERIFICATION_MESSAGES.tooManyAttempts);
    expect((await verify(user.email, code)).json().message).toBe(VERIFICATION_MESSAGES.tooManyAttempts);
  });

  it('counts parallel guesses one after another', async () => {
    const user = await signUp(t);
    const code = await latestCode(t, user.email);
    const guesses = await Promise.all(Array.from({ length: 8 }, () => verify(user.email, wrongCode(code))));
    expect(guesses.filter((guess) => guess.json().code === 'INVALID_VERIFICATION_CODE')).toHaveLength(4);
    const [row] = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.user.id));
    expect(row?.attempts).toBe(5);
  });

  it('answers resend for unknown addresses exactly like for real ones, and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCESS_MESSAGES.codeSent });
    await runQueuedJobs(t);
    const mailbox = mailboxResponseSchema.parse((await t.app.inject({ url: `/dev/mailbox?to=${email}` })).json());
    expect(mailbox.messages).toHaveLength(0);
    expect((await verify(email, '123456')).json().code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('refuses unknown fields', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/resend-verification',
      payload: { email: 'a@b.co', userId: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});
