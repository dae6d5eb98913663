import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  DEMO_SHOPS,
  mailboxResponseSchema,
  onboardDataResponseSchema,
  STORAGE_KEYS,
  type MailboxMessage,
} from '@bizamply/contracts';

export const SCREENS_DIR = path.resolve(import.meta.dirname, '../artifacts/screens');
export const DEMO = { email: 'demo@bizamply.test', password: 'Demo#2026!' };
export const ADMIN = { email: 'admin@bizamply.test', password: 'Admin#2026!' };

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Saves a full-page screenshot under e2e/artifacts/screens/<name>.png, for people to look at. Open menus
 * and select lists close when the page is resized for a full-page shot: pass `{ fullPage: false }` for them.
 */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  const fullPage = options.fullPage ?? true;
  if (fullPage) await drawDeferredDrawings(page);
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${name}.png`),
    fullPage,
    // Opening menus and dialogs are shown in their final state, not half-way through their animation.
    animations: 'disabled',
  });
}

/**
 * A chart starts drawing only once its place is on screen (`DeferredDrawing`), and a full-page screenshot does not
 * scroll: bring every visible placeholder into view until each has drawn (cards mounted in later idle steps bring
 * theirs meanwhile; a chart that never draws fails the story), then go back to where the page was.
 */
async function drawDeferredDrawings(page: Page): Promise<void> {
  const pending = page.locator('[data-drawing="pending"]:visible');
  if ((await pending.count()) === 0) return;
  const start = await page.evaluate(() => window.scrollY);
  await expect(async () => {
    for (const place of await pending.all()) {
      // A placeholder replaced meanwhile has left the page: nothing to scroll to.
      await place.scrollIntoViewIfNeeded({ timeout: 1_000 }).catch(() => undefined);
    }
    expect(await pending.count()).toBe(0);
  }).toPass({ timeout: 20_000 });
  await page.evaluate((top) => window.scrollTo(0, top), start);
}

let sequence = 0;

/** An address nobody used before in this run (the e2e database is fresh, but tests share it). */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 6)}@e2e.bizamply.test`;
}

/**
 * Opens /login and waits until the app has taken over the page: the HTML draws the form before the app's
 * JavaScript has run (a prerendered page), and a click before that (the checkbox, the button) does nothing.
 * The page's title is set once the app has rendered it.
 */
export async function openLogin(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await expect(page).toHaveTitle(/^Sign in/);
}

/**
 * Signs in through the /login form (with Remember me) of the e2e server, or of the server at `origin`, and waits
 * until the app has left /login.
 */
export async function login(page: Page, credentials: Credentials, origin = ''): Promise<void> {
  await openLogin(page, origin);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  // Remembered: the token lives in localStorage, where the tests read it (unticked, it ends with the browser).
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The development mailbox (GET /dev/mailbox?to=), newest message first. */
export async function readMailbox(request: APIRequestContext, email: string): Promise<MailboxMessage[]> {
  const response = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`, {
    headers: { Accept: 'application/json' },
  });
  expect(response.ok()).toBe(true);
  return mailboxResponseSchema.parse(await response.json()).messages;
}

/**
 * The 6-digit code of the newest verification mail to `email`, waiting for the worker to deliver it.
 * `after` skips mail sent before a moment (a resend must not return the old code).
 */
export async function readVerificationCode(
  request: APIRequestContext,
  email: string,
  options: { after?: Date; timeoutMs?: number } = {},
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readMailbox(request, email);
        const fresh = messages.filter((message) => !options.after || new Date(message.createdAt) >= options.after);
        code = fresh[0]?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: options.timeoutMs ?? 15_000, message: `a verification code mailed to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/**
 * The signed-in page's bearer headers and the demo brand Northwind Coffee (`brandHeaders` add its X-Brand-Id),
 * for a test's own API calls next to what it does in the browser.
 */
export async function demoBrand(page: Page, request: APIRequestContext) {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
  const headers: Record<string, string> = { Authorization: `Bearer ${token ?? ''}`, Accept: 'application/json' };
  const { brands } = onboardDataResponseSchema.parse(
    await (await request.get('/api/onboard-data', { headers })).json(),
  ).data;
  const brand = brands.find((entry) => entry.BrandName === DEMO_SHOPS[0]?.name);
  if (!brand) throw new Error('the demo brand Northwind Coffee is missing');
  return { brandId: brand.BrandId, headers, brandHeaders: { ...headers, 'X-Brand-Id': brand.BrandId } };
}

let clientSequence = 0;

export const test = base.extend<{ snapEvery: void }>({
  // Each test is a different visitor: the e2e server trusts X-Forwarded-For (TRUST_PROXY=1, as behind a load
  // balancer), so per-address limits such as five registrations per hour apply per test, not to the whole run.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    clientSequence += 1;
    const address = `198.51.100.${(process.pid + clientSequence) % 250}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },

  // Every page a test ends on is kept as a screenshot too, named after the test.
  snapEvery: [
    async ({ page }, use, testInfo) => {
      await use();
      const name = testInfo.titlePath
        .slice(1)
        .join(' - ')
        .replace(/[^a-z0-9-]+/gi, '-')
        .toLowerCase();
      await snap(page, `end-${name}`).catch(() => {});
    },
    { auto: true },
  ],
});

export { expect };
