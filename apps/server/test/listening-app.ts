import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { ConsentPlatform, Platform } from '@bizamply/contracts';
import { consentFieldOf } from '../src/modules/connections/consent.service.ts';
import { Logger, runOnce, type TaskList } from 'graphile-worker';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createAiProvider } from '../src/ai/index.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createCipher, loadInstanceSecret, type Cipher } from '../src/lib/secrets.ts';
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
  cipher: Cipher;
  /** Every back-off / Retry-After / throttle wait the adapters asked for, in ms (they still wait). */
  waits: number[];
  /** Warnings and errors the job runner logged (failed jobs say why here). */
  jobLog: string[];
  /** Runs every job that is due (imports, webhook registration, fetch-backs) until none is left. */
  runJobs: () => Promise<void>;
  /** Every task the workers know (to start real graphile-worker runners, e.g. two workers at once). */
  taskList: TaskList;
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
  const ai = createAiProvider(config);
  const replyDispatcher = options.sends ? createPlatformReplyDispatcher(ingestion) : undefined;
  const app = await buildApp({
    config,
    database,
    cipher,
    mailer,
    queue,
    integrations,
    ai,
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
    ai,
    generationLease: config.generationLease,
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
    cipher,
    waits,
    jobLog,
    request: createInjector(app, csrfToken),
    taskList,
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

/** The `name=value` pairs a response set, ready for a Cookie header (what the browser would keep). */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

/**
 * Plays the merchant in the popup: opens the consent page, presses Approve (optionally as another
 * account) and follows the redirect to our callback, sending `cookie` (the browser's cookies: the one the
 * popup start set). Returns the callback's answer and the cookies it set (or, with `stopAtCallback`, the
 * callback address the platform redirected to, unopened).
 */
export async function approveConsent(
  authorizeUrl: string,
  options: { account?: string; decision?: 'approve' | 'deny'; cookie?: string; stopAtCallback?: boolean } = {},
): Promise<{ status: number; html: string; location: string | null; cookies: string }> {
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
  if (options.stopAtCallback) return { status: approved.status, html: '', location: callback, cookies: '' };
  const answer = await fetch(callback, {
    redirect: 'manual',
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  return {
    status: answer.status,
    html: await answer.text(),
    location: answer.headers.get('location'),
    cookies: cookiesOf(answer),
  };
}

type Owner = { token: string; brand: { id: string } };

/**
 * The SPA's two steps: mint a ticket (authenticated), then open the popup address it returns. Returns the
 * popup's answer (a redirect to the platform's consent page) and the cookie it set in "this browser".
 */
export async function openPopup(t: ListeningApp, owner: Owner, platform: Platform, shop?: string) {
  const ticket = await t.request({
    method: 'POST',
    url: '/api/connections/popup-ticket',
    token: owner.token,
    payload: { brandId: owner.brand.id, platform, ...(shop ? { shop } : {}) },
  });
  if (ticket.statusCode !== 200) throw new Error(`popup ticket refused (${ticket.statusCode}): ${ticket.body}`);
  const popupUrl = (ticket.json() as { data: { popupUrl: string } }).data.popupUrl;
  const response = await fetch(`${t.baseUrl}${popupUrl}`, { redirect: 'manual' });
  return { response, popupUrl, consentUrl: response.headers.get('location') ?? '', cookie: cookiesOf(response) };
}

/**
 * Connects a platform for the owner's brand as the merchant would (popup ticket, consent, callback), then runs
 * the jobs that register its webhooks and imports the history. Returns the stored connection.
 */
export async function connectThroughPopup(
  t: ListeningApp,
  owner: Owner,
  platform: Platform,
  options: { shop?: string; account?: string } = {},
) {
  const popup = await openPopup(t, owner, platform, options.shop);
  const answer = await approveConsent(popup.consentUrl, { account: options.account, cookie: popup.cookie });
  if (answer.status !== 200) throw new Error(`${platform} consent failed (${answer.status})`);
  await t.runJobs();
  const [row] = await t.database.db
    .select()
    .from(connections)
    .where(and(eq(connections.brandId, owner.brand.id), eq(connections.platform, platform)));
  if (!row) throw new Error(`${platform} not connected`);
  return row;
}

/**
 * Facebook, TikTok, Google (issue 13): the consent popup as the platform person `account`; returns the
 * grant cookie the callback set (this browser's proof of which accounts that person manages).
 */
export async function consentThroughPopup(t: ListeningApp, owner: Owner, platform: ConsentPlatform, account: string) {
  const popup = await openPopup(t, owner, platform);
  const answer = await approveConsent(popup.consentUrl, { account, cookie: popup.cookie });
  if (answer.status !== 200) throw new Error(`${platform} consent failed (${answer.status}): ${answer.html}`);
  return answer.cookies;
}

/** The spec's direct connect (`POST /integrations/{platform}/connect`), sent with this browser's grant cookie. */
export function connectDirect(t: ListeningApp, owner: Owner, platform: ConsentPlatform, value: string, grant = '') {
  return t.request({
    method: 'POST',
    url: `/integrations/${platform}/connect`,
    token: owner.token,
    payload: { brandId: owner.brand.id, [consentFieldOf(platform)]: value },
    ...(grant ? { headers: { cookie: grant } } : {}),
  });
}

/**
 * Creates the platform account in the simulator, managed by the platform person `account` (default: one of
 * its own), consents as that person and connects it by its id: Facebook `{pageId}`, TikTok `{handle}` (no @),
 * Google `{propertyId}`. Returns the connect answer.
 */
export async function connectWithConsent(
  t: ListeningApp,
  owner: Owner,
  platform: ConsentPlatform,
  id: string,
  account = `person.${id.toLowerCase()}@example.test`,
) {
  if (platform === 'facebook')
    await t.control('POST', '/facebook/pages', { pageId: id, name: `Page ${id}`, manager: account });
  if (platform === 'tiktok') await t.control('POST', '/tiktok/accounts', { handle: id });
  if (platform === 'google')
    await t.control('POST', '/google/properties', { propertyId: id, displayName: `Property ${id}`, user: account });
  const grant = await consentThroughPopup(t, owner, platform, platform === 'tiktok' ? id : account);
  const value = platform === 'tiktok' ? `@${id}` : platform === 'google' ? `GA4-${id}-1` : id;
  return connectDirect(t, owner, platform, value, grant);
}
