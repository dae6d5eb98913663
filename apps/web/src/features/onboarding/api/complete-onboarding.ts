import { completeOnboardingResponseSchema, type CompleteOnboardingResponse } from '@bizamply/contracts';
import { apiClient } from '@/lib/api-client';

/** POST /onboarding/submit: onboarding done, firstimeSetup becomes 1. 403 EMAIL_NOT_VERIFIED until verified. */
export function completeOnboarding(): Promise<CompleteOnboardingResponse> {
  return apiClient.post('/onboarding/submit', undefined, { schema: completeOnboardingResponseSchema });
}
