import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCESS_MESSAGES,
  brandListResponseSchema,
  completeOnboardingResponseSchema,
  onboardStatusResponseSchema,
  submitUserRequestSchema,
  submitUserResponseSchema,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { Cipher } from '../../lib/secrets.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { completeOnboarding, listBrands, onboardStatus, submitUser } from './onboarding.service.ts';

export interface OnboardingRouteDeps {
  db: Database;
  cipher: Cipher;
  adminEmail: string;
}

const security = [{ bearer: [] }];

/** Spec 1 §7 onboarding calls (paths exactly as the spec has them) and the brand selector's list. */
export const onboardingRoutes: FastifyPluginAsyncZod<OnboardingRouteDeps> = async (app, deps) => {
  app.post(
    '/backend/onboarding/submit-user',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Save company, personal details, brands and shop credentials (sign-up and wizard shapes)',
        security,
        body: submitUserRequestSchema,
        response: { 200: submitUserResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { company, brands, personalInfo, companySize, industry, role } = request.body;
      const result = await submitUser(
        deps.db,
        deps.cipher,
        { accountId: principal.accountId, userId: principal.userId },
        { company, brands, personalInfo, companySize, industry, role },
      );
      return { success: true as const, message: ACCESS_MESSAGES.onboardingSaved, ...result };
    },
  );

  app.get(
    '/backend/onboarding/onboard-status',
    {
      schema: {
        tags: ['onboarding'],
        summary: "The caller's account, company name, brands and onboarding progress",
        security,
        response: { 200: onboardStatusResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const status = await onboardStatus(deps.db, principal);
      return { success: true as const, ...status };
    },
  );

  app.post(
    '/onboarding/submit',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Finish onboarding (firstimeSetup becomes 1); needs a verified e-mail address',
        security,
        response: { 200: completeOnboardingResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const user = await completeOnboarding(deps.db, principal, deps.adminEmail);
      return { success: true as const, message: ACCESS_MESSAGES.onboardingCompleted, user };
    },
  );

  app.get(
    '/api/brands',
    {
      schema: {
        tags: ['brands'],
        summary: "The caller's brands with their connected services (brand selector)",
        security,
        response: { 200: brandListResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return { success: true as const, brands: await listBrands(deps.db, principal.accountId) };
    },
  );
};
