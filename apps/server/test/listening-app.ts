import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { Platform } from '@bizamply/contracts';
import { Logger, runOnce } from 'graphile-worker';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createAiProvider } from '../src/ai/index.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createCipher, loadInstanceSecret } from '../src/lib/secrets.ts';
import { createJobQueue } from '../src/jobs/queue.ts';
import { buildTaskList } from '../src/jobs/tasks.ts';
import { createIntegrations, type Integrations } from '../src/integrations/registry.ts';
import { createPlatformReplyDispatcher } from '../src/modules/ingestion/reply-dispatcher.ts';
import { connections } from '../src/db/schema/index.ts';
import { createTestDatabase } from './database.ts';
import { createInjector, type TestApp } from './app.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ListeningApp extends TestApp {
  /** http://127.0.0.1:<port>: PUBLIC_URL, so adapters reach the simulator over the network. */
  baseUrl: string;
  integrations: Integrations;
  /** Every back-off / Retry-After / throttle wait the adapters asked for, in ms (they still wait). */
  waits: number[];
  /** Warnings and errors the job runner logged (failed jobs say why here). */
  jobLog: string[];
  /** Runs every job that is due (imports, webhook registration, fetch-backs) until none is left. */
  runJobs: () => Promise<void>;
  /** The simulator's control API. */
  control: (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the simulator's JSON, read by test assertions
  ) => Promise<{ status: number; body: any }>;
}

/**
 * The real app listening on a local port with PUBLIC_URL pointing at it, the simulator mounted at /sim,
 * on a fresh database: adapters make real HTTP calls to the simulator, which sends real webhooks back.
 * Sends stay unconfigured unless `sends` is set: then replies really go out to the simulator too.
 */
export async function buildListeningApp(
  env: Record<string, string> = {},
  options: { sends?: boolean } = {},
): Promise<ListeningApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.data-test/app',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PUBLIC_URL: baseUrl,
    PORT: String(port),
    PLATFORM_MODE: 'simulator',
    ...env,
  });
  const cipher = createCipher(await loadInstanceSecret(database.db));
  const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: config.MAIL_FROM });
  const queue = await createJobQueue(database.pool);
  const waits: number[] = [];
  const integrations = createIntegrations(config, cipher, {
    sleep: async (ms) => {
      waits.push(ms);
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
  });
  const ingestion = { db: database.db, cipher, integrations };
  const replyDispatcher = options.sends ? createPlatformReplyDispatcher(ingestion) : undefined;
  const app = await buildApp({
    config,
    database,
    cipher,
    mailer,
    queue,
    integrations,
    ai: createAiProvider(config),
    ...(replyDispatcher ? { replyDispatcher } : {}),
    logger: false,
  });
  await app.listen({ port, host: '127.0.0.1' });

  const csrf = await app.inject({ method: 'GET', url: '/auth/csrf-token' });
  const csrfToken = (csrf.json() as { csrfToken: string }).csrfToken;
  const taskList = buildTaskList({
    db: database.db,
    mailer,
    ingestion,
    ...(replyDispatcher ? { replyDispatcher } : {}),
  });
  const jobLog: string[] = [];
  const logger = new Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning') jobLog.push(message);
  });

  return {
    app,
    database,
    config,
    queue,
    baseUrl,
    integrations,
    waits,
    jobLog,
    request: createInjector(app, csrfToken),
    async runJobs() {
      await runOnce({ pgPool: database.pool, taskList, logger });
    },
    async control(method, path, body) {
      const response = await fetch(`${baseUrl}/sim/control${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    async close() {
      await app.close();
      await queue.close();
      await database.close();
    },
  };
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Plays the merchant in the popup: opens the consent page, presses Approve (optionally as another
 * account) and follows the redirect to our callback. Returns the callback's answer.
 */
export async function approveConsent(
  authorizeUrl: string,
  options: { account?: string; decision?: 'approve' | 'deny' } = {},
): Promise<{ status: number; html: string; location: string | null }> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (!html.includes('Authorize Bizamply'))
    throw new Error(`not a consent page (${page.status}): ${html.slice(0, 200)}`);
  const action = decode(/<form method="get" action="([^"]+)"/.exec(html)?.[1] ?? '');
  const fields = new URLSearchParams();
  for (const match of html.matchAll(
    /<input type="(?:hidden|text)" (?:id="account" )?name="([^"]+)" value="([^"]*)"/g,
  )) {
    fields.set(decode(match[1] ?? ''), decode(match[2] ?? ''));
  }
  if (options.account) fields.set('account', options.account);
  fields.set('decision', options.decision ?? 'approve');
  const approved = await fetch(`${action}?${fields}`, { redirect: 'manual' });
  const callback = approved.headers.get('location');
  if (!callback) throw new Error(`the platform did not redirect back (${approved.status})`);
  const answer = await fetch(callback, { redirect: 'manual' });
  return { status: answer.status, html: await answer.text(), location: answer.headers.get('location') };
}

/**
 * Connects a platform for the owner's brand as the merchant would (popup ticket, consent, callback), then runs
 * the jobs that register its webhooks and imports the history. Returns the stored connection.
 */
export async function connectThroughPopup(
  t: ListeningApp,
  owner: { token: string; brand: { id: string } },
  platform: Platform,
  options: { shop?: string; account?: string } = {},
) {
  const ticket = await t.request({
    method: 'POST',
    url: '/api/connections/popup-ticket',
    token: owner.token,
    payload: { brandId: owner.brand.id, platform, ...(options.shop ? { shop: options.shop } : {}) },
  });
  const popup = await fetch(`${t.baseUrl}${ticket.json().data.popupUrl}`, { redirect: 'manual' });
  const answer = await approveConsent(popup.headers.get('location') ?? '', { account: options.account });
  if (answer.status !== 200) throw new Error(`${platform} consent failed (${answer.status})`);
  await t.runJobs();
  const [row] = await t.database.db
    .select()
    .from(connections)
    .where(and(eq(connections.brandId, owner.brand.id), eq(connections.platform, platform)));
  if (!row) throw new Error(`${platform} not connected`);
  return row;
}
