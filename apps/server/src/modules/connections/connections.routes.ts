import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkConnectionBodySchema,
  connectionStatusResponseSchema,
  directConnectResponseSchema,
  facebookConnectBodySchema,
  googleConnectBodySchema,
  onboardingCheckConnectionBodySchema,
  platformSchema,
  shopifyDomainSchema,
  tiktokConnectBodySchema,
  type Platform,
} from '@bizamply/contracts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  completeAuthorization,
  connectDirect,
  redeemPopupTicket,
  startAuthorization,
  type ConnectDeps,
  type ConnectMode,
} from './connect.service.ts';
import { connectionStatus } from './connections.service.ts';
import { popupPage, POPUP_SCRIPT } from './popup-page.ts';

const security = [{ bearer: [] }];
const tags = ['connections'];
const text = (value: unknown, max = 300) => (typeof value === 'string' && value.length <= max ? value : undefined);
const notConnected = { success: true as const, connected: false, needsAttention: null };

/** Spec 1 §7: the onboarding wizard's status checks, connect popups, OAuth callbacks and direct connects. */
export const connectionRoutes: FastifyPluginAsyncZod<ConnectDeps> = async (app, deps) => {
  const status = { 200: connectionStatusResponseSchema };

  app.get(
    '/integration/:platform/status/:brandId',
    {
      schema: {
        tags,
        security,
        summary: 'Is the platform connected for the brand? (spec: shopify, yotpo, instagram)',
        params: z.object({ platform: platformSchema, brandId: z.string().max(64) }),
        response: status,
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return connectionStatus(deps.db, principal.accountId, request.params.platform, request.params.brandId);
    },
  );

  app.post(
    '/integration/judgeme/check-connection',
    {
      schema: {
        tags,
        security,
        summary: 'Is Judge.me connected for the brand?',
        body: checkConnectionBodySchema,
        response: status,
      },
    },
    async (request) => connectionStatus(deps.db, requirePrincipal(request).accountId, 'judgeme', request.body.brandId),
  );

  app.post(
    '/integrations/:service/check-connection',
    {
      schema: {
        tags,
        security,
        summary: 'Is the service connected for the brand? (unknown services: not connected)',
        params: z.object({ service: z.string().max(50) }),
        body: checkConnectionBodySchema,
        response: status,
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const platform = platformSchema.safeParse(request.params.service);
      if (!platform.success) return notConnected;
      return connectionStatus(deps.db, principal.accountId, platform.data, request.body.brandId);
    },
  );

  app.post(
    '/onboarding/check-connection',
    {
      schema: {
        tags,
        security,
        summary: 'Is the named service connected for the brand?',
        body: onboardingCheckConnectionBodySchema,
        response: status,
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const platform = platformSchema.safeParse(request.body.serviceName.toLowerCase());
      if (!platform.success) return notConnected;
      return connectionStatus(deps.db, principal.accountId, platform.data, request.body.brandId);
    },
  );

  const direct = { tags, security, response: { 200: directConnectResponseSchema } };
  app.post(
    '/integrations/facebook/connect',
    {
      schema: {
        ...direct,
        summary: 'Connect a Facebook Page by id (verified with Facebook)',
        body: facebookConnectBodySchema,
      },
    },
    async (request) => {
      const { accountId } = requirePrincipal(request);
      const { brandId, pageId } = request.body;
      return connectDirect(deps, { accountId, brandId, platform: 'facebook', value: pageId });
    },
  );
  app.post(
    '/integrations/tiktok/connect',
    {
      schema: {
        ...direct,
        summary: 'Connect a TikTok account by @handle (verified with TikTok)',
        body: tiktokConnectBodySchema,
      },
    },
    async (request) => {
      const { accountId } = requirePrincipal(request);
      const { brandId, handle } = request.body;
      return connectDirect(deps, { accountId, brandId, platform: 'tiktok', value: handle });
    },
  );
  app.post(
    '/integrations/google/connect',
    { schema: { ...direct, summary: 'Connect a GA4 property (verified with Google)', body: googleConnectBodySchema } },
    async (request) => {
      const { accountId } = requirePrincipal(request);
      const { brandId, businessId } = request.body;
      return connectDirect(deps, { accountId, brandId, platform: 'google', value: businessId });
    },
  );

  /** Popup entry: a one-time ticket stands in for the bearer token; then off to the platform's consent page. */
  async function popup(platform: Platform, query: Record<string, unknown>, reply: FastifyReply) {
    try {
      const owner = await redeemPopupTicket(deps, {
        ticket: text(query['ticket'], 100),
        platform,
        brandId: text(query['company'], 64),
      });
      let shop: string | undefined;
      if (platform === 'shopify') {
        const parsed = shopifyDomainSchema.safeParse(query['shop']);
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid shop');
        shop = parsed.data;
      }
      return reply.redirect(await startAuthorization(deps, { ...owner, platform, mode: 'popup', shop }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply
        .status(error.status)
        .type('text/html')
        .send(popupPage({ platform, ok: false, message: error.message }));
    }
  }
  const popupSchema = {
    schema: { tags, summary: 'Connect popup (needs ?ticket= from POST /api/connections/popup-ticket)' },
  };
  app.get('/integration/shopify', popupSchema, (request, reply) =>
    popup('shopify', request.query as Record<string, unknown>, reply),
  );
  app.get('/integration/judgeme', popupSchema, (request, reply) =>
    popup('judgeme', request.query as Record<string, unknown>, reply),
  );
  app.get('/integration/yotpo/auth', popupSchema, (request, reply) =>
    popup('yotpo', request.query as Record<string, unknown>, reply),
  );
  app.get('/integration/instagram', popupSchema, (request, reply) =>
    popup('instagram', request.query as Record<string, unknown>, reply),
  );
  app.get('/integration/whatsapp', popupSchema, (request, reply) =>
    popup('whatsapp', request.query as Record<string, unknown>, reply),
  );

  app.get('/integration/popup.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/javascript').header('cache-control', 'no-cache').send(POPUP_SCRIPT),
  );

  app.get(
    '/integration/:platform/callback',
    {
      schema: {
        tags,
        summary: 'OAuth callback: stores the connection, then closes the popup',
        params: z.object({ platform: platformSchema }),
      },
    },
    async (request, reply) => {
      const { platform } = request.params;
      const query: Record<string, string> = {};
      for (const [key, value] of Object.entries(request.query as Record<string, unknown>)) {
        const value_ = text(value, 2000);
        if (value_ !== undefined && key.length <= 100) query[key] = value_;
      }
      let mode: ConnectMode = 'popup';
      try {
        const result = await completeAuthorization(deps, platform, query);
        mode = result.mode;
        if (mode === 'redirect') return reply.redirect(`/connections?connected=${platform}`);
        return reply.type('text/html').send(popupPage({ platform, ok: true, message: '' }));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        mode = (error as AppError & { mode?: ConnectMode }).mode ?? mode;
        if (mode === 'redirect') {
          return reply.redirect(`/connections?platform=${platform}&error=${encodeURIComponent(error.message)}`);
        }
        return reply
          .status(error.status)
          .type('text/html')
          .send(popupPage({ platform, ok: false, message: error.message }));
      }
    },
  );
};
