import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  connectionFlowEndpoints,
  connectionPopupEndpoints,
  endpointUrl,
  platformSchema,
  shopifyDomainSchema,
  CONNECTION_MESSAGES,
  isConsentPlatform,
  type ConsentPlatform,
  type Platform,
} from '@bizamply/contracts';
import { popupPathOf } from '../../integrations/platform.ts';
import { SERVER_PLATFORMS } from '../../integrations/platforms.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
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

const text = (value: unknown, max = 300) => (typeof value === 'string' && value.length <= max ? value : undefined);
const notConnected = { success: true as const, connected: false, needsAttention: null };
const { popup: popupEndpoint, yotpoPopup } = connectionPopupEndpoints;

/**
 * The platforms whose popup is at `/integration/<id>` (the `popup` definition, one address each), and the one
 * spec 1 §7 puts apart (`yotpoPopup`); a platform at any other address has no route to serve its popup.
 */
function popupAddresses(): { platform: Platform }[] {
  return SERVER_PLATFORMS.filter((platform) => {
    const path = popupPathOf(platform).replace(/\/$/, '');
    if (path === endpointUrl(popupEndpoint.path, { platform: platform.id })) return true;
    if (path === yotpoPopup.path && platform.id === 'yotpo') return false;
    throw new Error(`${platform.id}'s popup address ${path} has no endpoint definition`);
  }).map((platform) => ({ platform: platform.id }));
}

/** Spec 1 §7: the onboarding wizard's status checks, connect popups, OAuth callbacks and direct connects. */
export const connectionRoutes: FastifyPluginAsync<ConnectDeps> = async (app, deps) => {
  /** Spec 1 §4 direct connects: the typed id must be one the browser's consent listed (issue 13). */
  const direct =
    (platform: ConsentPlatform, call: { request: FastifyRequest; principal: { accountId: string } }) =>
    (value: string, brandId: string) =>
      connectWithConsent(deps, {
        accountId: call.principal.accountId,
        brandId,
        platform,
        value,
        grant: grantCookieValue(call.request, platform),
      });

  registerEndpoints(app, connectionFlowEndpoints, {
    status: async ({ principal, params }) =>
      connectionStatus(deps.db, principal.accountId, params.platform, params.brandId),
    judgemeCheck: async ({ principal, body }) =>
      connectionStatus(deps.db, principal.accountId, 'judgeme', body.brandId),
    serviceCheck: async ({ principal, params, body }) => {
      const platform = platformSchema.safeParse(params.service);
      if (!platform.success) return notConnected;
      return connectionStatus(deps.db, principal.accountId, platform.data, body.brandId);
    },
    onboardingCheck: async ({ principal, body }) => {
      const platform = platformSchema.safeParse(body.serviceName.toLowerCase());
      if (!platform.success) return notConnected;
      return connectionStatus(deps.db, principal.accountId, platform.data, body.brandId);
    },
    connectFacebook: async (call) => direct('facebook', call)(call.body.pageId, call.body.brandId),
    connectTiktok: async (call) => direct('tiktok', call)(call.body.handle, call.body.brandId),
    connectGoogle: async (call) => direct('google', call)(call.body.businessId, call.body.brandId),
    connectPicked: async (call) => {
      const { platform } = call.params;
      const field = consentFieldOf(platform);
      const value = call.body[field];
      if (!value)
        throw new AppError('VALIDATION_ERROR', `${field} is required`, [{ field, message: `${field} is required` }]);
      return direct(platform, call)(value, call.body.brandId);
    },
    consent: async ({ principal, params, request }) =>
      consentList(deps, {
        accountId: principal.accountId,
        platform: params.platform,
        grant: grantCookieValue(request, params.platform),
      }),
  });

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

  // The spec's popup addresses (spec 1 §7), and ours for the consent popups of the direct connects (issue 13).
  registerEndpoints(
    app,
    connectionPopupEndpoints,
    {
      popup: ({ params, request, reply }) => popup(params.platform, request.query as Record<string, unknown>, reply),
      yotpoPopup: ({ request, reply }) => popup('yotpo', request.query as Record<string, unknown>, reply),
      popupScript: async ({ reply }) =>
        reply.type('application/javascript').header('cache-control', 'no-cache').send(POPUP_SCRIPT),
      callback: async ({ params, request, reply }) => {
        const { platform } = params;
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
    },
    { at: { popup: popupAddresses() } },
  );
};
