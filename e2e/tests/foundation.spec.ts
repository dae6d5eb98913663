import { expect, snap, test } from '../support/fixtures.ts';

test('opening / lands an anonymous visitor on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await snap(page, 'login');
});

test('a protected page sends an anonymous visitor to /login and remembers where they were going', async ({ page }) => {
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Ftransactions/);
});

test('an unknown path goes to / and from there to /login', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login/);
});

test('the error page shows the query text and a Go Home button', async ({ page }) => {
  await page.goto('/error?error=Shop%20install%20was%20cancelled');
  await expect(page.getByText('Shop install was cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await snap(page, 'error');
});

test('the health endpoint reports a working database', async ({ request }) => {
  const response = await request.get('/backend/api/system/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ services: { database: 'ok' } });
});
