import {
  simpleSuccessSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '@bizamply/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const twoFactorQueryKey = ['profile', 'two-factor'] as const;

export const getTwoFactorQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorQueryKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/profile/two-factor', { schema: twoFactorStatusResponseSchema, signal })).data,
  });

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorQueryOptions());
}

/** POST /api/profile/two-factor/setup: a secret for the authenticator app. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: async () =>
      (await apiClient.post('/api/profile/two-factor/setup', undefined, { schema: twoFactorSetupResponseSchema })).data,
  });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await apiClient.post('/api/profile/two-factor/enable', { code }, { schema: twoFactorEnableResponseSchema }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiClient.post('/api/profile/two-factor/disable', { code }, { schema: simpleSuccessSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}
