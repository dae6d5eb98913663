import type { CompleteOnboardingResponse } from '@bizamply/contracts';
import { api } from '@/lib/endpoints';

/** POST /api/onboarding/submit: onboarding done, firstimeSetup becomes 1. 403 EMAIL_NOT_VERIFIED until verified. */
export function completeOnboarding(): Promise<CompleteOnboardingResponse> {
  return api.onboarding.complete();
}
