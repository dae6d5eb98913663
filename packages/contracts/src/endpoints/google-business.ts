import { directConnectResponseSchema } from '../connections.ts';
import { googleBusinessConnectBodySchema, googleLocationsResponseSchema } from '../platforms/google_business.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/**
 * Google reviews' location picker (issue 18): after the Google consent (the connect popup), the locations it
 * listed, then the one picked for the brand. Under `/integrations/google_business/` because the consent grant's
 * cookie (`bz_consent_google_business`) is scoped to that path: only the browser that consented reads the list.
 */
export const googleBusinessEndpoints = defineEndpointGroup('googleBusiness', {
  locations: defineEndpoint({
    method: 'GET',
    path: '/integrations/google_business/locations',
    auth: 'user',
    summary: 'The Business Profile locations this browser’s Google consent listed (name, address, taken)',
    response: googleLocationsResponseSchema,
  }),
  connect: defineEndpoint({
    method: 'POST',
    path: '/integrations/google_business/locations',
    auth: 'user',
    summary: 'Connect the picked location to the brand (one location per brand; one customer account per location)',
    body: googleBusinessConnectBodySchema,
    response: directConnectResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'BAD_REQUEST', 'PLATFORM_ERROR'],
  }),
});
