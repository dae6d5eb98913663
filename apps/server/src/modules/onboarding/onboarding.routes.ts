import type { FastifyPluginAsync } from 'fastify';
import { ACCESS_MESSAGES, brandListEndpoints, onboardingEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { Cipher } from '../../lib/secrets.ts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import { completeOnboarding, listBrands, onboardStatus, submitUser } from './onboarding.service.ts';

export interface OnboardingRouteDeps {
  db: Database;
  cipher: Cipher;
  adminEmail: string;
}

/** Spec 1 §7 onboarding calls (the spec's paths are aliases of the `/api/` ones) and the brand selector's list. */
export const onboardingRoutes: FastifyPluginAsync<OnboardingRouteDeps> = async (app, deps) => {
  registerEndpoints(app, onboardingEndpoints, {
    submitUser: async ({ principal, body }) => {
      const { company, brands, personalInfo, companySize, industry, role } = body;
      const result = await submitUser(
        deps.db,
        deps.cipher,
        { accountId: principal.accountId, userId: principal.userId },
        { company, brands, personalInfo, companySize, industry, role },
      );
      return { success: true as const, message: ACCESS_MESSAGES.onboardingSaved, ...result };
    },
    status: async ({ principal }) => ({ success: true as const, ...(await onboardStatus(deps.db, principal)) }),
    complete: async ({ principal }) => {
      const user = await completeOnboarding(deps.db, principal, deps.adminEmail);
      return { success: true as const, message: ACCESS_MESSAGES.onboardingCompleted, user };
    },
  });
  registerEndpoints(app, brandListEndpoints, {
    list: async ({ principal }) => ({
      success: true as const,
      brands: await listBrands(deps.db, principal.accountId),
    }),
  });
};
