import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandIdQuerySchema,
  CONNECTION_MESSAGES,
  connectionsResponseSchema,
  oauthUrlRequestQuerySchema,
  oauthUrlResponseSchema,
  platformSchema,
  popupTicketBodySchema,
  popupTicketResponseSchema,
  removeConnectionResponseSchema,
  shopifyDomainSchema,
  type Platform,
} from '@bizamply/contracts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requireAdmin, requirePrincipal } from '../../plugins/auth.ts';
import { bindToBrowser } from './browser-binding.ts';
import { issuePopupTicket, startAuthorization, type ConnectDeps } from './connect.service.ts';
import { installLinkShop } from './connections.queries.ts';
import { connectionMap, removeConnection, requireCustomer } from './connections.service.ts';

const security = [{ bearer: [] }];
const tags = ['connections'];

/** The spec's popup address for a platform (spec 1 §7), with the one-time ticket appended. */
const POPUP_PATHS: Record<string, string> = {
  shopify: '/integration/shopify/',
  judgeme: '/integration/judgeme/',
  yotpo: '/integration/yotpo/auth',
  instagram: '/integration/instagram',
  whatsapp: '/integration/whatsapp/',
  // ours (issue 13): the consent popups of the spec's direct connects; platforms added later: /integration/<id>
  facebook: '/integration/facebook',
  tiktok: '/integration/tiktok',
  google: '/integration/google',
};

/** Spec 3 §7 Connections, the admin's Manage Connections, and the popup ticket. */
export const connectionApiRoutes: FastifyPluginAsyncZod<ConnectDeps & { supportEmail: string }> = async (app, deps) => {
  /** The store typed for a by-hand Shopify connect, checked with spec 1 §5's messages. */
  const typedShop = (typed: string | undefined): string | undefined => {
    if (typed === undefined) return undefined;
    const parsed = shopifyDomainSchema.safeParse(typed);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? CONNECTION_MESSAGES.shopifyDomainInvalid);
    return parsed.data;
  };

  app.get(
    '/api/connections',
    {
      schema: {
        tags,
        security,
        summary: 'Connection map keyed by platform (brandId query or X-Brand-Id narrows to one brand)',
        querystring: brandIdQuerySchema,
        response: { 200: connectionsResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return connectionMap(deps.db, {
        accountId: principal.accountId,
        userEmail: principal.email,
        brandId: request.query.brandId ?? request.brandId,
        supportEmail: deps.supportEmail,
        shopDomain: await installLinkShop(deps.db, principal.userId),
      });
    },
  );

  app.get(
    '/api/connections/:platform/oauth-url',
    {
      schema: {
        tags,
        security,
        summary: "The platform's consent address for a full-page connect or reconnect (returns to /connections)",
        params: z.object({ platform: platformSchema }),
        querystring: oauthUrlRequestQuerySchema,
        response: { 200: oauthUrlResponseSchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const brandId = request.query.brandId ?? request.brandId;
      if (!brandId) throw new AppError('BRAND_REQUIRED', CONNECTION_MESSAGES.selectBrandFirst);
      const platform: Platform = request.params.platform;
      // Shopify by hand (a user who skipped the install link, or a reconnect): the store typed, else the
      // brand's connected store, else the one the install link named.
      const isShopify = platform === 'shopify';
      const oauthUrl = await startAuthorization(deps, {
        accountId: principal.accountId,
        brandId,
        platform,
        mode: 'redirect',
        shop: isShopify ? typedShop(request.query.shop) : undefined,
        installShop: isShopify ? await installLinkShop(deps.db, principal.userId) : undefined,
        loginHint: principal.email,
        // The SPA's request sets the cookie the callback checks (same browser, issue 13 §5).
        browser: bindToBrowser(reply, platform),
      });
      return { success: true as const, data: { oauthUrl } };
    },
  );

  app.delete(
    '/api/connections/:platform',
    {
      schema: {
        tags,
        security,
        summary: "Remove a brand's platform connection (shopify is protected)",
        params: z.object({ platform: platformSchema }),
        querystring: brandIdQuerySchema,
        response: { 200: removeConnectionResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const brandId = request.query.brandId ?? request.brandId;
      if (!brandId) throw new AppError('BRAND_REQUIRED', CONNECTION_MESSAGES.noBrandSelected);
      return removeConnection(deps.db, { accountId: principal.accountId, platform: request.params.platform, brandId });
    },
  );

  app.post(
    '/api/connections/popup-ticket',
    {
      schema: {
        tags,
        security,
        summary: 'One-time ticket (2 min) for a connect popup, and the popup address to open',
        body: popupTicketBodySchema,
        response: { 200: popupTicketResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { brandId, platform, shop } = request.body;
      const issued = await issuePopupTicket(deps, {
        accountId: principal.accountId,
        brandId,
        platform,
        loginHint: principal.email,
      });
      const query = new URLSearchParams({ company: brandId, ...(shop ? { shop } : {}), ticket: issued.ticket });
      return {
        success: true as const,
        data: { ...issued, popupUrl: `${POPUP_PATHS[platform] ?? `/integration/${platform}`}?${query}` },
      };
    },
  );

  const customerParams = z.object({ id: z.string().max(64) });
  app.get(
    '/api/admin/customers/:id/connections',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: "A customer's connections (administrators)",
        params: customerParams,
        response: { 200: connectionsResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const customer = await requireCustomer(deps.db, request.params.id);
      return connectionMap(deps.db, { accountId: customer.accountId, userEmail: customer.email });
    },
  );

  app.delete(
    '/api/admin/customers/:id/connections/:platform',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: "Remove a customer's platform connection, every brand or ?brandId= (administrators)",
        params: customerParams.extend({ platform: platformSchema }),
        querystring: brandIdQuerySchema,
        response: { 200: removeConnectionResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const customer = await requireCustomer(deps.db, request.params.id);
      return removeConnection(deps.db, {
        accountId: customer.accountId,
        platform: request.params.platform,
        brandId: request.query.brandId ?? null,
      });
    },
  );
};
