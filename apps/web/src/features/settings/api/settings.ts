import {
  creditSettingsResponseSchema,
  creditSettingsSaveResponseSchema,
  profileResponseSchema,
  revokeOthersResponseSchema,
  teamResponseSchema,
  type CreditSettingsUpdate,
} from '@bizamply/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /backend/api/profile: the Settings page only needs to know whether the user is an administrator. */
export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/backend/api/profile', { schema: profileResponseSchema, signal })).data,
  });

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/** GET /api/settings/team: the account's members and their roles. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'team'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/settings/team', { schema: teamResponseSchema, signal })).data.members,
  });

export function useTeam() {
  return useQuery(teamQueryOptions());
}

/** POST /api/profile/sessions/revoke-others: every other device is signed out. */
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post('/api/profile/sessions/revoke-others', undefined, { schema: revokeOthersResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile', 'sessions'] }),
  });
}

const creditSettingsKey = ['settings', 'credit-settings'] as const;

/** GET /backend/api/credits/settings (spec 3 §7). */
export const creditSettingsQueryOptions = () =>
  queryOptions({
    queryKey: creditSettingsKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/backend/api/credits/settings', { schema: creditSettingsResponseSchema, signal })).data,
    staleTime: 0,
  });

export function useCreditSettings(enabled: boolean) {
  return useQuery({ ...creditSettingsQueryOptions(), enabled });
}

/** POST /backend/api/credits/settings (administrators): saved as the next version. */
export function useSaveCreditSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditSettingsUpdate) =>
      apiClient.post('/backend/api/credits/settings', body, { schema: creditSettingsSaveResponseSchema }),
    onSuccess: (response) => queryClient.setQueryData(creditSettingsKey, response.data),
  });
}
