import { z } from 'zod';
import {
  brandIdQuerySchema,
  connectionsResponseSchema,
  oauthUrlRequestQuerySchema,
  oauthUrlResponseSchema,
  popupTicketBodySchema,
  popupTicketResponseSchema,
  removeConnectionResponseSchema,
} from '../connections.ts';
import { platformSchema } from '../platforms.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

const platformParams = z.object({ platform: platformSchema });
/** The errors of a connect: a foreign brand (404), a platform account of another customer (409), the platform. */
const connectErrors = ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'BAD_REQUEST', 'PLATFORM_ERROR'] as const;

/**
 * Spec 3 §7 Connections and the connect popup's ticket. The onboarding wizard's status checks, direct connects and
 * consent list stay at the addresses spec 1 §7 (and issue 13) fix outside the one `/api/` prefix, by hand in
 * connections.routes.ts, with the connect popups and OAuth callbacks (redirects and HTML pages).
 */
export const connectionEndpoints = defineEndpointGroup('connections', {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/connections',
    auth: 'user',
    summary: 'Connection map keyed by platform (brandId query or X-Brand-Id narrows to one brand)',
    query: brandIdQuerySchema,
    response: connectionsResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  oauthUrl: defineEndpoint({
    method: 'GET',
    path: '/api/connections/:platform/oauth-url',
    auth: 'user',
    summary: "The platform's consent address for a full-page connect or reconnect (returns to /connections)",
    params: platformParams,
    query: oauthUrlRequestQuerySchema,
    response: oauthUrlResponseSchema,
    errors: ['BRAND_REQUIRED', ...connectErrors],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/connections/:platform',
    auth: 'user',
    summary: "Remove a brand's platform connection (shopify is protected)",
    params: platformParams,
    query: brandIdQuerySchema,
    response: removeConnectionResponseSchema,
    errors: ['BRAND_REQUIRED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
  popupTicket: defineEndpoint({
    method: 'POST',
    path: '/api/connections/popup-ticket',
    auth: 'user',
    summary: 'One-time ticket (2 min) for a connect popup, and the popup address to open',
    body: popupTicketBodySchema,
    response: popupTicketResponseSchema,
    errors: ['NOT_FOUND'],
  }),
});
