import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { DEMO_SHOPS, INBOX_MESSAGES, LIVE_PATH, onboardDataResponseSchema, STORAGE_KEYS } from '@bizamply/contracts';
import { DEMO, expect, login, snap, test } from '../support/fixtures.ts';

/**
 * Issue 19 "Live inbox": the merchant keeps the inbox open on a second server (its own process, same database)
 * while a review arrives through the platform's webhook; the change is announced by PostgreSQL NOTIFY, the second
 * server's stream pushes it and the row appears with no polling (the inbox's own poll is 60 s, and it is off while
 * the stream is live). The test waits for the row, not for a clock: issue 19's "within 2 s" is a figure the run
 * logs, while the wait's bound (PUSHED_BEFORE_ANY_POLL_MS) is half the poll's period, so only a push can show the
 * row in time, at any load.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
const SHOP = DEMO_SHOPS[0]?.domain ?? '';
const TAG = `live${Date.now().toString(36)}`;
/** Half the inbox's 60 s poll: a row seen before it was pushed. */
const PUSHED_BEFORE_ANY_POLL_MS = 30_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let second: ChildProcess | null = null;
let secondUrl = '';

test.beforeAll(async () => {
  const port = await freePort();
  secondUrl = `http://localhost:${port}`;
  // Its own process group, so stopping it also stops what it started.
  second = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), E2E_SHARE_DATABASE_OF: String(FIRST_PORT), WORKER_IN_PROCESS: '0' },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${secondUrl}/backend/api/system/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 90_000, intervals: [500], message: 'the second server starts' },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (second?.pid) process.kill(-second.pid, 'SIGTERM');
  second = null;
});

test('a review arriving through a webhook on one server is pushed to the inbox open on another', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The merchant works on the second server.
  await login(page, DEMO, secondUrl);
  const token = await page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEYS.authToken);
  const { brands } = onboardDataResponseSchema.parse(
    await (
      await request.get(`${secondUrl}/api/onboard-data`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      })
    ).json(),
  ).data;
  const brand = brands.find((entry) => entry.BrandName === DEMO_SHOPS[0]?.name);
  expect(brand).toBeDefined();
  await page.evaluate(({ key, id }) => localStorage.setItem(key, id), {
    key: STORAGE_KEYS.selectedBrand,
    id: brand?.BrandId ?? '',
  });

  // The stream opens with the bearer header; nothing secret travels in its URL.
  const stream = page.waitForRequest((sent) => sent.url().endsWith(LIVE_PATH));
  await page.goto(`${secondUrl}/responses`);
  const opened = await stream;
  expect(await opened.headerValue('authorization')).toBe(`Bearer ${token}`);
  expect(opened.url()).not.toContain(token);
  await expect(page.getByText(INBOX_MESSAGES.connected, { exact: true })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // The stream said `ready`: this server is LISTENing for the account's changes.
  await expect(page.locator('html')).toHaveAttribute('data-live', 'live');

  // Judge.me delivers a new review to the first server (the simulator's webhook goes to where it was registered).
  const created = await request.post('/sim/control/judgeme/reviews', {
    data: {
      shop: SHOP,
      rating: 5,
      title: 'Live',
      body: `${TAG} Arrived while the inbox was open on another server.`,
      reviewerName: 'Lena Live',
      reviewerEmail: `${TAG}@example.com`,
      emitWebhook: true,
    },
  });
  const posted = Date.now();
  expect(created.status()).toBe(201);
  // The simulator of each server subscribed the demo shop to its own server: every delivery is accepted (and
  // stored once). The strict "written by one process, pushed by another" proofs are apps/server/test/scale-out.test.ts
  // and modules/live/live-stream.test.ts.
  const { webhooks } = (await created.json()) as { webhooks: { status: number; url: string }[] };
  expect(webhooks.length).toBeGreaterThan(0);
  expect(webhooks.every((webhook) => webhook.status === 200)).toBe(true);
  // Issue 19: pushed, without a refresh (checked at every frame: expect's own polling backs off to 1 s steps).
  await page.waitForFunction(
    (text) => document.body.innerText.includes(text),
    `${TAG} Arrived while the inbox was open`,
    {
      polling: 'raf',
      timeout: PUSHED_BEFORE_ANY_POLL_MS,
    },
  );
  console.log(`live: the review showed ${Date.now() - posted} ms after the webhook was accepted`);
  await expect(page.getByText(`${TAG} Arrived while the inbox was open`)).toBeVisible();
  await expect(page.getByText(INBOX_MESSAGES.newReviewsToast)).toBeVisible();
  await snap(page, 'live-inbox');

  // The same at phone size: another review, pushed while the phone-sized inbox is open.
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await request.post('/sim/control/judgeme/reviews', {
    data: { shop: SHOP, rating: 4, body: `${TAG}m Pushed to the phone.`, reviewerName: 'Mo Live', emitWebhook: true },
  });
  expect(phone.status()).toBe(201);
  await page.waitForFunction((text) => document.body.innerText.includes(text), `${TAG}m Pushed to the phone.`, {
    polling: 'raf',
    timeout: PUSHED_BEFORE_ANY_POLL_MS,
  });
  await expect(page.getByText(`${TAG}m Pushed to the phone.`)).toBeVisible();
  await snap(page, 'live-inbox-mobile');
});
