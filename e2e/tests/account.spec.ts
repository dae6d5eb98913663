import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  CREDIT_MESSAGES,
  PROFILE_MESSAGES,
  SETTINGS_MESSAGES,
  TWO_FACTOR_MESSAGES,
  VERIFY_OTP_MESSAGES,
} from '@bizamply/contracts';
import { ADMIN, expect, login, readVerificationCode, snap, test, uniqueEmail } from '../support/fixtures.ts';

/**
 * Issue 7 (Profile and Settings) as a new user meets it: personal info with validation, a profile picture, the
 * session list with Revoke, a password change, and the settings (dark theme survives a reload).
 */

const PASSWORD = 'Simple@2026x';
const NEW_PASSWORD = 'Changed@2027y';
/** A 96×96 PNG with a diagonal gradient: what a person would upload as a profile picture. */
function gradientPng(size = 96): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => [40 + x, 90 + y, 200]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signUp(page: Page, request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('account');
  await page.goto('/signup?mode=email');
  await page.getByLabel('Full Name').fill('Lena Fischer');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup\/verify-otp\?email=/);
  const code = await readVerificationCode(request, email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: VERIFY_OTP_MESSAGES.verifyAndContinue }).click();
  await expect(page).toHaveURL(/\/onboarding/);
  return email;
}

/** A second device: signs in through the API and returns its bearer token. */
async function signInElsewhere(request: APIRequestContext, email: string, password: string): Promise<string> {
  const csrf = await request.get('/auth/csrf-token');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post('/auth/login', {
    headers: {
      'x-csrf-token': csrfToken,
      cookie: `csrf_token=${csrfToken}`,
      'user-agent': 'Mozilla/5.0 (iPhone) Safari/605.1',
    },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The authenticator app's side of RFC 6238: the code of the current 30-second step for a base32 key. */
function totp(base32Key: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Key.replace(/\s+/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const profileStatus = async (request: APIRequestContext, token: string) =>
  (await request.get('/backend/api/profile', { headers: { authorization: `Bearer ${token}` } })).status();

test('a new user edits the profile, uploads a picture, revokes a session and changes the password', async ({
  page,
  request,
}) => {
  const email = await signUp(page, request);
  const otherDevice = await signInElsewhere(request, email, PASSWORD);
  expect(await profileStatus(request, otherDevice)).toBe(200);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByText(PROFILE_MESSAGES.noBio)).toBeVisible();
  await snap(page, 'profile-personal-info');

  // Edit: a bad phone number is refused with the country's message.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.emailHint)).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('+1 555 01');
  await page.getByLabel('Phone', { exact: true }).blur();
  const phoneMessage = 'Please enter a valid phone number for United States';
  await expect(page.getByText(`${PROFILE_MESSAGES.fixErrors} ${phoneMessage}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expect(page.getByText('1 error', { exact: true })).toBeVisible();
  await snap(page, 'profile-edit-phone-error');

  await page.getByLabel('Phone', { exact: true }).fill('+1 (415) 555-0123');
  await expect(page.getByText(phoneMessage)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Country', exact: true }).click();
  await page.getByRole('option', { name: 'Germany' }).click();
  await page.getByRole('combobox', { name: 'City' }).click();
  await page.getByRole('option', { name: 'Hamburg' }).click();
  await page.getByLabel('Birthday').fill('1991-07-14');
  await page.getByLabel('Bio').fill('Runs a small ceramics studio in Hamburg.');
  await snap(page, 'profile-edit-filled');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();
  await expect(page.getByText('Runs a small ceramics studio in Hamburg.')).toBeVisible();
  await expect(page.getByText('Hamburg, Germany').first()).toBeVisible();
  await expect(page.getByText('07/14/1991')).toBeVisible();

  // Avatar: a PNG goes up and is shown from the server.
  await page
    .getByLabel('Profile picture file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng() });
  await expect(page.getByText(PROFILE_MESSAGES.avatarUpdated)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /\/api\/profile\/avatar\//);
  // The top bar shows the new picture without a reload.
  await expect(page.getByRole('button', { name: 'Profile menu' }).locator('img')).toHaveAttribute(
    'src',
    /\/api\/profile\/avatar\//,
  );
  await snap(page, 'profile-saved-with-avatar');
  await page.setViewportSize({ width: 375, height: 812 });
  await snap(page, 'profile-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Security: the other device is listed and revoked; its token stops working at once.
  await page.getByRole('tab', { name: 'Security' }).click();
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByText(PROFILE_MESSAGES.active)).toBeVisible();
  const phone = sessions.getByRole('listitem', { name: 'Safari on iOS' });
  await expect(phone).toBeVisible();
  await snap(page, 'profile-security');
  await phone.getByRole('button', { name: PROFILE_MESSAGES.revoke }).click();
  await expect(page.getByText(PROFILE_MESSAGES.sessionRevoked)).toBeVisible();
  await expect(phone).toHaveCount(0);
  expect(await profileStatus(request, otherDevice)).toBe(401);

  // Change password: a mismatch is caught on blur, then the change goes through.
  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill('Different@2027');
  await page.getByLabel('Confirm New Password').blur();
  await expect(page.getByText(PROFILE_MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  // The message goes once the fields agree (and the button moves up with it).
  await expect(page.getByText(PROFILE_MESSAGES.passwordsDoNotMatch)).toHaveCount(0);
  const changed = page.waitForResponse((response) => response.url().includes('/profile/change-password'));
  await page.getByRole('button', { name: PROFILE_MESSAGES.updatePassword }).click();
  const answer = await changed;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page.getByText(PROFILE_MESSAGES.passwordChanged)).toBeVisible();

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Marketing' })).toBeVisible();
  await page.getByRole('switch', { name: 'Reminders' }).click();
  await expect(page.getByRole('switch', { name: 'Reminders' })).toHaveAttribute('aria-checked', 'true');
  await snap(page, 'profile-notifications');
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByText('Free Plan')).toBeVisible();
  await expect(page.getByRole('link', { name: PROFILE_MESSAGES.changePlan })).toHaveAttribute('href', '/plans');
  await snap(page, 'profile-billing');

  // The new password signs in.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, { email, password: NEW_PASSWORD });
  await page.goto('/profile');
  await expect(page.getByText('Lena Fischer').first()).toBeVisible();
});

test('settings are saved on the server and the dark theme survives a reload', async ({ page, request }) => {
  const email = await signUp(page, request);
  const otherDevice = await signInElsewhere(request, email, PASSWORD);

  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Date Format' }).click();
  await page.getByRole('option', { name: 'YYYY-MM-DD' }).click();
  await page.getByRole('combobox', { name: 'Timezone' }).click();
  await page.getByRole('option', { name: '(GMT+01:00) Paris, Berlin, Madrid' }).click();
  await page.getByRole('button', { name: SETTINGS_MESSAGES.save }).click();
  await expect(page.getByText(SETTINGS_MESSAGES.saved)).toBeVisible();
  await expect(page.getByText(/Now: \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await snap(page, 'settings-general');
  await page.setViewportSize({ width: 375, height: 812 });
  await snap(page, 'settings-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page.getByRole('radio', { name: /Dark/ }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await snap(page, 'settings-appearance-dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: /Dark/ })).toHaveAttribute('aria-checked', 'true');
  // The saved date format is used where dates are shown (the Team tab's join date).
  await page.getByRole('tab', { name: 'Team' }).click();
  const team = page.getByRole('table', { name: 'Team members' });
  await expect(team.getByText(email)).toBeVisible();
  await expect(team.getByText('Admin')).toBeVisible();
  await expect(team.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await snap(page, 'settings-team-dark');

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch', { name: 'New features' })).toBeVisible();
  await snap(page, 'settings-notifications-dark');

  await page.getByRole('tab', { name: 'Security & Privacy' }).click();
  await page.getByRole('switch', { name: 'Login notifications' }).click();
  await page.getByRole('button', { name: SETTINGS_MESSAGES.save }).click();
  await expect(page.getByText(SETTINGS_MESSAGES.saved)).toBeVisible();
  await snap(page, 'settings-security-dark');
  await page.getByRole('button', { name: SETTINGS_MESSAGES.signOutAll }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: SETTINGS_MESSAGES.signOutAll }).click();
  await expect(page.getByText(new RegExp(SETTINGS_MESSAGES.signedOutAll))).toBeVisible();
  expect(await profileStatus(request, otherDevice)).toBe(401);

  // Back to light so the screenshots of later steps are in the usual theme.
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page.getByRole('radio', { name: /Light/ }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await snap(page, 'settings-appearance-light');
});

test('an administrator sees the credit settings at the tail of the settings screen', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/settings');
  const credit = page.getByRole('region', { name: 'Credit Settings' });
  await expect(credit).toBeVisible();
  await expect(credit.getByLabel('Generate credits')).toHaveValue(/^\d+$/);
  await expect(credit.getByText('Total generate + send via WhatsApp')).toBeVisible();
  await expect(credit.getByRole('button', { name: CREDIT_MESSAGES.saveSettings })).toBeVisible();
  // A value out of range is refused before anything is sent.
  await credit.getByLabel('Send credits').fill('11');
  await expect(credit.getByText(CREDIT_MESSAGES.sendCreditsRange)).toBeVisible();
  await expect(credit.getByRole('button', { name: CREDIT_MESSAGES.saveSettings })).toBeDisabled();
  await credit.getByRole('button', { name: 'Cancel' }).click();
  await expect(credit.getByLabel('Send credits')).not.toHaveValue('11');
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'settings-credit-settings-admin');
});

test('two-factor authentication: enabled with an authenticator code, then asked for at sign-in', async ({
  page,
  request,
}) => {
  const email = await signUp(page, request);
  await page.goto('/profile?tab=security');
  await expect(page.getByText(TWO_FACTOR_MESSAGES.disabledText)).toBeVisible();
  await page.getByRole('button', { name: TWO_FACTOR_MESSAGES.enable, exact: true }).click();
  const key = await page.getByLabel('Setup key').inputValue();
  await expect(page.getByLabel('Authenticator address')).toHaveValue(/^otpauth:\/\/totp\/Bizamply/);
  await snap(page, 'profile-two-factor-setup');
  await page.getByLabel(TWO_FACTOR_MESSAGES.codeLabel).fill(totp(key));
  await page.getByRole('button', { name: TWO_FACTOR_MESSAGES.verify }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText(TWO_FACTOR_MESSAGES.enabledText)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'profile-two-factor-enabled');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const codeField = page.getByLabel(TWO_FACTOR_MESSAGES.codeLabel);
  await expect(codeField).toBeVisible();
  await snap(page, 'login-two-factor-code');
  // The code used to enable it cannot be replayed: wait for the next 30-second step's code.
  await codeField.fill(totp(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
});
