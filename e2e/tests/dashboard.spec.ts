import type { Page } from '@playwright/test';
import {
  dashboardStatsResponseSchema,
  onboardDataResponseSchema,
  creditBalanceResponseSchema,
  DASHBOARD_MESSAGES,
  SHELL_MESSAGES,
  type DashboardStats,
} from '@bizamply/contracts';
import { DEMO, expect, login, snap, test } from '../support/fixtures.ts';

/** Charts are drawn once they are on screen: scroll down the page as a visitor would, then back to the top. */
async function drawEveryChart(page: Page) {
  for (let top = 0; top < 4000; top += 400) await page.evaluate((y) => window.scrollTo(0, y), top);
  await expect(page.locator('.chart-surface')).toHaveCount(4);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Issue 6 (shell and dashboard) on the demo account. The demo account is shared with other spec files: this
 * one only reads, adds one review to a demo brand, and puts the user's saved brand back as it found it.
 */

/** The demo's Judge.me shop (Northwind Coffee) and the token the seed gave its connection. */
const JUDGEME_SHOP = 'northwind-coffee.myshopify.com';
const JUDGEME_TOKEN = 'sim_judgeme_1';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? integer.format(rounded) : oneDecimal.format(rounded)}%`;
};

/** The four KPI figures as the cards must show them. */
function expectedKpis(stats: DashboardStats) {
  return {
    [DASHBOARD_MESSAGES.totalReviews]: integer.format(stats.totalReviews),
    [DASHBOARD_MESSAGES.responseRate]: stats.responseRate === null ? 'N/A' : percent(stats.responseRate),
    [DASHBOARD_MESSAGES.averageRating]: stats.avgRating === null ? 'N/A' : oneDecimal.format(stats.avgRating),
    [DASHBOARD_MESSAGES.responseTime]: stats.avgResponseTime,
  };
}

const kpiCard = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Key figures' }).getByRole('button', { name: new RegExp(`^${label}`) });

/** The page's own credentials, as the SPA stores them. */
async function credentials(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('authToken') ?? '',
    brandId: localStorage.getItem('selectedBrandId') ?? '',
  }));
}

async function apiGet(page: Page, path: string) {
  const { token, brandId } = await credentials(page);
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${token}`, 'X-Brand-Id': brandId, Accept: 'application/json' },
  });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

/** The stats the server gives for exactly the query the page sent (same period, same zone). */
async function serverStatsFor(page: Page, pageUrl: string): Promise<DashboardStats> {
  const url = new URL(pageUrl);
  return dashboardStatsResponseSchema.parse(await apiGet(page, `${url.pathname}${url.search}`)).data;
}

/** Waits for the page's next stats request for a preset (timeRange + tz, issue 19 item 6), returning its URL. */
const nextStatsRequest = (page: Page, range = '7d') =>
  page.waitForRequest(
    (request) => request.url().includes('/api/dashboard/stats?') && request.url().includes(`timeRange=${range}&tz=`),
  );

/** The server's window for a preset starts at local midnight N days back, in the browser's zone. */
async function expectPeriodFrom(page: Page, url: string, daysAgo: number) {
  expect(new URL(url).searchParams.get('tz')).toBe(
    await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  expect((await serverStatsFor(page, url)).period.from).toBe(await localMidnightIso(page, daysAgo));
}

async function expectKpisToEqual(page: Page, stats: DashboardStats) {
  for (const [label, value] of Object.entries(expectedKpis(stats))) {
    await expect(kpiCard(page, label)).toContainText(value);
  }
}

/** The local calendar day `daysAgo` days back at 00:00, as the browser computes it. */
const localMidnightIso = (page: Page, daysAgo: number) =>
  page.evaluate((days) => {
    const date = new Date();
    date.setHours(0, 0, 0, 0);
    date.setDate(date.getDate() - days);
    return date.toISOString();
  }, daysAgo);

async function saveServerBrand(page: Page, brandId: string) {
  const { token } = await credentials(page);
  const csrf = (await (await page.request.get('/auth/csrf-token')).json()) as { csrfToken: string };
  const response = await page.request.post('/api/select-brand', {
    data: { brandId },
    headers: {
      Authorization: `Bearer ${token}`,
      'X-CSRF-Token': csrf.csrfToken,
      Cookie: `csrf_token=${csrf.csrfToken}`,
    },
  });
  expect(response.ok()).toBe(true);
}

test('the dashboard shows the server figures for the chosen period and brand, and a new review after Refresh', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const firstStats = nextStatsRequest(page);
  await login(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  const firstUrl = (await firstStats).url();

  // Default: Last 7 days = the last seven local calendar days, today included.
  await expectPeriodFrom(page, firstUrl, 6);
  await expect(page.getByRole('button', { name: /Last 7 days/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: SHELL_MESSAGES.navDashboard })).toBeVisible();
  await expect(page.getByText(/^Welcome back, \w+\./)).toBeVisible();
  const week = await serverStatsFor(page, firstUrl);
  await expectKpisToEqual(page, week);
  await expect(kpiCard(page, DASHBOARD_MESSAGES.totalReviews)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('tab', { name: /Analytics/ })).toBeDisabled();
  await expect(page.getByRole('tab', { name: /Analytics/ })).toContainText(SHELL_MESSAGES.comingSoon);
  await expect(page.getByRole('heading', { name: 'Platform distribution' })).toBeVisible();
  await expect(page.getByRole('heading', { name: DASHBOARD_MESSAGES.productReviewVolume })).toBeVisible();
  await expect(page.getByRole('heading', { name: DASHBOARD_MESSAGES.recentActivity })).toBeVisible();
  await expect(page.getByRole('heading', { name: DASHBOARD_MESSAGES.recentTransactions })).toBeVisible();
  await expect(page.locator('.chart-surface').first()).toBeVisible();
  await drawEveryChart(page);
  await snap(page, 'dashboard-overview');

  // Each KPI card selects its chart set.
  const donuts: [string, string][] = [
    [DASHBOARD_MESSAGES.responseRate, 'Response status'],
    [DASHBOARD_MESSAGES.averageRating, 'Rating distribution'],
    [DASHBOARD_MESSAGES.responseTime, 'Response time breakdown'],
    [DASHBOARD_MESSAGES.totalReviews, 'Platform distribution'],
  ];
  for (const [label, donut] of donuts) {
    await kpiCard(page, label).click();
    await expect(kpiCard(page, label)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: donut })).toBeVisible();
    await snap(page, `dashboard-kpi-${label.toLowerCase().replace(/\s+/g, '-')}`);
  }

  // Product review volume: horizontal bars by default, vertical on request.
  const volume = page.getByRole('region', { name: DASHBOARD_MESSAGES.productReviewVolume });
  await expect(volume.getByRole('button', { name: DASHBOARD_MESSAGES.horizontal })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await volume.getByRole('button', { name: DASHBOARD_MESSAGES.vertical }).click();
  await expect(volume.getByRole('button', { name: DASHBOARD_MESSAGES.vertical })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await snap(page, 'dashboard-product-volume-vertical', { fullPage: false });

  // Recent activity: six items at most; one expands to show its platform.
  const activity = page.getByRole('region', { name: DASHBOARD_MESSAGES.recentActivity });
  const items = activity.getByRole('button', { expanded: false });
  expect(await items.count()).toBeLessThanOrEqual(6);
  await items.first().click();
  await expect(activity.getByRole('button', { expanded: true })).toBeVisible();

  // Another preset: the figures follow the server's for that period.
  const ninetyRequest = nextStatsRequest(page, '90d');
  await page.getByRole('button', { name: /Last 7 days/ }).click();
  await page.getByRole('button', { name: 'Last 90 days' }).click();
  const ninetyUrl = (await ninetyRequest).url();
  await expectPeriodFrom(page, ninetyUrl, 89);
  const quarter = await serverStatsFor(page, ninetyUrl);
  expect(quarter.totalReviews).toBeGreaterThan(week.totalReviews);
  await expectKpisToEqual(page, quarter);
  await snap(page, 'dashboard-last-90-days');

  // Switch brand: the selection is remembered across a reload, and the figures are the new brand's.
  const brands = onboardDataResponseSchema.parse(await apiGet(page, '/api/onboard-data')).data.brands;
  const first = brands[0];
  const northwind = brands.find((brand) => brand.BrandName === 'Northwind Coffee');
  if (!first || !northwind) throw new Error('the demo brands are missing');
  await expect(page.getByRole('button', { name: new RegExp(`^Brand: ${first.BrandName}`) })).toBeVisible();
  try {
    await page.getByRole('button', { name: new RegExp(`^Brand: ${first.BrandName}`) }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: /Northwind Coffee/ })).toContainText(
      `Connected · ${northwind.serviceCount} services`,
    );
    await snap(page, 'shell-brand-selector', { fullPage: false });
    const switched = nextStatsRequest(page);
    await menu.getByRole('menuitemradio', { name: /Northwind Coffee/ }).click();
    await expect(page.getByRole('button', { name: /^Brand: Northwind Coffee/ })).toBeVisible();
    const northwindUrl = (await switched).url();
    // A brand change mounts the page afresh, on the default period.
    await expectPeriodFrom(page, northwindUrl, 6);
    expect((await credentials(page)).brandId).toBe(northwind.BrandId);
    await expectKpisToEqual(page, await serverStatsFor(page, northwindUrl));

    const reloaded = nextStatsRequest(page);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Brand: Northwind Coffee/ })).toBeVisible();
    const before = await serverStatsFor(page, (await reloaded).url());
    await expectKpisToEqual(page, before);

    // A review arrives on Judge.me (its webhook, as a live connection would have registered it).
    const hook = await page.request.post(
      `/sim/judgeme/api/v1/webhooks?shop_domain=${JUDGEME_SHOP}&api_token=${JUDGEME_TOKEN}`,
      { data: { webhook: { key: 'review/created', url: `${new URL(page.url()).origin}/webhooks/judgeme` } } },
    );
    expect(hook.ok()).toBe(true);
    const added = await page.request.post('/sim/control/judgeme/reviews', {
      data: {
        shop: JUDGEME_SHOP,
        rating: 5,
        body: 'The dashboard e2e review: lovely beans.',
        reviewerName: 'Dora Dash',
      },
    });
    expect(added.status()).toBe(201);
    const expected = integer.format(before.totalReviews + 1);
    await expect(async () => {
      await page.getByRole('button', { name: DASHBOARD_MESSAGES.refresh, exact: true }).click();
      await expect(kpiCard(page, DASHBOARD_MESSAGES.totalReviews)).toContainText(expected, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await snap(page, 'dashboard-after-new-review');
  } finally {
    await saveServerBrand(page, first.BrandId);
  }
});

test('the shell: credits meter, menus and search', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);

  const balance = creditBalanceResponseSchema.parse(await apiGet(page, '/api/credits/balance')).data;
  const credits = page.getByRole('group', { name: 'Credits' });
  await expect(credits).toContainText(
    `${integer.format(balance.availableCredits)} / ${integer.format(balance.totalCredits)}`,
  );
  await expect(credits.getByRole('meter', { name: 'Credits remaining' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Customers/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await snap(page, 'shell-help-menu', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
  await snap(page, 'shell-settings-menu', { fullPage: false });
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('.chart-surface').first()).toBeVisible();
  await snap(page, 'dashboard-dark');
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: SHELL_MESSAGES.signOut })).toBeVisible();
  await snap(page, 'shell-profile-menu', { fullPage: false });
  await page.keyboard.press('Escape');

  // Search: the brand's comments, a result opens in the inbox.
  const search = page.getByRole('combobox', { name: 'Search reviews and comments' });
  await search.fill('great');
  const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
  await expect(option).toBeVisible();
  await snap(page, 'shell-search', { fullPage: false });
  await option.click();
  await expect(page).toHaveURL(/\/responses\?highlight=[0-9a-f-]{36}$/);
});

test('the shell: collapse to icons, /inbox, and the drawer below 768 px', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The menu toggle collapses the sidebar to icons.
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute('aria-expanded', 'false');
  await snap(page, 'shell-sidebar-collapsed', { fullPage: false });
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute('aria-expanded', 'true');

  // /inbox (the activity card's View All) is the inbox.
  await page
    .getByRole('region', { name: DASHBOARD_MESSAGES.recentActivity })
    .getByRole('link', { name: 'View All' })
    .click();
  await expect(page).toHaveURL(/\/responses$/);

  // Below 768 px the sidebar is a drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(kpiCard(page, DASHBOARD_MESSAGES.totalReviews)).toBeVisible();
  await drawEveryChart(page);
  await snap(page, 'dashboard-mobile');
  // On a phone the date picker shows one month, and its popover stays within the screen.
  await page.getByRole('button', { name: /Last 7 days/ }).click();
  await expect(page.getByRole('grid')).toHaveCount(1);
  const picker = await page.getByRole('dialog').boundingBox();
  expect(picker && picker.x >= 0 && picker.x + picker.width <= 390).toBe(true);
  await snap(page, 'dashboard-date-picker-mobile', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('grid')).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
  await snap(page, 'shell-mobile-drawer', { fullPage: false });
  await page
    .getByRole('dialog', { name: 'Navigation' })
    .getByRole('link', { name: SHELL_MESSAGES.navTransactions })
    .click();
  await expect(page).toHaveURL(/\/transactions$/);
});
