import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_CUSTOMER_MESSAGES,
  INVITATION_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  SIGN_IN_MESSAGES,
  SHELL_MESSAGES,
  STORAGE_KEYS,
  VERIFY_OTP_MESSAGES,
} from '@bizamply/contracts';
import {
  ADMIN,
  DEMO,
  expect,
  login,
  openLogin,
  readMailbox,
  readVerificationCode,
  snap,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

/**
 * Issue 13 §3, §5, §9 and issue 19 item 8 as a user meets them in Chromium: forgot password → mail → new
 * password → sign in; an invitation → set a password; an unverified user kept on the code page; a Google
 * sign-in that would replace another user's session asks first; a hostile returnUrl lands on the dashboard.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Desktop and phone screenshots of the page as it is now. */
async function snapBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await snap(page, name);
  await page.setViewportSize(PHONE);
  await snap(page, `${name}-mobile`);
  await page.setViewportSize(DESKTOP);
}

/** The e-mailed link (newest mail with this subject), as the user's mail client would show it. */
async function mailedLink(request: APIRequestContext, email: string, subject: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await readMailbox(request, email)).find((message) => message.subject === subject);
        link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
        return link;
      },
      { timeout: 20_000, message: `a '${subject}' mail to ${email}` },
    )
    .toMatch(/#token=/);
  return link;
}

/** A verified account made through the API, as sign-up + the mailed code would make it. */
async function verifiedAccount(request: APIRequestContext, password: string): Promise<string> {
  const email = uniqueEmail('reset');
  const { csrfToken } = (await (await request.get('/auth/csrf-token')).json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken, cookie: `csrf_token=${csrfToken}` };
  const signup = await request.post('/auth/signup', { data: { email, password, name: 'Rita Reset' }, headers });
  expect(signup.status()).toBe(201);
  const code = await readVerificationCode(request, email);
  const verified = await request.post('/auth/verify-email', { data: { email, code }, headers });
  expect(verified.ok()).toBe(true);
  return email;
}

test('forgot password: the mailed link sets a new password, and the user signs in with it', async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request, 'Old&Pass2026');
  await openLogin(page);
  await page.getByRole('link', { name: PASSWORD_RESET_MESSAGES.forgotLink }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: PASSWORD_RESET_MESSAGES.forgotTitle })).toBeVisible();
  await snapBoth(page, 'forgot-password');

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: PASSWORD_RESET_MESSAGES.sendLink }).click();
  await expect(page.getByRole('heading', { name: PASSWORD_RESET_MESSAGES.checkEmailTitle })).toBeVisible();
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.linkSent)).toBeVisible();
  await snapBoth(page, 'forgot-password-sent');

  const link = await mailedLink(request, email, PASSWORD_RESET_MESSAGES.mailSubject);
  expect(new URL(link).pathname).toBe('/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: PASSWORD_RESET_MESSAGES.resetTitle })).toBeVisible();
  // The token leaves the address bar as soon as the page has it.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel(PASSWORD_RESET_MESSAGES.newPassword, { exact: true }).fill('weak');
  await page.getByLabel(PASSWORD_RESET_MESSAGES.confirmNewPassword).fill('weak');
  await expect(page.getByRole('meter', { name: 'Password strength' })).toBeVisible();
  await page.getByRole('button', { name: PASSWORD_RESET_MESSAGES.savePassword }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await snapBoth(page, 'reset-password');

  await page.getByLabel(PASSWORD_RESET_MESSAGES.newPassword, { exact: true }).fill('N3w&Better!');
  await page.getByLabel(PASSWORD_RESET_MESSAGES.confirmNewPassword).fill('N3w&Better!');
  await page.getByRole('button', { name: PASSWORD_RESET_MESSAGES.savePassword }).click();
  await expect(page).toHaveURL(/\/login\?passwordReset=1$/);
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.passwordReset)).toBeVisible();
  await snapBoth(page, 'login-after-reset');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('N3w&Better!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // The link worked once.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await page.getByLabel(PASSWORD_RESET_MESSAGES.newPassword, { exact: true }).fill('An0ther&Pass');
  await page.getByLabel(PASSWORD_RESET_MESSAGES.confirmNewPassword).fill('An0ther&Pass');
  await page.getByRole('button', { name: PASSWORD_RESET_MESSAGES.savePassword }).click();
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.invalidLink)).toBeVisible();
  await snapBoth(page, 'reset-password-used-link');
});

test('an invited customer sets a password from the mail and lands in the app', async ({ page, browser, request }) => {
  const email = uniqueEmail('invited');
  await login(page, ADMIN);
  await page.goto('/customers');
  await page.getByRole('button', { name: ADMIN_CUSTOMER_MESSAGES.addCustomer, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ADMIN_CUSTOMER_MESSAGES.addNewCustomer });
  await expect(dialog.getByText(INVITATION_MESSAGES.addCustomerNote)).toBeVisible();
  await dialog.getByLabel('First Name').fill('Ines');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: ADMIN_CUSTOMER_MESSAGES.addCustomer }).click();
  await expect(page.getByText(ADMIN_CUSTOMER_MESSAGES.added)).toBeVisible();
  await expect(page.getByText(INVITATION_MESSAGES.sent.replace('{email}', email))).toBeVisible();

  const link = await mailedLink(request, email, INVITATION_MESSAGES.mailSubject);
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: INVITATION_MESSAGES.title })).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await snapBoth(invitee, 'accept-invitation');
  await invitee.getByLabel(PASSWORD_RESET_MESSAGES.newPassword, { exact: true }).fill('Inv1ted&Ready');
  await invitee.getByLabel(PASSWORD_RESET_MESSAGES.confirmNewPassword).fill('Inv1ted&Ready');
  await invitee.getByRole('button', { name: INVITATION_MESSAGES.setPassword }).click();
  await expect(invitee).toHaveURL(/\/onboarding$/);
  await expect(invitee.getByLabel('First Name')).toHaveValue('Ines');
  await invitee.context().close();
});

test('an unverified sign-up is kept on the code page until the code is entered', async ({ page, request }) => {
  const email = uniqueEmail('unverified');
  await page.goto('/signup?mode=email');
  await page.getByLabel('Full Name').fill('Una Verified');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Simple@2026x');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup\/verify-otp\?email=/);

  // The sign-up's session opens nothing else: every protected page sends the user back here.
  for (const path of ['/dashboard', '/onboarding', '/reports', '/connections']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/signup\/verify-otp\?email=/);
    await expect(page.getByRole('heading', { name: VERIFY_OTP_MESSAGES.title })).toBeVisible();
  }
  const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken);
  const refused = await request.get('/api/credits/balance', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
  await snapBoth(page, 'unverified-kept-on-code-page');

  const code = await readVerificationCode(request, email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: VERIFY_OTP_MESSAGES.verifyAndContinue }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  const token2 = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken);
  const balance = await request.get('/api/credits/balance', { headers: { Authorization: `Bearer ${token2}` } });
  expect(((await balance.json()) as { data: { availableCredits: number } }).data.availableCredits).toBe(100);
});

test('a Google sign-in never replaces the signed-in user silently', async ({ page }) => {
  await login(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  const other = uniqueEmail('second-account');
  await page.goto('/auth/google');
  await page.getByLabel('Use another account: email').fill(other);
  await page.getByLabel('Name').fill('Sam Second');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: SIGN_IN_MESSAGES.sessionConflictTitle })).toBeVisible();
  await expect(page.getByText(DEMO.email)).toBeVisible();
  await snapBoth(page, 'auth-callback-session-conflict');

  await page.getByRole('button', { name: SIGN_IN_MESSAGES.switchAccount }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Sam');
});

test('returnUrl=/\\evil.example.com on /login falls back to the dashboard (issue 19 item 8)', async ({ page }) => {
  await page.goto('/login?returnUrl=%2F%5Cevil.example.com');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: SHELL_MESSAGES.navDashboard, level: 1 })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // Signed in already: the same link, and its protocol-relative cousin, stay on our origin too.
  for (const returnUrl of ['/\\evil.example.com', '//evil.example.com', 'https://evil.example.com/']) {
    await page.goto(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  expect(new URL(page.url()).host).toMatch(/^localhost:/);
});
