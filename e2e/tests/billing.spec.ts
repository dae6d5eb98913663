import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { BILLING_MESSAGES, REPORT_MESSAGES } from '@bizamply/contracts';
import { DEMO, expect, login, readMailbox, snap, test } from '../support/fixtures.ts';

/**
 * Issue 7 as the demo merchant meets it: the plans page, a 1000-credit pack bought through Shopify's approval
 * page (the simulator), the payment confirmation, and the balance rising by exactly 1000 once. Only deltas
 * are asserted, so other specs reading the demo account are unaffected.
 */

async function apiToken(request: APIRequestContext): Promise<string> {
  const csrf = await request.get('/auth/csrf-token');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post('/auth/login', {
    data: DEMO,
    headers: { 'x-csrf-token': csrfToken, cookie: `csrf_token=${csrfToken}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function available(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/credits/balance', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { availableCredits: number } }).data.availableCredits;
}

test('the demo merchant buys 1000 credits through Shopify and the balance rises by exactly 1000', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const before = await available(request, token);

  await login(page, DEMO);
  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: BILLING_MESSAGES.plansTitle })).toBeVisible();
  const plans = page.getByRole('list', { name: 'Plans' });
  // The demo account is on Premium (it answers social comments): its button is the disabled 'Current Plan'.
  const basic = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Basic' }) });
  const premium = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium' }) });
  const enterprise = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Enterprise' }) });
  await expect(premium.getByRole('button', { name: BILLING_MESSAGES.currentPlan })).toBeDisabled();
  await expect(basic.getByText('Social comments (Instagram, Facebook, TikTok)')).toBeVisible();
  await expect(enterprise.getByRole('link', { name: BILLING_MESSAGES.contactUs })).toBeVisible();
  await expect(page.getByRole('heading', { name: BILLING_MESSAGES.extraCreditsTitle })).toBeVisible();
  await snap(page, 'billing-plans');

  await page.getByRole('button', { name: 'Buy 1,000 credits' }).click();
  // Shopify's (simulated) approval page.
  await expect(page.getByRole('heading', { name: 'Approve charge' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('$99.99 USD', { exact: true })).toBeVisible();
  await snap(page, 'billing-shopify-approval');
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/payment-confirmation\?charge_id=\d+/);
  const confirmationUrl = page.url();
  await expect(page.getByRole('heading', { name: BILLING_MESSAGES.confirmed })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('1,000 credits were added to your account.')).toBeVisible();
  await snap(page, 'billing-payment-confirmed');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  expect(await available(request, token)).toBe(before + 1000);

  // Coming back to the same confirmation address (a replayed return) credits nothing more.
  await page.goto(confirmationUrl);
  await expect(page.getByRole('heading', { name: BILLING_MESSAGES.confirmed })).toBeVisible({ timeout: 15_000 });
  expect(await available(request, token)).toBe(before + 1000);
});

test('a declined charge shows the failure text and stops', async ({ page }) => {
  await login(page, DEMO);
  await page.goto('/plans');
  await page.getByRole('button', { name: 'Buy 5,000 credits' }).click();
  await expect(page.getByRole('heading', { name: 'Approve charge' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/payment-confirmation\?charge_id=\d+/);
  await expect(page.getByText(BILLING_MESSAGES.failed)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Back to plans' })).toBeVisible();
  await snap(page, 'billing-payment-failed');
});

test('reports: download a CSV computed from the brand data, and schedule one by e-mail', async ({ page, request }) => {
  await login(page, DEMO);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: REPORT_MESSAGES.title, exact: true })).toBeVisible();
  const reports = page.getByRole('list', { name: 'Reports' });
  await expect(reports.getByRole('listitem')).toHaveCount(6);
  await snap(page, 'reports-list');

  // Search and category only narrow the list.
  await page.getByLabel('Search reports').fill('credit');
  await expect(reports.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Search reports').fill('');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Product' }).click();
  await expect(reports.getByRole('listitem')).toHaveCount(1);
  await expect(reports.getByRole('heading', { name: 'Product Sentiment' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'All categories' }).click();

  const downloads = page.getByText(REPORT_MESSAGES.downloads, { exact: true }).locator('..').locator('..');
  const before = Number((await downloads.locator('.tabular').first().innerText()).replace(/\D/g, ''));
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Review Summary' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^review-summary-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await file.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Metric,Value');
  expect(lines.some((line) => /^Total reviews,\d+$/.test(line))).toBe(true);
  await expect(downloads.locator('.tabular').first()).toHaveText(String(before + 1));

  // Reports go only to the account's verified addresses (issue 13 §4): the demo user's own is offered.
  const email = DEMO.email;
  await page.getByRole('button', { name: REPORT_MESSAGES.newReport }).click();
  const dialog = page.getByRole('dialog', { name: REPORT_MESSAGES.newReport });
  await expect(dialog.getByRole('combobox', { name: REPORT_MESSAGES.sendTo })).toHaveText(email);
  await expect(dialog.getByText(REPORT_MESSAGES.recipientsHint)).toBeVisible();
  await snap(page, 'reports-new-report');
  await dialog.getByRole('button', { name: 'Schedule report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Scheduled reports' }).getByText(`Weekly to ${email}`)).toBeVisible();
  await expect
    .poll(async () => (await readMailbox(request, email))[0]?.subject ?? '', { timeout: 20_000 })
    .toContain('Weekly report: Review Summary');
  await snap(page, 'reports-scheduled');
});

test('projects: the sample projects with counters, search and status filter', async ({ page }) => {
  await login(page, DEMO);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
  const projects = page.getByRole('list', { name: 'Projects' });
  await expect(projects.getByRole('listitem')).toHaveCount(8);
  await snap(page, 'projects');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(projects.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Search projects').fill('instagram');
  await expect(projects.getByRole('listitem')).toHaveCount(1);
});
