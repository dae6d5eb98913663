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
  tiktokConnectBodySchema,
} from '../connections.ts';
import { platformSchema } from '../platforms.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

const platformParams = z.object({ platform: platformSchema });
const consentParams = z.object({ platform: consentPlatformSchema });

/**
 * Spec 1 §7's connection addresses outside the one `/api/` prefix (the onboarding wizard's status checks, direct
 * connects and consent list, issue 13), in the `connections` group on the web and in OpenAPI.
 */
export const connectionFlowEndpoints = defineEndpointGroup('connections', {
  status: defineEndpoint({
    method: 'GET',
    path: '/integration/:platform/status/:brandId',
    auth: 'user',
    summary: 'Is the platform connected for the brand? (spec: shopify, yotpo, instagram)',
    params: z.object({ platform: platformSchema, brandId: z.string().max(64) }),
    response: connectionStatusResponseSchema,
  }),
  judgemeCheck: defineEndpoint({
    method: 'POST',
    path: '/integration/judgeme/check-connection',
    auth: 'user',
    summary: 'Is Judge.me connected for the brand?',
    body: checkConnectionBodySchema,
    response: connectionStatusResponseSchema,
  }),
  serviceCheck: defineEndpoint({
    method: 'POST',
    path: '/integrations/:service/check-connection',
    auth: 'user',
    summary: 'Is the service connected for the brand? (unknown services: not connected)',
    params: z.object({ service: z.string().max(50) }),
    body: checkConnectionBodySchema,
    response: connectionStatusResponseSchema,
  }),
  onboardingCheck: defineEndpoint({
    method: 'POST',
    path: '/onboarding/check-connection',
    auth: 'user',
    summary: 'Is the named service connected for the brand?',
    body: onboardingCheckConnectionBodySchema,
    response: connectionStatusResponseSchema,
  }),
  connectFacebook: defineEndpoint({
    method: 'POST',
    path: '/integrations/facebook/connect',
    auth: 'user',
    summary: 'Connect a Facebook Page by id: one of the Pages this browser’s Facebook Login listed',
    body: facebookConnectBodySchema,
    response: directConnectResponseSchema,
  }),
  connectTiktok: defineEndpoint({
    method: 'POST',
    path: '/integrations/tiktok/connect',
    auth: 'user',
    summary: 'Connect a TikTok account by @handle: the account this browser’s TikTok login authorised',
    body: tiktokConnectBodySchema,
    response: directConnectResponseSchema,
  }),
  connectGoogle: defineEndpoint({
    method: 'POST',
    path: '/integrations/google/connect',
    auth: 'user',
    summary: 'Connect a GA4 property: one of the properties this browser’s Google consent listed',
    body: googleConnectBodySchema,
    response: directConnectResponseSchema,
  }),
  /**
   * Platforms added after the spec (connected by picking, like Google Business Profile locations): the field
   * their definition names; the value must be one the consent listed, which is the whole check.
   */
  connectPicked: defineEndpoint({
    method: 'POST',
    path: '/integrations/:platform/connect',
    auth: 'user',
    summary: 'Connect an account this browser’s consent listed (platforms connected by picking)',
    params: consentParams,
    body: z.object({ brandId: z.string().trim().min(1).max(64) }).catchall(z.string().trim().max(200)),
    response: directConnectResponseSchema,
  }),
  consent: defineEndpoint({
    method: 'GET',
    path: '/integrations/:platform/consent',
    auth: 'user',
    summary: 'The accounts this browser’s latest consent (Facebook, TikTok, Google) listed, for the picker',
    params: consentParams,
    response: consentResponseSchema,
  }),
});

const popupSummary = 'Connect popup (needs ?ticket= from POST /api/connections/popup-ticket)';

/**
 * The connect popups and the OAuth return (browser navigations: redirects and HTML pages, no JSON). The ticket,
 * `company` and `shop` are read leniently by the handler: a bad one is explained on the popup's page, never a 400.
 */
export const connectionPopupEndpoints = defineEndpointGroup('connections', {
  /** One address per platform the server connects (`/integration/shopify`), fixed at registration. */
  popup: defineEndpoint({
    method: 'GET',
    path: '/integration/:platform',
    auth: 'public',
    summary: popupSummary,
    params: platformParams,
    answer: { kind: 'redirect' },
  }),
  /** Spec 1 §7 names Yotpo's popup address apart. */
  yotpoPopup: defineEndpoint({
    method: 'GET',
    path: '/integration/yotpo/auth',
    auth: 'public',
    summary: popupSummary,
    answer: { kind: 'redirect' },
  }),
  popupScript: defineEndpoint({
    method: 'GET',
    path: '/integration/popup.js',
    auth: 'public',
    summary: 'The connect popup pages’ script',
    hidden: true,
    answer: { kind: 'text' },
  }),
  callback: defineEndpoint({
    method: 'GET',
    path: '/integration/:platform/callback',
    auth: 'public',
    summary: 'OAuth callback: stores the connection, then closes the popup',
    params: platformParams,
    answer: { kind: 'html' },
  }),
});
