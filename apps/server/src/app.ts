import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { simulatorPlugin } from '@bizamply/simulator';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { AiProvider } from './ai/index.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Cipher } from './lib/secrets.ts';
import type { JobQueue } from './jobs/queue.ts';
import { answerClientError, registerErrorHandling, sendError } from './plugins/errors.ts';
import { validatorCompiler } from './plugins/validation.ts';
import { registerCompression } from './plugins/compression.ts';
import { createResponseSerializerCompiler } from './plugins/serialization.ts';
import { loggerOptions, requestLogging } from './plugins/logging.ts';
import { registerCookies } from './plugins/cookies.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerAuth } from './plugins/auth.ts';
import { endpointDocsTransform } from './plugins/endpoints.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { inlineScriptHashes, registerStaticSpa } from './plugins/static-spa.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createSessionCache, type SessionCache } from './modules/auth/session-cache.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { createIntegrations, type Integrations } from './integrations/registry.ts';
import { simulatorCredentials } from './integrations/settings.ts';
import { connectionRoutes } from './modules/connections/connections.routes.ts';
import { connectionApiRoutes } from './modules/connections/connections.api.routes.ts';
import { consentPickerRoutes } from './modules/connections/consent-picker.routes.ts';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.ts';
import { commentRoutes } from './modules/comments/comment.routes.ts';
import { signalRoutes } from './modules/signals/index.ts';
import { draftQualityRoutes } from './modules/draft-quality/draft-quality.routes.ts';
import { replyRoutes } from './modules/replies/reply.routes.ts';
import type { ReplyDispatcher } from './modules/replies/reply-dispatcher.ts';
import { creditRoutes } from './modules/credits/credit.routes.ts';
import { notificationRoutes } from './modules/notifications/notification.routes.ts';
import { templateRoutes } from './modules/templates/template.routes.ts';
import { brandVoiceRoutes } from './modules/brand-voice/brand-voice.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { brandContextRoutes } from './modules/brand-context/brand-context.routes.ts';
import { logoRoutes } from './modules/logos/logos.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { discountRoutes } from './modules/discounts/discount.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { adminCustomerRoutes } from './modules/admin-customers/admin-customers.routes.ts';
import { instagramProductRoutes } from './modules/instagram-products/instagram.routes.ts';
import { createLiveHub } from './modules/live/live.hub.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { approvalRoutes, automationRoutes } from './modules/automation/index.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  ai: AiProvider;
  mailer: Mailer;
  cipher: Cipher;
  queue: JobQueue;
  /** Delivers replies to the platforms; without one every send fails (and is refunded). */
  replyDispatcher?: ReplyDispatcher;
  /** Platform adapters; built from config when absent (tests pass their own to record back-off waits). */
  integrations?: Integrations;
  logger?: boolean;
  /** The caller cache; built here when absent (tests pass their own to wait for its notices). */
  sessionCache?: SessionCache;
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
    logger: deps.logger === false ? false : loggerOptions(config.LOG_LEVEL),
    ...requestLogging,
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    rewriteUrl: (request) => rewriteBackendPrefix(request.url ?? '/'),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router rejects some URLs (bad %-escapes, over-long parameters) before any hook or error handler runs;
    // answer those in the common error shape too.
    frameworkErrors: (_error, _request, reply) => {
      void sendError(reply, 400, 'BAD_REQUEST', 'Invalid URL');
    },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.VERIFY_RESPONSES }));
  app.decorate('verifyResponses', config.VERIFY_RESPONSES);

  registerErrorHandling(app);
  await registerCompression(app);
  await registerCookies(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The web build's one inline script (the first-page script, before first paint) by its hash; no other.
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDistDir)],
        connectSrc: ["'self'"],
        formAction: ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.isProductionLike,
  });
  // Before any route: their browser hooks are added to the routes registered after them (browser-hooks.ts).
  registerCsrf(app, CSRF_EXEMPT);
  const sessions =
    deps.sessionCache ??
    createSessionCache({
      connectionString: database.connectionString,
      log: app.log,
      lifetimeMs: config.BENCH_SESSION_CACHE_MS,
    });
  if (!deps.sessionCache) app.addHook('onClose', async () => sessions.close());
  registerAuth(app, { db: database.db, adminEmail: config.ADMIN_EMAIL, sessions });
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
    transform: endpointDocsTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerMetrics(app, { token: config.METRICS_TOKEN, closedWithoutToken: config.isProductionLike });

  // Never in production, whatever else the configuration says (loadConfig refuses that combination anyway).
  const simulatorOn = config.PLATFORM_MODE === 'simulator' && !config.isProduction;
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
  await app.register(notificationRoutes, { db: database.db });
  const integrations = deps.integrations ?? createIntegrations(config, deps.cipher);
  await app.register(commentRoutes, {
    db: database.db,
    ai: deps.ai,
    cipher: deps.cipher,
    integrations,
    lease: config.generationLease,
  });
  await app.register(signalRoutes, { db: database.db });
  await app.register(replyRoutes, { db: database.db, queue: deps.queue, dispatcher: deps.replyDispatcher });
  await app.register(creditRoutes, { db: database.db });
  await app.register(templateRoutes, { db: database.db });
  await app.register(brandVoiceRoutes, { db: database.db });
  const connectDeps = {
    db: database.db,
    cipher: deps.cipher,
    queue: deps.queue,
    integrations,
    publicUrl: config.publicUrl,
  };
  await app.register(connectionRoutes, connectDeps);
  await app.register(consentPickerRoutes, connectDeps);
  await app.register(connectionApiRoutes, {
    ...connectDeps,
    supportEmail: config.SUPPORT_EMAIL ?? config.ADMIN_EMAIL,
  });
  await app.register(webhookRoutes, { db: database.db, queue: deps.queue, integrations });
  await app.register(discountRoutes, { db: database.db, cipher: deps.cipher, integrations });
  await app.register(dashboardRoutes, { db: database.db });
  await app.register(draftQualityRoutes, { db: database.db });
  await app.register(analyticsRoutes, { db: database.db });
  await app.register(brandContextRoutes, { db: database.db });
  await app.register(logoRoutes, { db: database.db, publicUrl: config.publicUrl, simulatorLogos: simulatorOn });
  await app.register(instagramProductRoutes, { db: database.db });
  await app.register(adminCustomerRoutes, {
    db: database.db,
    adminEmail: config.ADMIN_EMAIL,
    queue: deps.queue,
    publicUrl: config.publicUrl,
  });
  await app.register(profileRoutes, { db: database.db, cipher: deps.cipher, adminEmail: config.ADMIN_EMAIL });
  await app.register(billingRoutes, { ...connectDeps, testCharges: config.PLATFORM_MODE !== 'live' });
  await app.register(reportRoutes, { db: database.db, queue: deps.queue });
  // One LISTEN connection and fan-out per process; streams end before the server stops accepting (preClose).
  const liveHub = createLiveHub({ connectionString: database.connectionString, db: database.db, log: app.log });
  app.addHook('preClose', async () => liveHub.close());
  await app.register(liveRoutes, { hub: liveHub });
  await app.register(automationRoutes, { db: database.db });
  await app.register(approvalRoutes, { db: database.db, queue: deps.queue, dispatcher: deps.replyDispatcher });
  // ── end of feature modules ──
  if (!config.isProductionLike && deps.mailer.kind === 'dev') {
    await app.register(devMailboxRoutes, { db: database.db });
  }
  if (simulatorOn) {
    await app.register(simulatorPlugin, {
      prefix: '/sim',
      publicUrl: config.publicUrl,
      pool: database.pool,
      credentials: simulatorCredentials(integrations.deps.settings),
    });
  }

  await registerStaticSpa(app, config.webDistDir, config.publicUrl);
  return app;
}
