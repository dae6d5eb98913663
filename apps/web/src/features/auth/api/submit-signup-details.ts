import { submitUserResponseSchema, type SubmitUserRequest, type SubmitUserResponse } from '@bizamply/contracts';
import { apiClient } from '@/lib/api-client';

/** POST /backend/onboarding/submit-user in the sign-up shape (brands with their shop credentials). */
export function submitSignupDetails(body: SubmitUserRequest): Promise<SubmitUserResponse> {
  return apiClient.post('/backend/onboarding/submit-user', body, { schema: submitUserResponseSchema });
}
