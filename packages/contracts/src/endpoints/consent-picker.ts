import { directConnectResponseSchema } from '../connections.ts';
import {
  consentPickerConnectBodySchema,
  consentPickerParamsSchema,
  consentPickerResponseSchema,
} from '../consent-picker.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/**
 * The picker of a platform connected by picking (issue 18: Google reviews' locations): after the consent in the
 * connect popup, the accounts it listed with their details, then the one picked for the brand. Under
 * `/integrations/:platform/` because the consent grant's cookie is scoped there: only the browser that consented
 * reads the list.
 */
export const consentPickerEndpoints = defineEndpointGroup('consentPicker', {
  accounts: defineEndpoint({
    method: 'GET',
    path: '/integrations/:platform/accounts',
    auth: 'user',
    summary: 'The accounts this browser’s consent listed, with their details and whether another account holds them',
    params: consentPickerParamsSchema,
    response: consentPickerResponseSchema,
  }),
  connect: defineEndpoint({
    method: 'POST',
    path: '/integrations/:platform/accounts',
    auth: 'user',
    summary: 'Connect the picked account to the brand (one per brand; one customer account per platform account)',
    params: consentPickerParamsSchema,
    body: consentPickerConnectBodySchema,
    response: directConnectResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'BAD_REQUEST', 'PLATFORM_ERROR'],
  }),
});
