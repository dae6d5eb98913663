import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createAiProvider } from '../src/ai/index.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createCipher, loadInstanceSecret } from '../src/lib/secrets.ts';
import { createJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { accounts, brands, users } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  config: Config;
  queue: JobQueue;
  /** Injects with a valid CSRF cookie + header on state-changing methods, like the browser client. */
  request: (options: InjectOptions & { token?: string; brandId?: string }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** `deps` replaces app dependencies with test doubles at the module boundary (AI provider, reply dispatcher). */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Partial<Pick<AppDeps, 'ai' | 'replyDispatcher'>> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.data-test/app',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Tests stand behind a "proxy": X-Forwarded-For lets them play several client addresses.
    TRUST_PROXY: '1',
    ...env,
  });
  const cipher = createCipher(await loadInstanceSecret(database.db));
  const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: config.MAIL_FROM });
  const queue = await createJobQueue(database.pool);
  const app = await buildApp({
    config,
    database,
    cipher,
    mailer,
    queue,
    ai: deps.ai ?? createAiProvider(config),
    ...(deps.replyDispatcher ? { replyDispatcher: deps.replyDispatcher } : {}),
    logger: false,
  });
  await app.ready();

  const csrf = await app.inject({ method: 'GET', url: '/auth/csrf-token' });
  const csrfToken = (csrf.json() as { csrfToken: string }).csrfToken;

  return {
    app,
    database,
    config,
    queue,
    request: createInjector(app, csrfToken),
    async close() {
      await app.close();
      await queue.close();
      await database.close();
    },
  };
}

/**
 * A second app instance on `t`'s database (as a second server), with its own `deps`; close its `app` before
 * `t.close()`.
 */
export async function buildSecondApp(
  t: TestApp,
  deps: Partial<Pick<AppDeps, 'ai' | 'sessionCache'>> = {},
): Promise<{ app: FastifyInstance; request: TestRequest }> {
  const app = await buildApp({
    config: t.config,
    database: t.database,
    cipher: createCipher(await loadInstanceSecret(t.database.db)),
    mailer: createMailer({ db: t.database.db, smtpUrl: undefined, from: t.config.MAIL_FROM }),
    queue: t.queue,
    ai: deps.ai ?? createAiProvider(t.config),
    ...(deps.sessionCache ? { sessionCache: deps.sessionCache } : {}),
    logger: false,
  });
  await app.ready();
  const csrf = await app.inject({ method: 'GET', url: '/auth/csrf-token' });
  return { app, request: createInjector(app, (csrf.json() as { csrfToken: string }).csrfToken) };
}

export type TestRequest = (
  options: InjectOptions & { token?: string; brandId?: string },
) => Promise<LightMyRequestResponse>;

/** Injects like the browser client: bearer, brand header, and the CSRF pair on state-changing methods. */
export function createInjector(app: FastifyInstance, csrfToken: string): TestRequest {
  return ({ token, brandId, headers, ...options }) => {
    const method = (options.method ?? 'GET').toUpperCase();
    const extra: Record<string, string> = {};
    if (token) extra.authorization = `Bearer ${token}`;
    if (brandId) extra['x-brand-id'] = brandId;
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) {
      extra['x-csrf-token'] = csrfToken;
      extra.cookie = `csrf_token=${csrfToken}`;
    }
    const given = (headers ?? {}) as Record<string, string>;
    // The browser sends every cookie it holds: the CSRF cookie next to any the test passes.
    const cookie = [extra.cookie, given.cookie].filter(Boolean).join('; ');
    return app.inject({
      ...options,
      headers: { ...extra, ...given, ...(cookie ? { cookie } : {}) },
    } as InjectOptions);
  };
}

let counter = 0;

/** A verified, onboarded user with an account, one brand and a live session token. */
export async function createUserWithBrand(
  testApp: TestApp,
  overrides: { email?: string; role?: 'user' | 'admin' | 'super_admin'; brandName?: string } = {},
) {
  counter += 1;
  const { db } = testApp.database;
  const [account] = await db
    .insert(accounts)
    .values({ companyName: `Company ${counter}` })
    .returning();
  if (!account) throw new Error('account insert failed');
  const [user] = await db
    .insert(users)
    .values({
      accountId: account.id,
      email: overrides.email ?? `user${counter}-${Date.now()}@example.com`,
      firstName: 'Test',
      lastName: `User${counter}`,
      role: overrides.role ?? 'user',
      emailVerifiedAt: new Date(),
      firstimeSetup: 1,
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  const [brand] = await db
    .insert(brands)
    .values({ accountId: account.id, name: overrides.brandName ?? `Brand ${counter}` })
    .returning();
  if (!brand) throw new Error('brand insert failed');
  const session = await createSession(db, {
    userId: user.id,
    accountId: account.id,
    device: 'vitest',
    ipAddress: '127.0.0.1',
    loginMethod: 'password',
  });
  return { account, user, brand, token: session.token, sessionId: session.sessionId };
}
