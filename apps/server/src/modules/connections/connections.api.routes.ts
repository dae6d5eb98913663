import type { FastifyPluginAsync } from 'fastify';
import {
  adminConnectionEndpoints,
  CONNECTION_MESSAGES,
  connectionEndpoints,
  shopifyDomainSchema,
  type Platform,
} from '@bizamply/contracts';
import { popupPathOf } from '../../integrations/platform.ts';
import { SERVER_PLATFORM_BY_ID } from '../../integrations/platforms.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import { bindToBrowser } from './browser-binding.ts';
import { issuePopupTicket, startAuthorization, type ConnectDeps } from './connect.service.ts';
import { installLinkShop } from './connections.queries.ts';
import { connectionMap, removeConnection, requireCustomer } from './connections.service.ts';

/** The /api/connections endpoints (the other connection endpoints are connections.routes.ts'). */
const { list, oauthUrl, remove, popupTicket } = connectionEndpoints;
const connectionApiEndpoints = { list, oauthUrl, remove, popupTicket };

/** Spec 3 §7 Connections, the admin's Manage Connections, and the popup ticket. */
export const connectionApiRoutes: FastifyPluginAsync<ConnectDeps & { supportEmail: string }> = async (app, deps) => {
  /** The store typed for a by-hand Shopify connect, checked with spec 1 §5's messages. */
  const typedShop = (typed: string | undefined): string | undefined => {
    if (typed === undefined) return undefined;
    const parsed = shopifyDomainSchema.safeParse(typed);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? CONNECTION_MESSAGES.shopifyDomainInvalid);
    return parsed.data;
  };

  registerEndpoints(app, connectionApiEndpoints, {
    list: async ({ principal, query, request }) =>
      connectionMap(deps.db, {
        accountId: principal.accountId,
        userEmail: principal.email,
        brandId: query.brandId ?? request.brandId,
        supportEmail: deps.supportEmail,
        shopDomain: await installLinkShop(deps.db, principal.userId),
      }),
    oauthUrl: async ({ principal, params, query, request, reply }) => {
      const brandId = query.brandId ?? request.brandId;
      if (!brandId) throw new AppError('BRAND_REQUIRED', CONNECTION_MESSAGES.selectBrandFirst);
      const platform: Platform = params.platform;
      // Shopify by hand (a user who skipped the install link, or a reconnect): the store typed, else the
      // brand's connected store, else the one the install link named.
      const isShopify = platform === 'shopify';
      const oauthUrl = await startAuthorization(deps, {
        accountId: principal.accountId,
        brandId,
        platform,
        mode: 'redirect',
        shop: isShopify ? typedShop(query.shop) : undefined,
        installShop: isShopify ? await installLinkShop(deps.db, principal.userId) : undefined,
        loginHint: principal.email,
        // The SPA's request sets the cookie the callback checks (same browser, issue 13 §5).
        browser: bindToBrowser(reply, platform),
      });
      return { success: true as const, data: { oauthUrl } };
    },
    remove: async ({ principal, params, query, request }) => {
      const brandId = query.brandId ?? request.brandId;
      if (!brandId) throw new AppError('BRAND_REQUIRED', CONNECTION_MESSAGES.noBrandSelected);
      return removeConnection(deps.db, { accountId: principal.accountId, platform: params.platform, brandId });
    },
    popupTicket: async ({ principal, body }) => {
      const { brandId, platform, shop } = body;
      const issued = await issuePopupTicket(deps, {
        accountId: principal.accountId,
        brandId,
        platform,
        loginHint: principal.email,
      });
      const query = new URLSearchParams({ company: brandId, ...(shop ? { shop } : {}), ticket: issued.ticket });
      return {
        success: true as const,
        data: { ...issued, popupUrl: `${popupPathOf(SERVER_PLATFORM_BY_ID[platform])}?${query}` },
      };
    },
  });

  // The administrator's Manage Connections (the `admin` group: administrators only).
  registerEndpoints(app, adminConnectionEndpoints, {
    customerConnections: async ({ params }) => {
      const customer = await requireCustomer(deps.db, params.id);
      return connectionMap(deps.db, { accountId: customer.accountId, userEmail: customer.email });
    },
    removeCustomerConnection: async ({ params, query }) => {
      const customer = await requireCustomer(deps.db, params.id);
      return removeConnection(deps.db, {
        accountId: customer.accountId,
        platform: params.platform,
        brandId: query.brandId ?? null,
      });
    },
  });
};
