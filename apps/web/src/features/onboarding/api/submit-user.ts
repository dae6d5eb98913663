import type { SubmitUserRequest, SubmitUserResponse } from '@bizamply/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** POST /api/onboarding/submit-user in the wizard shape (brand names as strings). */
export function submitUser(body: SubmitUserRequest): Promise<SubmitUserResponse> {
  return api.onboarding.submitUser({ body });
}

export function useSubmitUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: api.onboarding.status.key() }),
  });
}
