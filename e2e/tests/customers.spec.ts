import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  ADMIN_CUSTOMER_MESSAGES,
  AUTH_MESSAGES,
  CUSTOMER_CSV_COLUMNS,
  STORAGE_KEYS,
  fillMessage,
} from '@bizamply/contracts';
import { ADMIN, DEMO, expect, login, openLogin, snap, test, uniqueEmail } from '../support/fixtures.ts';

/**
 * Issue 7 (Admin Customer Management) as the administrator meets it: add a customer, see them sign in with
 * Google, find them, add credits, export the list, ban them, and watch their next call be refused.
 */

async function signInWithGoogle(page: Page, email: string, name: string) {
  await openLogin(page);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByLabel('Use another account: email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The table row of one customer, found by their e-mail. */
const customerRow = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: email });

async function searchFor(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(email);
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row')).toHaveCount(2);
  await expect(customerRow(page, email)).toBeVisible();
}

async function rowAction(page: Page, email: string, action: string) {
  await customerRow(page, email)
    .getByRole('button', { name: `Actions for ${email}` })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('an administrator adds a customer, credits them, exports the list and bans them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('customer');

  // ── the administrator adds a new customer ──
  await login(page, ADMIN);
  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: ADMIN_CUSTOMER_MESSAGES.pageTitle })).toBeVisible();
  await expect(page.getByText('Total Customers')).toBeVisible();
  await snap(page, 'customers-list');

  await page.getByRole('button', { name: ADMIN_CUSTOMER_MESSAGES.addCustomer, exact: true }).click();
  const addDialog = page.getByRole('dialog', { name: ADMIN_CUSTOMER_MESSAGES.addNewCustomer });
  await addDialog.getByRole('button', { name: ADMIN_CUSTOMER_MESSAGES.addCustomer }).click();
  await expect(addDialog.getByText(AUTH_MESSAGES.emailRequired)).toBeVisible();
  await addDialog.getByLabel('First Name').fill('Nora');
  await addDialog.getByLabel('Last Name').fill('Quist');
  await addDialog.getByLabel('Email').fill(email);
  await addDialog.getByLabel('Initial Credits').fill('10');
  await snap(page, 'customers-add-dialog', { fullPage: false });
  await addDialog.getByRole('button', { name: ADMIN_CUSTOMER_MESSAGES.addCustomer }).click();
  await expect(page.getByText(ADMIN_CUSTOMER_MESSAGES.added)).toBeVisible();
  await expect(addDialog).toBeHidden();

  // ── the customer signs in with Google on that address, in a browser of their own ──
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signInWithGoogle(customerPage, email, 'Nora Quist');
  await expect(customerPage).toHaveURL(/\/onboarding$/);
  const token = await customerPage.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken);
  expect(token).toBeTruthy();
  const asCustomer = { headers: { Authorization: `Bearer ${token}` } };
  expect((await page.request.get('/api/credits/balance', asCustomer)).status()).toBe(200);

  // ── search (debounced), then add 50 credits ──
  await page.getByRole('button', { name: ADMIN_CUSTOMER_MESSAGES.refresh }).click();
  await searchFor(page, email);
  const available = customerRow(page, email).getByTestId('available-credits');
  await expect(available).toHaveText('10');
  await expect(customerRow(page, email).getByText('Online')).toBeVisible();
  await snap(page, 'customers-search');

  await rowAction(page, email, 'Add Credits');
  const creditsDialog = page.getByRole('dialog', { name: 'Add Credits' });
  await creditsDialog.getByLabel('Amount').fill('0');
  await creditsDialog.getByRole('button', { name: 'Add Credits' }).click();
  await expect(creditsDialog.getByText(ADMIN_CUSTOMER_MESSAGES.creditAmountPositive)).toBeVisible();
  await creditsDialog.getByLabel('Amount').fill('50');
  await snap(page, 'customers-add-credits', { fullPage: false });
  await creditsDialog.getByRole('button', { name: 'Add Credits' }).click();
  await expect(page.getByText(fillMessage(ADMIN_CUSTOMER_MESSAGES.creditsAdded, { n: 50 }))).toBeVisible();
  await expect(available).toHaveText('60');

  // ── edit the customer's plan ──
  await rowAction(page, email, 'Edit');
  const editDialog = page.getByRole('dialog', { name: 'Edit Customer' });
  await expect(editDialog.getByLabel('Email')).toHaveValue(email);
  await editDialog.getByRole('combobox', { name: 'Account Type' }).click();
  await page.getByRole('option', { name: 'Premium' }).click();
  await snap(page, 'customers-edit', { fullPage: false });
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(ADMIN_CUSTOMER_MESSAGES.updated)).toBeVisible();
  await expect(customerRow(page, email).getByText('Premium')).toBeVisible();

  // ── the transactions and the activity log show what happened ──
  await rowAction(page, email, 'Transactions');
  const transactions = page.getByRole('dialog', { name: 'Transactions' });
  await expect(transactions.getByText(ADMIN_CUSTOMER_MESSAGES.defaultCreditDescription)).toBeVisible();
  await expect(transactions.getByText(/60 of 60 credits available/)).toBeVisible();
  await snap(page, 'customers-transactions', { fullPage: false });
  await transactions.getByRole('button', { name: 'Close' }).first().click();

  await rowAction(page, email, 'Activity Log');
  const activity = page.getByRole('dialog', { name: 'Activity Log' });
  await expect(activity.getByRole('cell', { name: 'Success' })).toBeVisible();
  await snap(page, 'customers-activity', { fullPage: false });
  await activity.getByRole('button', { name: 'Close' }).first().click();

  await rowAction(page, email, 'Manage Connections');
  const connections = page.getByRole('dialog', { name: /Manage Connections/ });
  await expect(connections.getByText(email)).toBeVisible();
  await expect(connections.getByRole('listitem', { name: 'Shopify' })).toBeVisible();
  await snap(page, 'customers-connections', { fullPage: false });
  await connections.getByRole('button', { name: 'Close' }).first().click();

  // ── export the CSV ──
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: ADMIN_CUSTOMER_MESSAGES.export }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toBe(CUSTOMER_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`"Nora","Quist","${email}","active","60","0","60","2"`);

  // ── ban, with its confirmation ──
  await rowAction(page, email, 'Ban');
  const banDialog = page.getByRole('alertdialog', { name: 'Ban Customer' });
  await expect(banDialog.getByText(ADMIN_CUSTOMER_MESSAGES.banConfirm)).toBeVisible();
  await snap(page, 'customers-ban-confirm', { fullPage: false });
  await banDialog.getByRole('button', { name: 'Ban Customer' }).click();
  await expect(page.getByText(ADMIN_CUSTOMER_MESSAGES.banned)).toBeVisible();
  await expect(customerRow(page, email).getByText('Banned')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Banned' }).click();
  await expect(customerRow(page, email)).toBeVisible();
  await snap(page, 'customers-banned');

  // ── the customer's next call is refused, and signing in again is too ──
  const refused = await page.request.get('/api/credits/balance', asCustomer);
  expect(refused.status()).toBe(401);
  await signInWithGoogle(customerPage, email, 'Nora Quist');
  await expect(customerPage.getByText(AUTH_MESSAGES.accountSuspended)).toBeVisible();
  await snap(customerPage, 'customers-banned-customer-sign-in');
  await customerContext.close();
});

test('an ordinary user never reaches /customers, and the admin API refuses them', async ({ page }) => {
  await login(page, DEMO);
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken);
  const response = await page.request.get('/backend/api/admin/customers', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(403);
});

test('the administrator looks at a customer with connections and at the credit prices', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/customers');
  await searchFor(page, DEMO.email);
  await rowAction(page, DEMO.email, 'Manage Connections');
  const connections = page.getByRole('dialog', { name: /Manage Connections/ });
  const shopify = connections.getByRole('listitem', { name: 'Shopify' });
  await expect(shopify.getByText('Connected', { exact: true })).toBeVisible();
  await expect(shopify.getByText('Protected')).toBeVisible();
  await expect(connections.getByRole('button', { name: /^Remove / }).first()).toBeVisible();
  await snap(page, 'customers-connections-demo', { fullPage: false });
  await connections.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: ADMIN_CUSTOMER_MESSAGES.creditSettings }).click();
  const settings = page.getByRole('dialog', { name: ADMIN_CUSTOMER_MESSAGES.creditSettings });
  await expect(settings.getByLabel('Generate Credits')).toHaveValue(/\d+/);
  await snap(page, 'customers-credit-settings', { fullPage: false });
  await settings.getByRole('button', { name: 'Cancel' }).click();
  await expect(settings).toBeHidden();

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(customerRow(page, DEMO.email)).toBeVisible();
  await snap(page, 'customers-mobile');
});
