import type { Page } from '@playwright/test';
import { AUTH_MESSAGES, CONNECTION_MESSAGES, VERIFICATION_MESSAGES, VERIFY_OTP_MESSAGES } from '@bizamply/contracts';
import { DEMO, expect, login, openLogin, readVerificationCode, snap, test, uniqueEmail } from '../support/fixtures.ts';

/**
 * Issue 3 (Access) as a new user would meet it, in Chromium. Failed logins count against one per-IP budget
 * (20 per 15 min) for the whole run, so this file spends at most seven of them.
 */

const PASSWORD = 'Str0ng#Pass2026';

function installLink(shop: string): string {
  const params = new URLSearchParams({
    shop,
    shopify_session_id: `sess-${Date.now()}`,
    shopify_access_token: `shpat_${Math.random().toString(36).slice(2)}`,
  });
  return `/signup?${params.toString()}`;
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

test.describe('sign-up', () => {
  test('a new user signs up from a shop install link, verifies the e-mail and reaches onboarding', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('shop-owner');
    const shop = `e2e-${Date.now().toString(36)}.myshopify.com`;
    await page.goto(installLink(shop));
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await snap(page, 'signup-shop');
    await page.setViewportSize({ width: 375, height: 812 });
    await snap(page, 'signup-shop-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    // An empty submit lists every problem.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(AUTH_MESSAGES.fixErrors)).toBeVisible();
    await expect(page.getByText('First name is required').first()).toBeVisible();
    await snap(page, 'signup-shop-errors');

    await page.getByLabel('First Name').fill('Maya');
    await page.getByLabel('Last Name').fill('Lindqvist');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Company Name').fill('Northwind Goods');
    await page.getByLabel('Brand Name').fill('Northwind Candles');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('weakpass');
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Fair');
    await expect(page.getByText('One uppercase letter')).toBeVisible();
    await snap(page, 'signup-shop-weak-password');
    await password.fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Very Strong',
    );
    await snap(page, 'signup-shop-filled');

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: AUTH_MESSAGES.creatingAccount })).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/verify-otp\?email=/);
    await expect(page.getByRole('heading', { name: VERIFY_OTP_MESSAGES.title })).toBeVisible();
    await expect(page.getByText(/Code expires in \d:\d\d/)).toBeVisible();
    await expect(page.getByRole('button', { name: VERIFY_OTP_MESSAGES.verifyAndContinue })).toBeDisabled();
    await expect(page.getByRole('button', { name: VERIFY_OTP_MESSAGES.resendCode })).toBeDisabled();
    await snap(page, 'verify-otp');

    const code = await readVerificationCode(request, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await typeCode(page, wrong);
    await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(wrong.slice(-1));
    await page.getByRole('button', { name: VERIFY_OTP_MESSAGES.verifyAndContinue }).click();
    await expect(page.getByText(VERIFICATION_MESSAGES.invalidCode)).toBeVisible();
    await snap(page, 'verify-otp-wrong-code');

    await typeCode(page, code);
    await page.getByRole('button', { name: VERIFY_OTP_MESSAGES.verifyAndContinue }).click();
    await expect(page).toHaveURL(/\/onboarding$/);

    // Sign-up already saved the company and the brand: the wizard opens on step 2 with that brand.
    await expect(page.getByRole('heading', { name: 'Connect services' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: CONNECTION_MESSAGES.selectBrand })).toHaveText('Northwind Candles');
    await expect(page.getByText(CONNECTION_MESSAGES.loadingStatus)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'E-commerce Platform' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();
    await snap(page, 'onboarding-step-2');
    await page.setViewportSize({ width: 375, height: 812 });
    await snap(page, 'onboarding-step-2-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Company Name')).toHaveValue('Northwind Goods');
    await expect(page.getByRole('list', { name: 'Brands' })).toContainText('Northwind Candles');
    await snap(page, 'onboarding-step-1');

    // A second brand, then on to step 2 and skip to the dashboard.
    await page.getByPlaceholder('Brand name').fill('Northwind Soap');
    await page.getByRole('button', { name: 'Add brand' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Connect services' })).toBeVisible();
    await page.getByRole('combobox', { name: CONNECTION_MESSAGES.selectBrand }).click();
    await expect(page.getByRole('option', { name: 'Northwind Soap' })).toBeVisible();
    await snap(page, 'onboarding-brand-dropdown', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await snap(page, 'dashboard-after-onboarding');
  });

  test('the sign-up page without the install parameters says so and offers the e-mail registration', async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByText(AUTH_MESSAGES.missingShopParams)).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveCount(0);
    await expect(page.getByLabel('Full Name')).toBeVisible();
    await snap(page, 'signup-missing-shop-params');
  });

  test('the simple registration from /login creates an account and asks for the code', async ({ page, request }) => {
    await openLogin(page);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup\?mode=email$/);
    await expect(page.getByText(AUTH_MESSAGES.missingShopParams)).toHaveCount(0);

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await snap(page, 'signup-simple-errors');

    const email = uniqueEmail('simple');
    await page.getByLabel('Full Name').fill('Ola Berg');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Simple@2026x');
    await snap(page, 'signup-simple-filled');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signup\/verify-otp\?email=/);
    await expect(page.getByText(email)).toBeVisible();
    expect(await readVerificationCode(request, email)).toMatch(/^\d{6}$/);
  });
});

test.describe('sign-in', () => {
  test("a wrong password shows 'Invalid email or password'", async ({ page }) => {
    await openLogin(page);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);
    await expect(page).toHaveURL(/\/login$/);
    await snap(page, 'login-wrong-password');
  });

  test('the 6th rapid wrong login shows the rate-limit message', async ({ page }) => {
    const email = uniqueEmail('guess');
    await openLogin(page);
    await page.getByLabel('Email').fill(email);
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await password.fill(`wrong-password-${attempt}`);
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);
    }
    await password.fill('wrong-password-6');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.loginRateLimited);
    await snap(page, 'login-rate-limited');
  });

  test('a signed-in user opening /login is sent to /dashboard', async ({ page }) => {
    await login(page, DEMO);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await snap(page, 'login-when-signed-in');
  });

  test('a non-admin opening /customers is sent to /dashboard', async ({ page }) => {
    await login(page, DEMO);
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await snap(page, 'customers-as-non-admin');
  });

  test('logout lands on /login', async ({ page }) => {
    await login(page, DEMO);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await snap(page, 'after-logout');
    // The session is gone: a protected page asks to sign in again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdashboard$/);
  });

  test('a signed-in user opening a store install link gets the form pre-filled and read-only', async ({ page }) => {
    await login(page, DEMO);
    await page.goto(installLink('second-store.myshopify.com'));
    await expect(page).toHaveURL(/\/signup\?/);
    await expect(page.getByText(AUTH_MESSAGES.prefilledNote)).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveValue(DEMO.email);
    await expect(page.getByLabel('Email Address')).toHaveAttribute('readonly', '');
    await snap(page, 'signup-prefilled');
  });

  test('Google sign-in through the simulator signs a new user in', async ({ page }) => {
    await openLogin(page);
    await snap(page, 'login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await snap(page, 'google-consent');
    await page.getByLabel('Use another account: email').fill(uniqueEmail('google'));
    await page.getByLabel('Name').fill('Gio Google');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // A new account has not been onboarded yet.
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Set up your workspace' })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Gio');
    await snap(page, 'google-signed-in-onboarding');
    await page.setViewportSize({ width: 375, height: 812 });
    await snap(page, 'onboarding-step-1-mobile');
  });

  test('a suspended account coming back from Google is told so, then sent to /login', async ({ page }) => {
    await page.goto('/auth/callback?error=account_suspended');
    await expect(page.getByText(AUTH_MESSAGES.authenticationFailed)).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.accountSuspended)).toBeVisible();
    await snap(page, 'auth-callback-failed');
    await expect(page).toHaveURL(/\/login\?error=account_suspended$/, { timeout: 6000 });
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.accountSuspended);
  });
});

/**
 * /dashboard and /responses come with a prerendered signed-in frame (no user data) in their HTML. Holding the app's
 * entry script back shows what the HTML alone paints (on a phone, the app's JavaScript takes seconds to arrive);
 * the page's `load` waits for it, so these visits wait only for the HTML.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('the signed-in frame of /dashboard and /responses', () => {
  test('a signed-out visitor of /dashboard sees the splash, never the frame, and lands on /login', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeHidden();
    await expect(page.getByText("Here's how your brand is doing.")).toBeHidden();
    release();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdashboard$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  });

  for (const viewport of [
    { name: 'desktop', width: 1440, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`a signed-in reload shows the frame, then ends on the real page (${viewport.name})`, async ({ page }) => {
      await login(page, DEMO);
      await page.setViewportSize(viewport);
      const suffix = viewport.name === 'phone' ? '-phone' : '';

      let release = await holdTheApp(page);
      await page.goto('/dashboard', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByText("Here's how your brand is doing.")).toBeVisible();
      // Nothing about the user in the frame: the greeting's name is a skeleton, no brand, no navigation.
      await expect(page.getByText(/Welcome back, \w/)).toHaveCount(0);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('button')).toHaveCount(0);
      await snap(page, `dashboard-frame${suffix}`);
      release();
      await expect(page.getByText(/Welcome back, \w+\./)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.unrouteAll();
      release = await holdTheApp(page);
      await page.goto('/responses', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: 'Customer Responses', level: 1 })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      await snap(page, `responses-frame${suffix}`);
      release();
      await expect(page.getByRole('tab', { name: /Inbox/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveURL(/\/responses$/);
      await snap(page, `responses-after-frame${suffix}`);
    });
  }
});
