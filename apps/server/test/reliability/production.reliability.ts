import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_APP_CREDENTIALS, SIMULATOR_OPERATOR } from '@bizamply/contracts';
import { users } from '../../src/db/schema/index.ts';
import { verifyPassword } from '../../src/lib/passwords.ts';
import { PUBLIC_SIMULATOR_CONSENT } from '../../src/config-rules.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed/seed.ts';
import { createTestDatabase } from '../database.ts';
import { freePort } from '../listening-app.ts';
import { PRODUCTION_ENV } from '../production-env.ts';
import { startNode } from './child-process.ts';
import { reportSecurityPart } from './security-report.ts';

/**
 * Issue 13 §2 and §8 (/metrics): the real server process (`src/main.ts`, what `npm start` runs) with NODE_ENV=production
 * refuses unsafe settings with one line, and with live settings mounts no simulator, no dev routes, seeds no demo,
 * closes /metrics, refuses the simulator's webhook secrets and prints no password.
 */
const MAIN = path.resolve(import.meta.dirname, '../../src/main.ts');
const baseEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root' };
reportSecurityPart(
  'i. security: production start',
  'NODE_ENV=production refused with defaults (one line); live settings: /sim and /dev 404, no demo data, /metrics 401 without its bearer, simulator-signed webhooks 401, no password in the log; staging demo warns',
);

describe('NODE_ENV=production with unsafe settings: one line naming the variable, exit 1, nothing started', () => {
  it.each([
    ['no other setting', {}, /PLATFORM_MODE: NODE_ENV=production needs PLATFORM_MODE=live/],
    [
      'the simulator, even with the staging consent',
      { PLATFORM_MODE: 'simulator', ALLOW_PUBLIC_SIMULATOR: PUBLIC_SIMULATOR_CONSENT },
      /PLATFORM_MODE: /,
    ],
    [
      "the README's administrator password",
      { ...PRODUCTION_ENV, ADMIN_PASSWORD: 'Admin#2026!' },
      /ADMIN_PASSWORD: too short/,
    ],
    ['no administrator password', { ...PRODUCTION_ENV, ADMIN_PASSWORD: undefined }, /ADMIN_PASSWORD: required/],
    [
      "the simulator's Shopify secret",
      { ...PRODUCTION_ENV, SHOPIFY_CLIENT_SECRET: SIMULATOR_APP_CREDENTIALS.shopify.clientSecret },
      /simulator's/,
    ],
  ])('%s', (_label, env, expected) => {
    const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
    const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...baseEnv, NODE_ENV: 'production', ...defined } as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^bizamply: cannot start: Invalid configuration for NODE_ENV=production: /);
    expect(lines[0]).toMatch(expected);
    expect(result.stderr).not.toContain('Admin#2026!');
    expect(result.stderr).not.toContain(SIMULATOR_APP_CREDENTIALS.shopify.clientSecret);
  });
});

describe('NODE_ENV=production with live settings', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ReturnType<typeof startNode>;
  let base = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startNode(
      MAIN,
      [],
      {
        ...PRODUCTION_ENV,
        DATABASE_URL: database.connectionString,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DATA_DIR: '.data-test/production',
        WEB_DIST_DIR: '/nonexistent-web-dist',
      },
      'ready at',
    );
    await server.ready;
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it('mounts no simulator and no dev routes', async () => {
    for (const url of [
      '/sim/control/health',
      '/sim/google/.well-known/openid-configuration',
      '/sim/shopify/admin/oauth/authorize?shop=a.myshopify.com',
      '/dev/mailbox',
    ]) {
      const response = await fetch(`${base}${url}`, { redirect: 'manual' });
      expect(response.status, url).toBe(404);
    }
    const health = await fetch(`${base}/backend/api/system/health`);
    expect(health.status).toBe(200);
  });

  it('Google sign-in is not the simulator (unconfigured: a failed sign-in, never /sim)', async () => {
    const response = await fetch(`${base}/auth/google`, { redirect: 'manual' });
    const location = response.headers.get('location') ?? '';
    expect(location).not.toContain('/sim/');
    expect(location).toMatch(/^https:\/\/app\.bizamply\.example\/auth\/callback\?error=/);
  });

  it('seeds no demo data; the administrator is the configured one', async () => {
    const rows = await database.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users);
    expect(rows.map((row) => row.email)).toEqual([PRODUCTION_ENV.ADMIN_EMAIL]);
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', PRODUCTION_ENV.ADMIN_PASSWORD)).toBe(true);
    const counted = await database.db.execute<{ comments: number; brands: number }>(
      sql`SELECT (SELECT count(*) FROM comments)::int AS comments, (SELECT count(*) FROM brands)::int AS brands`,
    );
    expect(counted.rows[0]).toEqual({ comments: 0, brands: 0 });
    const demo = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await csrfPair()) },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    expect(demo.status).toBe(401);
  });

  async function csrfPair() {
    const { csrfToken } = (await (await fetch(`${base}/auth/csrf-token`)).json()) as { csrfToken: string };
    return { 'x-csrf-token': csrfToken, cookie: `csrf_token=${csrfToken}` };
  }

  it('/metrics answers only its bearer token', async () => {
    const anonymous = await fetch(`${base}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', status: 401 });
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer not-the-metrics-token-at-all' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${PRODUCTION_ENV.METRICS_TOKEN}` },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('http_request_duration_seconds');
  });

  it("refuses webhooks signed with the simulator's secrets (every family) and its Meta verify token", async () => {
    const body = JSON.stringify({ event: 'review/created', shop_domain: 'x.myshopify.com', review: { id: 1 } });
    const hmac = (secret: string, encoding: 'hex' | 'base64', payload = body) =>
      crypto.createHmac('sha256', secret).update(payload).digest(encoding);
    const sim = SIMULATOR_APP_CREDENTIALS;
    const now = Math.floor(Date.now() / 1000);
    const signed: [string, Record<string, string>][] = [
      ['/webhooks/shopify', { 'x-shopify-hmac-sha256': hmac(sim.shopify.clientSecret, 'base64') }],
      ['/webhooks/shopify/billing', { 'x-shopify-hmac-sha256': hmac(sim.shopify.clientSecret, 'base64') }],
      ['/webhooks/judgeme', { 'judgeme-hmac-sha256': hmac(sim.judgeme.clientSecret, 'hex') }],
      ['/webhooks/instagram', { 'x-hub-signature-256': `sha256=${hmac(sim.instagram.clientSecret, 'hex')}` }],
      ['/webhooks/facebook', { 'x-hub-signature-256': `sha256=${hmac(sim.meta.clientSecret, 'hex')}` }],
      ['/webhooks/whatsapp', { 'x-hub-signature-256': `sha256=${hmac(sim.meta.clientSecret, 'hex')}` }],
      [
        '/webhooks/tiktok',
        { 'tiktok-signature': `t=${now},s=${hmac(sim.tiktok.clientSecret, 'hex', `${now}.${body}`)}` },
      ],
    ];
    for (const [url, headers] of signed) {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-topic': 'products/create', ...headers },
        body,
      });
      expect(response.status, url).toBe(401);
    }
    const handshake = await fetch(
      `${base}/webhooks/facebook?hub.mode=subscribe&hub.challenge=42&hub.verify_token=${SIMULATOR_OPERATOR.metaVerifyToken}`,
    );
    expect(handshake.status).toBe(403);
  });

  it('prints no password or secret in its log', () => {
    const log = server.output();
    expect(log).toContain('created the administrator ops@bizamply.example');
    for (const secret of [
      PRODUCTION_ENV.ADMIN_PASSWORD,
      PRODUCTION_ENV.SHOPIFY_CLIENT_SECRET,
      PRODUCTION_ENV.METRICS_TOKEN,
      DEMO_PASSWORD,
      'Admin#2026!',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('NODE_ENV=staging with the public simulator consent', () => {
  it('starts with the simulator, warns loudly, keeps /dev and /metrics closed', async () => {
    const database = await createTestDatabase();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startNode(
      MAIN,
      [],
      {
        NODE_ENV: 'staging',
        ALLOW_PUBLIC_SIMULATOR: PUBLIC_SIMULATOR_CONSENT,
        ADMIN_PASSWORD: PRODUCTION_ENV.ADMIN_PASSWORD,
        PUBLIC_URL: 'https://demo.bizamply.example',
        DATABASE_URL: database.connectionString,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WORKER_IN_PROCESS: '0',
        DATA_DIR: '.data-test/staging',
        WEB_DIST_DIR: '/nonexistent-web-dist',
      },
      'ready at',
    );
    try {
      await server.ready;
      expect(server.output()).toMatch(/bizamply: WARNING: public simulator demo/);
      expect((await fetch(`${base}/sim/control/health`)).status).toBe(200);
      expect((await fetch(`${base}/dev/mailbox`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect(server.output()).not.toContain(PRODUCTION_ENV.ADMIN_PASSWORD);
    } finally {
      await server.stop();
      await database.close();
    }
  });
});
