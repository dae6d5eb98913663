import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SHELL_MESSAGES, STORAGE_KEYS } from '@bizamply/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';
import { startNode } from './load.ts';
import { signIn } from './scenarios.ts';
import { table } from './table.ts';

/**
 * `npm run nav-timing -- --dist A=<build> [--dist B=<build>] [--runs 6] [--cpu 4] [--latency 0] [--chunk-cached]`:
 * the in-app navigation a merchant makes every day, /dashboard → the sidebar's inbox link → /responses, timed in
 * the page from the press on the link to the first inbox row painted (a frame after the row is in the DOM), with
 * the CPU throttled (`--cpu`, DevTools' rate) and each request delayed (`--latency` ms, DevTools' network
 * emulation, the server "far away"). With several builds, one real server each (fresh embedded database, demo
 * seed; ports from NAV_TIMING_PORTS, comma-separated) and the runs alternate A, B, A, B… so both meet the same
 * machine load. Each run is a fresh browser context (an empty HTTP cache: the inbox's chunks are fetched on the
 * click, as on the first visit of a day); `--chunk-cached` opens /responses once first, so they come from the
 * HTTP cache. A report, not a test: no threshold.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DEMO = { email: 'demo@bizamply.test', password: 'Demo#2026!' };
/** A human press: the button is held this long between pointerdown and click. */
const PRESS_MS = 80;

interface Variant {
  name: string;
  dist: string;
  baseUrl: string;
  token: string;
}

interface Timing {
  /** ms from pointerdown to the click event. */
  pressToClick: number;
  /** ms from the click to the first row painted. */
  clickToRow: number;
  /** ms from the click to the inbox's tabs in the DOM (the page's first commit). */
  clickToPage: number | null;
  /** ms from the click to the list's answer in (its responseEnd). */
  clickToListAnswer: number | null;
  /** ms from the click to the list's request start (negative: asked before the click, at the press). */
  clickToListRequest: number | null;
  /** ms from the click to the page chunk's request start. */
  clickToChunk: number | null;
  /** How many times each inbox endpoint was asked after the press (a second ask is a duplicate). */
  inboxRequests: Record<string, number>;
}

const log = (line: string) => process.stdout.write(`nav-timing: ${line}\n`);

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? fallback : (process.argv[index + 1] ?? fallback);
}

function variantsAsked(): { name: string; dist: string }[] {
  const asked = process.argv.flatMap((arg, index) => (arg === '--dist' ? [process.argv[index + 1] ?? ''] : []));
  if (asked.length === 0) throw new Error('give at least one --dist NAME=<web build folder>');
  return asked.map((spec) => {
    const [name = '', dist = ''] = spec.split('=');
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}: no index.html (build first)`);
    return { name, dist: path.resolve(dist) };
  });
}

function ports(count: number): number[] {
  const listed = (process.env.NAV_TIMING_PORTS ?? process.env.LIGHTHOUSE_PORT ?? '3470').split(',').map(Number);
  if (listed.length < count) throw new Error(`NAV_TIMING_PORTS lists ${listed.length} ports for ${count} builds`);
  return listed.slice(0, count);
}

/** Page-side probe: the press and click times, and the first inbox row's paint (rAF, then the next task). */
const PROBE = `(() => {
  const marks = { press: null, click: null, page: null, row: null };
  window.__navTiming = marks;
  addEventListener('pointerdown', (event) => { marks.press = event.timeStamp; }, true);
  addEventListener('click', (event) => { marks.click = event.timeStamp; }, true);
  const seen = () => document.querySelector('main article[aria-label]');
  new MutationObserver((_, observer) => {
    if (marks.click !== null && marks.page === null && location.pathname === '/responses' && document.querySelector('main [role="tab"][aria-controls*="pending"]')) {
      marks.page = performance.now();
    }
    if (marks.click === null || marks.row !== null || !seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { marks.row = performance.now(); };
      channel.port2.postMessage(0);
    });
  }).observe(document, { childList: true, subtree: true });
})()`;

const INBOX_ENDPOINTS = ['/api/comments?', '/api/comments/stats', '/api/credits/settings', '/api/automation/settings'];

async function measure(browser: Browser, variant: Variant, cpu: number, latency: number, chunkCached: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${variant.baseUrl}/favicon.svg`);
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.authToken)}, ${JSON.stringify(variant.token)})`,
    );
    if (chunkCached) await openAndSettle(page, `${variant.baseUrl}/responses`);
    await page.addInitScript(PROBE);
    await openAndSettle(page, `${variant.baseUrl}/dashboard`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (latency > 0) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const link = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: SHELL_MESSAGES.navResponses });
    const box = await link.boundingBox();
    if (!box) throw new Error('the sidebar has no inbox link');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(PRESS_MS);
    await page.mouse.up();
    await waitInPage(page, 'window.__navTiming.row !== null');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Let the page's own first calls (and any second ask) go out before counting.
    await page.waitForTimeout(1_500);
    return await readTiming(page, asked);
  } finally {
    await context.close();
  }
}

async function openAndSettle(page: Page, url: string) {
  await page.goto(url);
  // Drawn (no skeleton left in the page); not 'networkidle': the live stream stays open.
  await waitInPage(
    page,
    `document.querySelector('main h1') !== null && !document.querySelector('main [aria-busy="true"]')`,
  );
  // Idle-time work (the toaster's mount, the time zone's warm-up, the cards' second requests) done before the click.
  await page.waitForTimeout(2_000);
}

/**
 * Polls an expression in the page (as DevTools evaluates it: the app's CSP forbids the eval behind
 * `waitForFunction`).
 */
async function waitInPage(page: Page, expression: string) {
  const deadline = Date.now() + 60_000;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await page.waitForTimeout(100);
  }
}

interface PageMarks {
  press: number;
  click: number;
  page: number | null;
  row: number;
  entries: { name: string; start: number; end: number }[];
}

async function readTiming(page: Page, asked: string[]): Promise<Timing> {
  const marks = (await page.evaluate(`({
    ...window.__navTiming,
    entries: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
  })`)) as PageMarks;
  const after = (test: (name: string) => boolean) =>
    marks.entries.find((entry) => test(entry.name) && entry.start >= marks.press - 1);
  const startOf = (test: (name: string) => boolean) => after(test)?.start;
  const listStart = startOf((name) => name.includes('/api/comments?'));
  const listEnd = after((name) => name.includes('/api/comments?'))?.end;
  const chunkStart = startOf((name) => /\/assets\/responses-page-[^/]+\.js$/.test(name));
  const inboxRequests = Object.fromEntries(
    INBOX_ENDPOINTS.map((endpoint) => [endpoint, asked.filter((url) => url.includes(endpoint)).length]),
  );
  return {
    pressToClick: marks.click - marks.press,
    clickToRow: marks.row - marks.click,
    clickToPage: marks.page === null ? null : marks.page - marks.click,
    clickToListAnswer: listEnd === undefined ? null : listEnd - marks.click,
    clickToListRequest: listStart === undefined ? null : listStart - marks.click,
    clickToChunk: chunkStart === undefined ? null : chunkStart - marks.click,
    inboxRequests,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';

async function main() {
  const runs = Number(option('runs', '6'));
  const cpu = Number(option('cpu', '4'));
  const latency = Number(option('latency', '0'));
  const chunkCached = process.argv.includes('--chunk-cached');
  const asked = variantsAsked();
  const servers = asked.map(({ name, dist }, index) => {
    const port = ports(asked.length)[index] ?? 0;
    return {
      name,
      dist,
      baseUrl: `http://localhost:${port}`,
      server: startNode(
        path.join(ROOT, 'scripts/e2e-server.mjs'),
        [],
        { PORT: String(port), HOST: '127.0.0.1', WEB_DIST_DIR: dist, LOG_LEVEL: 'warn' },
        'ready at',
      ),
    };
  });
  let browser: Browser | undefined;
  try {
    const variants: Variant[] = [];
    for (const { name, dist, baseUrl, server } of servers) {
      await server.ready;
      const { token } = await signIn(baseUrl, DEMO.email, DEMO.password);
      variants.push({ name, dist, baseUrl, token });
    }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const rows: string[][] = [];
    const byVariant = new Map<string, Timing[]>(variants.map((variant) => [variant.name, []]));
    for (let round = 1; round <= runs; round += 1) {
      for (const variant of variants) {
        const before = load();
        const timing = await measure(browser, variant, cpu, latency, chunkCached);
        byVariant.get(variant.name)?.push(timing);
        const requests = Object.values(timing.inboxRequests).join('/');
        rows.push([
          String(round),
          variant.name,
          `${before}→${load()}`,
          ms(timing.pressToClick + timing.clickToRow),
          ms(timing.clickToRow),
          ms(timing.clickToPage),
          ms(timing.clickToListRequest),
          ms(timing.clickToListAnswer),
          ms(timing.clickToChunk),
          ms(timing.pressToClick),
          requests,
        ]);
        log(rows.at(-1)?.join('  ') ?? '');
      }
    }
    const header = [
      'round',
      'build',
      'load',
      'press→row',
      'click→row',
      'click→page drawn',
      'click→list asked',
      'click→list in',
      'click→chunk asked',
      'press→click',
      'asked',
    ];
    process.stdout.write(
      `\n/dashboard → sidebar inbox link → first row painted, CPU ${cpu}×, latency ${latency} ms, ` +
        `${chunkCached ? 'chunks in the HTTP cache' : 'empty HTTP cache'}, press ${PRESS_MS} ms ` +
        `(asked: comments/stats/credit settings/automation settings after the press)\n${table(header, rows)}\n\n`,
    );
    for (const [name, timings] of byVariant) {
      const pressToRow = timings.map((timing) => timing.pressToClick + timing.clickToRow);
      process.stdout.write(
        `${name}: over ${timings.length} runs, median press→row ${ms(median(pressToRow))} ms, ` +
          `click→row ${ms(median(timings.map((timing) => timing.clickToRow)))} ms\n`,
      );
    }
    process.stdout.write(
      `machine: ${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}\n`,
    );
  } finally {
    await browser?.close();
    await Promise.all(servers.map(({ server }) => server.stop()));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`nav-timing: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
