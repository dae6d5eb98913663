import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES } from '@bizamply/contracts';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { timeStep, totpAt } from '../../src/modules/profile/totp.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../app.ts';
import { reportSecurityPart } from './security-report.ts';

/**
 * Issue 13 §7: what a stolen session could guess. Changing the password, turning two-factor on or off, and linking a
 * store to one's account all check a secret the session alone does not prove; each allows 5 wrong answers per user
 * per 15 minutes, like sign-in, then answers 429 without checking (even the right answer).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
reportSecurityPart(
  'k. security: stolen-session brute force',
  'change-password, 2FA enable and disable, store-link password confirmation: 5 wrong answers per user per 15 minutes, then 429 "Too many attempts"',
);

const PASSWORD = 'Corr3ct&Horse';
const TOO_MANY = {
  success: false,
  message: GENERAL_MESSAGES.tooManyAttempts,
  code: 'RATE_LIMIT_EXCEEDED',
  status: 429,
};

async function userWithPassword() {
  const user = await createUserWithBrand(t);
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.user.id));
  return user;
}

/** Five wrong answers are refused as wrong; the sixth, even right, is 429; another user is unaffected. */
async function expectLimited(
  attempt: (
    user: Awaited<ReturnType<typeof userWithPassword>>,
    right: boolean,
  ) => Promise<{ statusCode: number; json: () => unknown }>,
  prepare: (user: Awaited<ReturnType<typeof userWithPassword>>) => Promise<void> = async () => {},
) {
  const user = await userWithPassword();
  await prepare(user);
  for (let index = 0; index < 5; index += 1) {
    const wrong = await attempt(user, false);
    // Refused as a wrong secret: checked, not stopped by validation or the limit.
    expect(wrong.json()).toMatchObject({
      code: expect.stringMatching(/^(INVALID_CURRENT_PASSWORD|INVALID_TWO_FACTOR_CODE|INVALID_CREDENTIALS)$/),
    });
  }
  const sixth = await attempt(user, true);
  expect(sixth.statusCode).toBe(429);
  expect(sixth.json()).toEqual(TOO_MANY);

  const other = await userWithPassword();
  await prepare(other);
  expect((await attempt(other, true)).statusCode).toBe(200);
}

const twoFactorSecret = new Map<string, string>();
async function setUpTwoFactor(user: Awaited<ReturnType<typeof userWithPassword>>) {
  const setup = await t.request({ method: 'POST', url: '/api/profile/two-factor/setup', token: user.token });
  expect(setup.statusCode).toBe(200);
  twoFactorSecret.set(user.user.id, setup.json().data.secret as string);
}
const codeFor = (userId: string, step = timeStep()) => totpAt(twoFactorSecret.get(userId) ?? '', step);
/** Two-factor set up and turned on with the app's first code (a right answer: it uses nothing up). */
async function turnOnTwoFactor(user: Awaited<ReturnType<typeof userWithPassword>>) {
  await setUpTwoFactor(user);
  const enabled = await t.request({
    method: 'POST',
    url: '/api/profile/two-factor/enable',
    token: user.token,
    payload: { code: codeFor(user.user.id) },
  });
  expect(enabled.statusCode).toBe(200);
}
const wrongCode = (userId: string) => {
  const right = new Set([-1, 0, 1].map((drift) => codeFor(userId, timeStep() + drift)));
  let code = '000000';
  while (right.has(code)) code = String(crypto.randomInt(1_000_000)).padStart(6, '0');
  return code;
};

describe('a signed-in session gets 5 guesses per 15 minutes at a secret it does not prove', () => {
  it('change password (current password)', async () => {
    await expectLimited((user, right) =>
      t.request({
        method: 'POST',
        url: '/api/profile/change-password',
        token: user.token,
        payload: { currentPassword: right ? PASSWORD : `Wr0ng&${crypto.randomInt(1e6)}`, newPassword: 'N3w&Password!' },
      }),
    );
  });

  it('two-factor: turning it on (the first code)', async () => {
    await expectLimited(
      (user, right) =>
        t.request({
          method: 'POST',
          url: '/api/profile/two-factor/enable',
          token: user.token,
          payload: { code: right ? codeFor(user.user.id) : wrongCode(user.user.id) },
        }),
      setUpTwoFactor,
    );
  });

  it('two-factor: turning it off (a current or recovery code)', async () => {
    await expectLimited(
      (user, right) =>
        t.request({
          method: 'POST',
          url: '/api/profile/two-factor/disable',
          token: user.token,
          payload: {
            code: right ? codeFor(user.user.id, timeStep() + 1) : `wrong-${crypto.randomInt(10_000, 99_999)}`,
          },
        }),
      turnOnTwoFactor,
    );
  });

  it('linking a store to the signed-in account (confirm with the current password)', async () => {
    await expectLimited((user, right) => {
      const password = right ? PASSWORD : `Wr0ng(${crypto.randomInt(1e6)})`;
      const shop = `link-${crypto.randomBytes(4).toString('hex')}.myshopify.com`;
      return t.request({
        method: 'POST',
        url: '/auth/register',
        token: user.token,
        payload: {
          firstName: 'Mia',
          lastName: 'Link',
          email: user.user.email,
          password,
          confirmPassword: password,
          companyName: 'Link Co',
          brandName: `Linked ${shop.slice(5, 9)}`,
          shop,
          shopifySessionId: `offline_${shop}`,
          shopifyAccessToken: 'shpat_link_value',
        },
      });
    });
  });

  it('right answers do not use up the budget', async () => {
    const user = await userWithPassword();
    for (let index = 0; index < 4; index += 1) {
      const wrong = await t.request({
        method: 'POST',
        url: '/api/profile/change-password',
        token: user.token,
        payload: { currentPassword: 'Wr0ng&Guess1', newPassword: 'N3w&Password!' },
      });
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD' });
    }
    await turnOnTwoFactor(user);
    const changed = await t.request({
      method: 'POST',
      url: '/api/profile/change-password',
      token: user.token,
      payload: { currentPassword: PASSWORD, newPassword: 'N3w&Password!' },
    });
    expect(changed.statusCode).toBe(200);
  });
});
