import type { SubmitUserRequest, SubmitUserResponse } from '@bizamply/contracts';
import { api } from '@/lib/endpoints';

/** Onboarding's submit-user endpoint in the sign-up shape (brands with their shop credentials). */
export function submitSignupDetails(body: SubmitUserRequest): Promise<SubmitUserResponse> {
  return api.onboarding.submitUser({ body });
}
