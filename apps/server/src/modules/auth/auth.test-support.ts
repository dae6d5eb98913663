import crypto from 'node:crypto';
import { Logger, runOnce } from 'graphile-worker';
import { expect } from 'vitest';
import { authResponseSchema, mailboxResponseSchema } from '@bizamply/contracts';
import { buildTaskList } from '../../jobs/tasks.ts';
import { createMailer } from '../../mail/mailer.ts';
import type { TestApp } from '../../../test/app.ts';

const silent = new Logger(() => () => {});

/** Runs every queued job once, as a worker would (tests have no worker running). */
export async function runQueuedJobs(t: TestApp): Promise<void> {
  const mailer = createMailer({ db: t.database.db, smtpUrl: undefined, from: t.config.MAIL_FROM });
  await runOnce({
    pgPool: t.database.pool,
    taskList: buildTaskList({ db: t.database.db, mailer, generationLease: t.config.generationLease }),
    logger: silent,
  });
}

/** Delivers queued mail, then reads the newest code sent to the address from GET /dev/mailbox. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  await runQueuedJobs(t);
  const response = await t.app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  const { messages } = mailboxResponseSchema.parse(response.json());
  const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a code mailed to ${email}`).toBeDefined();
  return code ?? '';
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;

/** Rate limits count per IP; each test calls from its own address (X-Forwarded-For, trusted proxy). */
export const uniqueIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

export const STRONG_PASSWORD = 'Str0ng&Secure';

export async function signUp(t: TestApp, overrides: { email?: string; name?: string; ip?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const response = await t.request({
    method: 'POST',
    url: '/auth/signup',
    headers: { 'x-forwarded-for': overrides.ip ?? uniqueIp() },
    payload: { email, password: STRONG_PASSWORD, name: overrides.name ?? 'Ann Marie Smith' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = authResponseSchema.parse(response.json());
  return { email, token: body.token, user: body.user };
}

/** Signs up and verifies with the mailed code: a user who can log in. */
export async function verifiedUser(t: TestApp) {
  const signed = await signUp(t);
  const code = await latestCode(t, signed.email);
  const response = await t.request({
    method: 'POST',
    url: '/auth/verify-email',
    headers: { 'x-forwarded-for': uniqueIp() },
    payload: { email: signed.email, code },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...signed, token: (response.json() as { token: string }).token };
}
