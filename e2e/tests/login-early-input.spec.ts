import { DEMO, expect, test } from '../support/fixtures.ts';

test('on a slow phone, /login signs in with what was typed, ticked and tapped before the app ran', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The app's JavaScript is held back until the visitor has filled the form, ticked Remember me and tapped Sign in.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  let heldRequests = 0;
  await page.route('**/assets/*.js', async (route) => {
    heldRequests += 1;
    await scriptsHeld;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  const rememberMe = page.getByRole('checkbox', { name: 'Remember me' });
  await rememberMe.click();
  // The box shows the tick at once, before the app runs.
  await expect(rememberMe).toBeChecked();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Nothing has run yet: the app's script was asked for and is still held, and the page has not moved.
  expect(heldRequests).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/login$/);

  releaseScripts();
  // No second tap: the app sends the early submission once it has taken over the page.
  await expect(page).toHaveURL(/\/dashboard$/);
  // Remember me took effect: the session token lives in localStorage (unticked, it would be the tab's sessionStorage).
  const stored = await page.evaluate(() => ({
    local: window.localStorage.getItem('authToken'),
    session: window.sessionStorage.getItem('authToken'),
  }));
  expect(stored.local).not.toBeNull();
  expect(stored.session).toBeNull();
  // The password never went into an address.
  expect(
    addresses.filter((address) => address.includes(encodeURIComponent(DEMO.password)) || address.includes('password=')),
  ).toEqual([]);
});

test('before the app runs, a second click on Remember me unticks it, and the app keeps it unticked', async ({
  page,
}) => {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  const rememberMe = page.getByRole('checkbox', { name: 'Remember me' });
  // Through its label, as a thumb often lands.
  await page.getByText('Remember me', { exact: true }).click();
  await expect(rememberMe).toBeChecked();
  await rememberMe.click();
  await expect(rememberMe).not.toBeChecked();

  releaseScripts();
  await expect(page).toHaveTitle(/^Sign in/);
  await expect(rememberMe).not.toBeChecked();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Not remembered: the token is the tab's alone.
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  expect(await page.evaluate(() => window.sessionStorage.getItem('authToken'))).not.toBeNull();
});
