import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import {
  ANALYTICS_PAGE_MESSAGES as A,
  CREDIT_MESSAGES,
  TRANSACTIONS_PAGE_MESSAGES as T,
  productAnalyticsResponseSchema,
  transactionsResponseSchema,
  sentimentLabel,
} from '@bizamply/contracts';
import { DEMO, expect, login, snap, test } from '../support/fixtures.ts';

/**
 * Issue 6 (web): Product Analytics and Transactions on the demo account, read-only. The figures on screen are
 * compared with the API's answers, and the exported files with the rows on screen.
 */

/** RFC 4180 parsing, enough for our own exports (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

async function readDownload(download: Download): Promise<string[][]> {
  const file = await download.path();
  return parseCsv(fs.readFileSync(file, 'utf8'));
}

const showing = (page: Page) => page.getByText(/^Showing \d[\d,]* to \d[\d,]* of \d[\d,]* results$/);
const totalOf = async (page: Page) =>
  Number((await showing(page).innerText()).match(/of ([\d,]+)/)?.[1]?.replace(/,/g, ''));

test('analytics shows the brand’s real figures in four tabs and exports the table as CSV', async ({ page }) => {
  await login(page, DEMO);
  const answer = page.waitForResponse((response) => response.url().includes('/api/analytics/products?timeRange=7d'));
  await page.goto('/analytics');
  const data = productAnalyticsResponseSchema.parse(await (await answer).json()).data;

  await expect(page.getByRole('heading', { name: A.title })).toBeVisible();
  const strip = page.getByRole('status').filter({ hasText: A.autoRefresh });
  await expect(strip).toContainText(A.liveData);
  await expect(strip).toContainText(/Last updated \d/);

  // The cards carry the server's numbers.
  const reviewsCard = page.getByText(A.customerReviews, { exact: true }).locator('..').locator('..');
  await expect(reviewsCard).toContainText(String(data.cards.customerReviews.value ?? 0));
  await expect(page.getByText(data.cards.responseSpeed.display, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(A.comingSoonTitle)).toBeVisible();
  await expect(page.getByText(A.comingQ2)).toBeVisible();
  // Sentiment is live, per product (issue 19 item 13): the top product's word as the server's score says.
  const sentiment = page.getByRole('list', { name: A.sentimentAnalysis });
  const top = data.topProducts[0];
  if (top) await expect(sentiment.getByRole('listitem').first()).toContainText(sentimentLabel(top.sentimentScore));
  await snap(page, 'insight-analytics-overview');

  // The details table lists the top products in the server's order.
  const table = page.getByRole('table', { name: A.productDetails });
  const shown = data.topProducts.slice(0, 10);
  await expect(table.getByRole('row')).toHaveCount(shown.length + 1);
  for (const [index, product] of shown.entries()) {
    await expect(
      table
        .getByRole('row')
        .nth(index + 1)
        .getByRole('cell')
        .first(),
    ).toContainText(product.name);
  }

  for (const tab of [A.tabProducts, A.tabEngagement, A.tabPerformance]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    if (tab === A.tabProducts) {
      await expect(page.getByRole('list', { name: A.platformDistribution })).toBeVisible();
      await expect(page.getByRole('list', { name: A.topProductsByReviews })).toBeVisible();
    }
    if (tab === A.tabEngagement) await expect(page.getByRole('list', { name: A.byCustomers })).toBeVisible();
    if (tab === A.tabPerformance) await expect(page.getByRole('list', { name: A.ratingByProduct })).toBeVisible();
    await snap(page, `insight-analytics-${tab.toLowerCase()}`);
  }

  // Export CSV: the file is analytics-<date>.csv and its rows are the table's.
  await page.getByRole('button', { name: A.export }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: A.exportCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText(`Analytics exported to ${download.suggestedFilename()}`)).toBeVisible();
  const [header, ...rows] = await readDownload(download);
  expect(header).toEqual([
    A.columnProduct,
    A.columnReviews,
    A.columnCustomers,
    A.columnAvgRating,
    A.columnResponseTime,
    A.columnPlatforms,
    A.columnThisWeek,
    A.columnSentiment,
  ]);
  expect(rows.length).toBe(data.topProducts.length);
  for (const [index, row] of rows.slice(0, shown.length).entries()) {
    const cells = table
      .getByRole('row')
      .nth(index + 1)
      .getByRole('cell');
    await expect(cells.nth(0)).toContainText(row[0] ?? '');
    await expect(cells.nth(1)).toHaveText(row[1] ?? '');
    await expect(cells.nth(2)).toHaveText(row[2] ?? '');
    await expect(cells.nth(3)).toHaveText(row[3] ?? '');
    await expect(cells.nth(4)).toHaveText(row[4] ?? '');
  }

  // Another range asks the server again; the buttons and the picker agree.
  const longer = page.waitForResponse((response) => response.url().includes('timeRange=30d'));
  await page.getByRole('button', { name: '30d', exact: true }).click();
  await longer;
  await expect(page.getByRole('button', { name: '30d', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Last 30 days/ })).toBeVisible();
});

test('transactions filter, search, paginate, export and open details', async ({ page }) => {
  await login(page, DEMO);
  const first = page.waitForResponse((response) => response.url().includes('/api/credits/transactions'));
  await page.goto('/transactions');
  const initial = transactionsResponseSchema.parse(await (await first).json()).data;
  await expect(page.getByRole('heading', { name: CREDIT_MESSAGES.transactionsTitle })).toBeVisible();
  await expect(showing(page)).toBeVisible();
  const all = await totalOf(page);
  expect(all).toBe(initial.pagination.totalCount);
  await expect(
    page.getByText(`${initial.currentBalance.availableCredits.toLocaleString('en-US')}`).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: T.clearFilters })).toHaveCount(0);
  await snap(page, 'insight-transactions');

  // Page 2.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(showing(page)).toHaveText(`Showing 11 to 20 of ${all.toLocaleString('en-US')} results`);

  // Type: Usage narrows the list and starts again from page 1.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Usage' }).click();
  await expect(showing(page)).toHaveText(/^Showing 1 to 10 of/);
  await expect.poll(() => totalOf(page)).toBeLessThan(all);
  const usage = await totalOf(page);
  const table = page.getByRole('table', { name: CREDIT_MESSAGES.transactionsTitle });
  const typeCells = table.getByRole('row').locator('td:nth-child(3)');
  await expect(typeCells).toHaveCount(10);
  await expect(typeCells).toHaveText(Array.from({ length: 10 }, () => 'Usage'));
  await expect(page.getByRole('button', { name: T.clearFilters })).toBeVisible();
  await snap(page, 'insight-transactions-usage');

  // Export with the filter: every exported row is a usage entry, as many as the filter finds (up to 1,000).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: T.export, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = await readDownload(download);
  expect(header?.[0]).toBe('Transaction ID');
  expect(rows.length).toBe(Math.min(usage, 1000));
  expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(['usage']));
  const firstId = (await table.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
  expect(rows[0]?.[0]?.slice(-8).toUpperCase()).toBe(firstId);

  // Search (debounced): the welcome bonus is one entry of its own.
  await page.getByRole('button', { name: T.clearFilters }).click();
  await expect(page.getByRole('button', { name: T.clearFilters })).toHaveCount(0);
  await page.getByRole('searchbox', { name: T.searchLabel }).fill('Welcome bonus');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Bonus');
  await expect(table.getByRole('row').nth(1)).toContainText(CREDIT_MESSAGES.unknownBrand);
  await expect(showing(page)).toHaveCount(0);

  await page.getByRole('searchbox', { name: T.searchLabel }).fill('no such transaction anywhere');
  await expect(page.getByText(CREDIT_MESSAGES.noTransactions)).toBeVisible();
  await page.getByRole('button', { name: T.clearFilters }).click();
  await expect(showing(page)).toHaveText(`Showing 1 to 10 of ${all.toLocaleString('en-US')} results`);

  // The calendar's quick Today asks for today's entries only, and counts as a filter.
  const today = page.waitForResponse(
    (response) => response.url().includes('/api/credits/transactions') && response.url().includes('startDate='),
  );
  await page.getByRole('button', { name: /^Date:/ }).click();
  await page.getByRole('button', { name: T.today, exact: true }).click();
  const todayAnswer = await today;
  const from = new URL(todayAnswer.url()).searchParams.get('startDate') ?? '';
  expect(new Date(from).getHours()).toBe(0);
  const todays = transactionsResponseSchema.parse(await todayAnswer.json()).data;
  expect(todays.transactions.every((entry) => Date.parse(entry.createdAt) >= Date.parse(from))).toBe(true);
  await expect(page.getByRole('button', { name: T.clearFilters })).toBeVisible();
  await page.getByRole('button', { name: T.clearFilters }).click();
  await expect(showing(page)).toHaveText(`Showing 1 to 10 of ${all.toLocaleString('en-US')} results`);

  // Details of a usage entry: message, response and comment id.
  const usageRow = table.getByRole('row').filter({ hasText: 'Usage' }).first();
  await usageRow.getByRole('button', { name: new RegExp(T.viewDetails) }).click();
  const dialog = page.getByRole('dialog', { name: T.detailsTitle });
  await expect(dialog).toBeVisible();
  for (const label of [T.detailType, T.detailPlatform, T.detailCredits, T.detailStatus, T.detailDate]) {
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText(T.detailCustomerMessage, { exact: true })).toBeVisible();
  await expect(dialog.getByText(T.detailGeneratedResponse, { exact: true })).toBeVisible();
  await expect(dialog.getByText(T.detailCommentId, { exact: true })).toBeVisible();
  await snap(page, 'insight-transactions-details', { fullPage: false });
  await dialog.getByRole('button', { name: T.close, exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
});
