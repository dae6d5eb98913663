import { DEMO, expect, snap, test } from '../support/fixtures.ts';

test('opening / lands an anonymous visitor on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await snap(page, 'login');
});

test('/login is drawn by the HTML itself, and a form sent before the app runs never goes out', async ({ page }) => {
  // The app's JavaScript never arrives: what shows is the prerendered page alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-in-any-address');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The browser did not send the form by GET (the password in the address): still /login, no query.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
});

test('on a phone, /login keeps what was typed into the HTML-drawn form when the app takes over', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  // Typed as soon as the form shows, likely before the app has run: hydration keeps the fields as they are.
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await expect(page).toHaveTitle(/^Sign in/);
  await snap(page, 'login-phone');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
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
