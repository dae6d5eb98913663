import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_OPERATOR } from '@bizamply/contracts';
import { DEVELOPMENT_ADMIN_PASSWORD } from '../../src/config.ts';
import { createUserWithBrand, type TestApp } from '../app.ts';
import { createTestDatabase } from '../database.ts';
import { connectThroughPopup, freePort } from '../listening-app.ts';
import { startNode } from './child-process.ts';
import { httpClient, processAsListeningApp } from './sending-app.ts';
import { reportSecurityPart } from './security-report.ts';

/**
 * Issue 13 §8: the request log of a real server process (`src/main.ts`, LOG_LEVEL=info) after a connect popup, its
 * OAuth callback, a sign-in, a Google sign-in and platform webhook handshakes holds none of their secrets.
 */
const MAIN = path.resolve(import.meta.dirname, '../../src/main.ts');
/** Query parameters whose values are secrets (plugins/logging.ts redacts these and a few more). */
const SECRET_PARAMS = ['ticket', 'code', 'state', 'token', 'access_token', 'client_secret', 'hub.verify_token'];
reportSecurityPart(
  'j. security: log redaction',
  'connect popup + OAuth callback + sign-in + Google sign-in + webhook tokens: no ticket, code, state, token, verify token, password or CSRF token in the log',
);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ReturnType<typeof startNode>;
let base = '';
/** Every secret value the run handled, to be looked for in the log. */
const secrets = new Set<string>();

const noteSecretsOf = (url: string | null) => {
  if (!url) return;
  const parsed = new URL(url, base);
  for (const name of SECRET_PARAMS) {
    const value = parsed.searchParams.get(name);
    if (value && value.length >= 6) secrets.add(value);
  }
};

async function redirect(url: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(new URL(url, base), { ...init, redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location)
    throw new Error(`${url} did not redirect (${response.status}): ${(await response.text()).slice(0, 200)}`);
  noteSecretsOf(location);
  return location;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startNode(
    MAIN,
    [],
    {
      DATABASE_URL: database.connectionString,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: '0',
      PLATFORM_MODE: 'simulator',
      DATA_DIR: '.data-test/log-redaction',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    },
    'ready at',
  );
  await server.ready;

  const call = await httpClient(base);
  const { csrfToken } = (await (await fetch(`${base}/auth/csrf-token`)).json()) as { csrfToken: string };
  secrets.add(csrfToken);
  secrets.add(DEVELOPMENT_ADMIN_PASSWORD);

  // Sign-in with a password (the administrator main.ts created), then a call with its bearer token.
  const login = await call('POST', '/auth/login', {
    payload: { email: 'admin@bizamply.test', password: DEVELOPMENT_ADMIN_PASSWORD },
  });
  expect(login.status).toBe(200);
  secrets.add(login.body.token);
  expect((await call('GET', '/auth/status', { token: login.body.token })).status).toBe(200);

  // A connect popup: its ticket, the platform's consent (state), the callback (code, state, hmac).
  const seeds = { database } as unknown as TestApp;
  const owner = await createUserWithBrand(seeds);
  secrets.add(owner.token);
  const ticket = await call('POST', '/api/connections/popup-ticket', {
    token: owner.token,
    payload: { brandId: owner.brand.id, platform: 'instagram' },
  });
  secrets.add(ticket.body.data.ticket);
  noteSecretsOf(await redirect(ticket.body.data.popupUrl));
  await connectThroughPopup(processAsListeningApp(base, database.db, call), owner, 'shopify', {
    shop: `logs-${Date.now()}.myshopify.com`,
  });

  // Google sign-in through the simulated provider, up to the SPA's callback page.
  const authorize = await redirect('/auth/google');
  const page = await (await fetch(new URL(authorize, base))).text();
  const requestId = /name="request_id" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const form = new URLSearchParams({ request_id: requestId, email: 'gail@example.com', name: 'Gail Goo' });
  form.set('decision', 'allow');
  const callback = await redirect('/sim/google/o/oauth2/v2/auth/approve', { method: 'POST', body: form });
  const landing = await redirect(callback);
  await fetch(new URL(landing, base));

  // Webhook handshakes that carry a token in the query string.
  await fetch(
    `${base}/webhooks/instagram?hub.mode=subscribe&hub.challenge=7&hub.verify_token=${SIMULATOR_OPERATOR.metaVerifyToken}`,
  );
  secrets.add(SIMULATOR_OPERATOR.metaVerifyToken);
  await fetch(`${base}/webhooks/yotpo?token=yotpo-hook-token-0123456789`, { method: 'POST', body: '{}' });
  secrets.add('yotpo-hook-token-0123456789');
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.close();
});

/** The request URLs the server logged (pino JSON lines with `req.url`). */
function loggedUrls(): string[] {
  return server
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { req?: { url?: string } };
        return entry.req?.url ? [entry.req.url] : [];
      } catch {
        return [];
      }
    });
}

describe('the request log of a connect, a sign-in and a Google sign-in', () => {
  it('logged the requests that carried secrets, with those values replaced', () => {
    const urls = loggedUrls();
    const carrying = urls.filter((url) => SECRET_PARAMS.some((name) => url.includes(`${name}=`)));
    // The popup ticket, the consent pages' state, the OAuth callbacks' code and state, the SPA callback, the webhooks.
    expect(carrying.length).toBeGreaterThanOrEqual(6);
    for (const url of carrying) {
      const query = new URLSearchParams(url.split('?')[1] ?? '');
      for (const name of SECRET_PARAMS) {
        for (const value of query.getAll(name)) expect(value, url).toBe('[redacted]');
      }
    }
  });

  it('holds none of the secret values anywhere', () => {
    const log = server.output();
    expect(secrets.size).toBeGreaterThanOrEqual(10);
    for (const secret of secrets) {
      expect(log.includes(secret), `the log contains ${secret.slice(0, 4)}…`).toBe(false);
    }
  });
});
