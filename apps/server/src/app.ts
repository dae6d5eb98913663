import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { simulatorPlugin } from '@bizamply/simulator';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { AiProvider } from './ai/index.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Cipher } from './lib/secrets.ts';
import type { JobQueue } from './jobs/queue.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerStaticSpa } from './plugins/static-spa.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  ai: AiProvider;
  mailer: Mailer;
  cipher: Cipher;
  queue: JobQueue;
  logger?: boolean;
}

/** Spec prefix alias: `/backend/api/x` and `/api/x` are one route, registered once (ARCHITECTURE §4). */
export function rewriteBackendPrefix(url: string): string {
  return url.startsWith('/backend/api/') ? url.slice('/backend'.length) : url;
}

/** Machines, not browsers, call these; they authenticate by signature, so CSRF does not apply. */
const CSRF_EXEMPT = ['/sim/', '/webhooks/'];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    rewriteUrl: (request) => rewriteBackendPrefix(request.url ?? '/'),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.isProduction,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bizamply API',
        version: '0.1.0',
        description: 'Every route under /api/ is also served under /backend/api/ (the spec uses both prefixes).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerCsrf(app, CSRF_EXEMPT);
  registerAuth(app, { db: database.db, adminEmail: config.ADMIN_EMAIL });
  registerMetrics(app);

  const simulatorOn = config.PLATFORM_MODE === 'simulator';
  await app.register(systemRoutes, {
    pool: database.pool,
    ai: deps.ai,
    startedAt: Date.now(),
    secureCookies: true,
    checkIntegrations: async () => simulatorOn || config.PLATFORM_MODE === 'live',
  });
  // ── feature modules: one registration line each ──
  await app.register(authRoutes, { config, db: database.db, cipher: deps.cipher, queue: deps.queue });
  await app.register(onboardingRoutes, { db: database.db, cipher: deps.cipher, adminEmail: config.ADMIN_EMAIL });
  // ── end of feature modules ──
  if (!config.isProduction && deps.mailer.kind === 'dev') {
    await app.register(devMailboxRoutes, { db: database.db });
  }
  if (simulatorOn) {
    await app.register(simulatorPlugin, { prefix: '/sim', publicUrl: config.publicUrl });
  }

  await registerStaticSpa(app, config.webDistDir);
  return app;
}
