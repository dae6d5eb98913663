import { submitUserResponseSchema, type SubmitUserRequest, type SubmitUserResponse } from '@bizamply/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOnboardStatusQueryOptions } from './get-onboard-status';

/** POST /backend/onboarding/submit-user in the wizard shape (brand names as strings). */
export function submitUser(body: SubmitUserRequest): Promise<SubmitUserResponse> {
  return apiClient.post('/backend/onboarding/submit-user', body, { schema: submitUserResponseSchema });
}

export function useSubmitUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getOnboardStatusQueryOptions().queryKey }),
  });
}
