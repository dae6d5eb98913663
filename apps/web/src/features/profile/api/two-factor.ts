import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

export function useTwoFactorStatus() {
  return useQuery({ ...api.profile.twoFactor.queryOptions(), select: (response) => response.data });
}

/** POST /api/profile/two-factor/setup: a secret for the authenticator app. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: async () => (await api.profile.setupTwoFactor()).data });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await api.profile.enableTwoFactor({ body: { code } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: api.profile.twoFactor.key() }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.profile.disableTwoFactor({ body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: api.profile.twoFactor.key() }),
  });
}
