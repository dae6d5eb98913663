import {
  brandListResponseSchema,
  completeOnboardingResponseSchema,
  onboardStatusResponseSchema,
  submitUserRequestSchema,
  submitUserResponseSchema,
} from '../onboarding.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/**
 * Spec 1 §7 onboarding calls. The spec's paths (`/backend/onboarding/...`, `/onboarding/submit`) sit outside the
 * `/api/` prefix: they stay as aliases (the spec's clients keep working), and the web calls the `/api/` path.
 */
export const onboardingEndpoints = defineEndpointGroup('onboarding', {
  submitUser: defineEndpoint({
    method: 'POST',
    path: '/api/onboarding/submit-user',
    aliases: ['/backend/onboarding/submit-user'],
    auth: 'user',
    summary: 'Save company, personal details, brands and shop credentials (sign-up and wizard shapes)',
    body: submitUserRequestSchema,
    response: submitUserResponseSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/onboarding/onboard-status',
    aliases: ['/backend/onboarding/onboard-status'],
    auth: 'user',
    summary: "The caller's account, company name, brands and onboarding progress",
    response: onboardStatusResponseSchema,
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/api/onboarding/submit',
    aliases: ['/onboarding/submit'],
    auth: 'user',
    summary: 'Finish onboarding (firstimeSetup becomes 1); needs a verified e-mail address',
    response: completeOnboardingResponseSchema,
  }),
});

/** The brand selector's list, served by the onboarding module; the `brands` group on the web. */
export const brandListEndpoints = defineEndpointGroup('brands', {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/brands',
    auth: 'user',
    summary: "The caller's brands with their connected services (brand selector)",
    response: brandListResponseSchema,
  }),
});
