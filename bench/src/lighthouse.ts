import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { STORAGE_KEYS } from '@bizamply/contracts';
import { startNode } from './load.ts';
import { signIn } from './scenarios.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';
import { table } from './table.ts';

/**
 * `npm run lighthouse [-- --mobile | --desktop] [-- --page /responses] [-- --trace]`: Lighthouse on /login and on a signed-in
 * /dashboard and /responses of the production build served by the real server (fresh embedded database, demo seed). Prints the four category
 * scores and the key metrics; the JSON and HTML reports land in bench/artifacts/lighthouse/. A report, not a
 * test: it exits 0 whatever the scores, non-zero when a run cannot measure its page (whose old report it removes
 * first, so a failed run never leaves the previous run's figures as the newest file).
 *
 * Lighthouse runs through npx (pinned, not in the lockfile: some of its dependencies' versions are missing from
 * the registry mirror, which would break `npm ci`). The browser is Debian's chromium, started by Playwright with
 * a DevTools port that Lighthouse attaches to, so the session token can be put into localStorage first.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(ROOT, 'bench/artifacts/lighthouse');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3470);
// The host of PUBLIC_URL (scripts/e2e-server.mjs): absolute links the API builds (logos) stay same-origin for the CSP.
const BASE_URL = `http://localhost:${PORT}`;
const CHROME = CHROMIUM_PATH;
const DEMO = { email: 'demo@bizamply.test', password: 'Demo#2026!' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETED: readonly string[] = ['performance', 'accessibility'];
const TARGET = 95;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
] as const;

type FormFactor = 'mobile' | 'desktop';

interface Audit {
  title: string;
  score: number | null;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number };
}
interface Report {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}
interface Run {
  page: string;
  formFactor: FormFactor;
  report: Report;
}

const log = (line: string) => process.stdout.write(`lighthouse: ${line}\n`);

/** The pages measured: /login anonymous, the others signed in as the demo account. `--page /responses` picks one. */
const PAGES = ['/login', '/dashboard', '/responses'] as const;
const SIGNED_IN_PAGES: readonly string[] = ['/dashboard', '/responses'];

function pages(): string[] {
  const index = process.argv.indexOf('--page');
  const asked = index < 0 ? undefined : process.argv[index + 1];
  if (asked === undefined) return [...PAGES];
  if (!(PAGES as readonly string[]).includes(asked)) throw new Error(`--page must be one of ${PAGES.join(', ')}`);
  return [asked];
}

function formFactors(): FormFactor[] {
  if (process.argv.includes('--mobile')) return ['mobile'];
  if (process.argv.includes('--desktop')) return ['desktop'];
  return ['mobile', 'desktop'];
}

/** The production build: WEB_DIST_DIR when it holds one, otherwise a fresh `vite build` into a temp folder. */
function webDist(): string {
  const given = process.env.WEB_DIST_DIR;
  if (given && fs.existsSync(path.join(given, 'index.html'))) return path.resolve(given);
  const outDir = path.join(os.tmpdir(), 'bizamply-lighthouse-web');
  log(`building the web app into ${outDir}`);
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: path.join(ROOT, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
  return outDir;
}

/** Runs the Lighthouse CLI against the browser on `chromePort`; resolves with the parsed JSON report. */
function lighthouse(
  url: string,
  name: string,
  chromePort: number,
  options: { keepStorage: boolean; formFactor: FormFactor },
) {
  const outputBase = path.join(OUT_DIR, name);
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    `--port=${chromePort}`,
    '--hostname=127.0.0.1',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output=html',
    `--output-path=${outputBase}`,
    '--max-wait-for-load=60000',
    '--quiet',
  ];
  if (options.formFactor === 'desktop') args.push('--preset=desktop');
  // `--trace`: also keep the page's trace and DevTools log (`<name>-0.trace.json`), to read its long tasks.
  if (process.argv.includes('--trace')) args.push('--save-assets');
  // `LH_V8_PROFILE=1` with `--trace`: V8's sampler in the trace too, to name the functions inside each long task.
  if (process.env.LH_V8_PROFILE) args.push('--additional-trace-categories=disabled-by-default-v8.cpu_profiler');
  // The signed-in page needs the session token that was put into localStorage before the run.
  if (options.keepStorage) args.push('--disable-storage-reset');
  // A failed run must leave no report behind: a reader of the newest file would take the last run's figures.
  removeReport(outputBase);
  return new Promise<Report>((resolve, reject) => {
    const child = spawn('npx', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        resolve(readReport(outputBase, code, stderr));
      } catch (error) {
        removeReport(outputBase);
        reject(error instanceof Error ? new Error(`${url} (${options.formFactor}): ${error.message}`) : error);
      }
    });
  });
}

const reportName = (page: string, formFactor: FormFactor) => `${page.slice(1)}-${formFactor}`;

/** The files a run writes under `outputBase` (the reports, and the trace and DevTools log of `--trace`). */
const reportFiles = (outputBase: string) =>
  ['.report.json', '.report.html', '-0.trace.json', '-0.devtoolslog.json'].map((suffix) => `${outputBase}${suffix}`);

function removeReport(outputBase: string): void {
  for (const file of reportFiles(outputBase)) fs.rmSync(file, { force: true });
}

/** The run's report, or why there is none: the CLI failed, wrote nothing, or Lighthouse could not measure the page. */
function readReport(outputBase: string, code: number | null, stderr: string): Report {
  const file = `${outputBase}.report.json`;
  if (code !== 0 || !fs.existsSync(file)) {
    throw new Error(`the Lighthouse run failed (exit ${code}), no report kept: ${stderr.slice(-2000)}`);
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
  if (report.runtimeError || report.categories.performance?.score == null) {
    throw new Error(
      `Lighthouse could not measure the page (${report.runtimeError?.code ?? 'no performance score'}: ` +
        `${report.runtimeError?.message ?? ''}), no report kept`,
    );
  }
  return report;
}

/**
 * Puts the demo account's session into the browser the way the SPA keeps it (localStorage, which Lighthouse's
 * storage reset leaves alone), without loading the app, and empties the HTTP cache so the run starts cold.
 */
async function storeSession(context: BrowserContext, token: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  // A small static file of the same origin: localStorage is per origin.
  await page.goto(`${BASE_URL}/favicon.svg`);
  await page.evaluate(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.authToken)}, ${JSON.stringify(token)})`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : String(Math.round(value * 100));

function metric(report: Report, id: string): string {
  const value = report.audits[id]?.numericValue;
  if (value === undefined) return '–';
  return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** What costs points: failed weighted audits of every category, and performance opportunities with savings. */
function findings(report: Report): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      lines.push(`${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  for (const [id, audit] of Object.entries(report.audits)) {
    const savings = audit.details?.overallSavingsMs ?? 0;
    if (audit.details?.type === 'opportunity' && savings >= 100) {
      lines.push(
        `opportunity: ${audit.title} (~${Math.round(savings)} ms${audit.displayValue ? `, ${audit.displayValue}` : ''}) [${id}]`,
      );
    }
  }
  return [...new Set(lines)];
}

function print(runs: Run[]): void {
  const header = ['page', 'form factor', ...CATEGORIES, ...METRICS.map(([label]) => label)];
  const rows = runs.map(({ page, formFactor, report }) => [
    page,
    formFactor,
    ...CATEGORIES.map((category) => score(report.categories[category]?.score)),
    ...METRICS.map(([, id]) => metric(report, id)),
  ]);
  process.stdout.write(`\nBizamply Lighthouse (${LIGHTHOUSE}, ${CHROME}, simulated throttling), ${BASE_URL}\n`);
  process.stdout.write(`${table(header, rows)}\n\n`);
  for (const { page, formFactor, report } of runs) {
    const verdicts = TARGETED.map((category) => {
      const value = Math.round((report.categories[category]?.score ?? 0) * 100);
      return `${category} ${value}: target ≥ ${TARGET} ${value >= TARGET ? 'met' : 'not met'}`;
    });
    process.stdout.write(`${page} (${formFactor}): ${verdicts.join('; ')}\n`);
    if (!report.finalDisplayedUrl.endsWith(page)) {
      process.stdout.write(`  warning: the page ended at ${report.finalDisplayedUrl}, not ${page}\n`);
    }
    for (const warning of report.runWarnings) process.stdout.write(`  lighthouse warning: ${warning}\n`);
    for (const line of findings(report)) process.stdout.write(`  - ${line}\n`);
  }
  process.stdout.write(
    `\nReports: ${path.relative(ROOT, OUT_DIR)}/<page>-<form factor>.report.{json,html}; machine: ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n`,
  );
}

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  // Every report this run will write goes first: a run that stops early leaves none of the last run's behind.
  for (const page of pages()) {
    for (const formFactor of formFactors()) removeReport(path.join(OUT_DIR, reportName(page, formFactor)));
  }
  const dist = webDist();
  log(`starting the server on ${BASE_URL} with ${dist}`);
  const server = startNode(
    path.join(ROOT, 'scripts/e2e-server.mjs'),
    [],
    { PORT: String(PORT), HOST: '127.0.0.1', WEB_DIST_DIR: dist, LOG_LEVEL: 'warn' },
    'ready at',
  );
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bizamply-lighthouse-chrome-'));
  let context: BrowserContext | undefined;
  try {
    await server.ready;
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME,
      headless: true,
      // Lighthouse sets its own viewport and device emulation on the tab it opens.
      viewport: null,
      args: ['--remote-debugging-port=0', ...CHROMIUM_ARGS],
    });
    const chromePort = Number(fs.readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const runs: Run[] = [];
    // Every anonymous run first: once the token is in localStorage, /login sends the visitor on to /dashboard.
    const chosen = pages();
    for (const formFactor of chosen.includes('/login') ? formFactors() : []) {
      log(`/login (${formFactor})`);
      const report = await lighthouse(`${BASE_URL}/login`, reportName('/login', formFactor), chromePort, {
        keepStorage: false,
        formFactor,
      });
      runs.push({ page: '/login', formFactor, report });
    }
    const signedIn = chosen.filter((page) => SIGNED_IN_PAGES.includes(page));
    const session = signedIn.length > 0 ? await signIn(BASE_URL, DEMO.email, DEMO.password) : null;
    for (const page of signedIn) {
      for (const formFactor of formFactors()) {
        log(`${page} signed in as ${DEMO.email} (${formFactor})`);
        await storeSession(context, session?.token ?? '');
        const report = await lighthouse(`${BASE_URL}${page}`, reportName(page, formFactor), chromePort, {
          keepStorage: true,
          formFactor,
        });
        runs.push({ page, formFactor, report });
      }
    }
    print(runs);
  } finally {
    await context?.close();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`lighthouse: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
