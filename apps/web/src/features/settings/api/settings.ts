import {
  profileResponseSchema,
  revokeOthersResponseSchema,
  teamResponseSchema,
  type CreditSettingsUpdate,
} from '@bizamply/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { api } from '@/lib/endpoints';

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

/** The prices in force (spec 3 §7), under the credit settings' one key. */
export function useCreditSettings(enabled: boolean) {
  return useQuery({
    ...api.credits.settings.queryOptions(),
    select: (response) => response.data,
    staleTime: 0,
    enabled,
  });
}

/** Saves new prices (administrators) as the next version; every reader of the prices sees them at once. */
export function useSaveCreditSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditSettingsUpdate) => api.credits.saveSettings({ body }),
    onSuccess: (response) =>
      queryClient.setQueryData(api.credits.settings.queryOptions().queryKey, { success: true, data: response.data }),
  });
}
