import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkConnectionBodySchema,
  connectionStatusResponseSchema,
  consentPlatformSchema,
  consentResponseSchema,
  directConnectResponseSchema,
  facebookConnectBodySchema,
  googleConnectBodySchema,
  onboardingCheckConnectionBodySchema,
  platformSchema,
  shopifyDomainSchema,
  tiktokConnectBodySchema,
  CONNECTION_MESSAGES,
  isConsentPlatform,
  type ConsentPlatform,
  type Platform,
} from '@bizamply/contracts';
import { popupPathOf } from '../../integrations/platform.ts';
import { SERVER_PLATFORMS } from '../../integrations/platforms.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { bindToBrowser, grantCookieValue, issueGrantCookie, sameBrowser } from './browser-binding.ts';
import {
  completeAuthorization,
  redeemPopupTicket,
  startAuthorization,
  type ConnectDeps,
  type ConnectMode,
} from './connect.service.ts';
import { connectWithConsent, consentFieldOf, consentList, storeConsentGrant } from './consent.service.ts';
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

  /** Spec 1 §4 direct connects: the typed id must be one the browser's consent listed (issue 13). */
  const direct = (platform: ConsentPlatform) => (request: FastifyRequest, value: string, brandId: string) => {
    const { accountId } = requirePrincipal(request);
    const grant = grantCookieValue(request, platform);
    return connectWithConsent(deps, { accountId, brandId, platform, value, grant });
  };
  const directSchema = { tags, security, response: { 200: directConnectResponseSchema } };
  app.post(
    '/integrations/facebook/connect',
    {
      schema: {
        ...directSchema,
        summary: 'Connect a Facebook Page by id: one of the Pages this browser’s Facebook Login listed',
        body: facebookConnectBodySchema,
      },
    },
    (request) => direct('facebook')(request, request.body.pageId, request.body.brandId),
  );
  app.post(
    '/integrations/tiktok/connect',
    {
      schema: {
        ...directSchema,
        summary: 'Connect a TikTok account by @handle: the account this browser’s TikTok login authorised',
        body: tiktokConnectBodySchema,
      },
    },
    (request) => direct('tiktok')(request, request.body.handle, request.body.brandId),
  );
  app.post(
    '/integrations/google/connect',
    {
      schema: {
        ...directSchema,
        summary: 'Connect a GA4 property: one of the properties this browser’s Google consent listed',
        body: googleConnectBodySchema,
      },
    },
    (request) => direct('google')(request, request.body.businessId, request.body.brandId),
  );
  // Platforms added after the spec (connected by picking, like Google Business Profile locations): the field
  // their definition names; the value must be one the consent listed, which is the whole check.
  app.post(
    '/integrations/:platform/connect',
    {
      schema: {
        ...directSchema,
        summary: 'Connect an account this browser’s consent listed (platforms connected by picking)',
        params: z.object({ platform: consentPlatformSchema }),
        body: z.object({ brandId: z.string().trim().min(1).max(64) }).catchall(z.string().trim().max(200)),
      },
    },
    (request) => {
      const { platform } = request.params;
      const field = consentFieldOf(platform);
      const value = request.body[field];
      if (!value)
        throw new AppError('VALIDATION_ERROR', `${field} is required`, [{ field, message: `${field} is required` }]);
      return direct(platform)(request, value, request.body.brandId);
    },
  );

  app.get(
    '/integrations/:platform/consent',
    {
      schema: {
        tags,
        security,
        summary: 'The accounts this browser’s latest consent (Facebook, TikTok, Google) listed, for the picker',
        params: z.object({ platform: consentPlatformSchema }),
        response: { 200: consentResponseSchema },
      },
    },
    async (request) => {
      const { accountId } = requirePrincipal(request);
      const { platform } = request.params;
      return consentList(deps, { accountId, platform, grant: grantCookieValue(request, platform) });
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
      const mode: ConnectMode = isConsentPlatform(platform) ? 'consent' : 'popup';
      const browser = bindToBrowser(reply, platform);
      return reply.redirect(await startAuthorization(deps, { ...owner, platform, mode, shop, browser }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply
        .status(error.status)
        .type('text/html')
        .send(popupPage({ platform, status: 'error', message: error.message }));
    }
  }
  const popupSchema = {
    schema: { tags, summary: 'Connect popup (needs ?ticket= from POST /api/connections/popup-ticket)' },
  };
  // The spec's popup addresses (spec 1 §7), and ours for the consent popups of the direct connects (issue 13).
  for (const platform of SERVER_PLATFORMS) {
    app.get(popupPathOf(platform).replace(/\/$/, ''), popupSchema, (request, reply) =>
      popup(platform.id, request.query as Record<string, unknown>, reply),
    );
  }

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
        const result = await completeAuthorization(deps, platform, {
          query,
          sameBrowser: (hash) => sameBrowser(request, reply, platform, hash),
        });
        mode = result.mode;
        if (result.mode === 'consent' && isConsentPlatform(platform)) {
          const grant = issueGrantCookie(reply, platform);
          await storeConsentGrant(deps, { ...result, platform, grant });
          return reply
            .type('text/html')
            .send(popupPage({ platform, status: 'consented', message: CONNECTION_MESSAGES.popupConsented }));
        }
        if (mode === 'redirect') return reply.redirect(`/connections?connected=${platform}`);
        return reply
          .type('text/html')
          .send(popupPage({ platform, status: 'connected', message: CONNECTION_MESSAGES.popupConnected }));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        mode = (error as AppError & { mode?: ConnectMode }).mode ?? mode;
        if (mode === 'redirect') {
          return reply.redirect(`/connections?platform=${platform}&error=${encodeURIComponent(error.message)}`);
        }
        return reply
          .status(error.status)
          .type('text/html')
          .send(popupPage({ platform, status: 'error', message: error.message }));
      }
    },
  );
};
