import type { Page } from '@playwright/test';
import { CONNECTION_MESSAGES, VERIFY_OTP_MESSAGES } from '@bizamply/contracts';
import { expect, readVerificationCode, snap, uniqueEmail } from './fixtures.ts';

/** The password of the merchants the onboarding stories sign up. */
export const PASSWORD = 'Str0ng#Pass2026';

type Request = Parameters<typeof readVerificationCode>[0];

/**
 * The install link's sign-up. `installed`: the merchant really installed the app in the (simulated) Shopify
 * admin, so the link carries a token Shopify issued; otherwise a token Shopify never issued.
 */
export async function signUpToStep2(page: Page, request: Request, options: { installed?: boolean } = {}) {
  const email = uniqueEmail('connect');
  const shop = `conn-${Date.now().toString(36)}.myshopify.com`;
  let signupPath = `/signup?${new URLSearchParams({
    shop,
    shopify_session_id: `sess-${Date.now()}`,
    shopify_access_token: `shpat_${Math.random().toString(36).slice(2)}`,
  }).toString()}`;
  if (options.installed) {
    const installed = await request.post('/sim/control/shopify/install', { data: { shop } });
    expect(installed.status()).toBe(201);
    signupPath = ((await installed.json()) as { signupPath: string }).signupPath;
  }
  await page.goto(signupPath);
  await page.getByLabel('First Name').fill('Ines');
  await page.getByLabel('Last Name').fill('Moreau');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Company Name').fill('Moreau Ceramics');
  await page.getByLabel('Brand Name').fill('Moreau Studio');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup\/verify-otp\?email=/);
  const code = await readVerificationCode(request, email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: VERIFY_OTP_MESSAGES.verifyAndContinue }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Connect services' })).toBeVisible();
  await expect(page.getByText(CONNECTION_MESSAGES.loadingStatus)).toHaveCount(0);
  return { email, shop };
}

/** The screen at the desktop size, then at 390×844 as `<name>-mobile` (`fullPage: false` for open dialogs). */
export async function snapDesktopAndPhone(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await snap(page, name, options);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-mobile`, options);
  await page.setViewportSize({ width: 1280, height: 800 });
}
