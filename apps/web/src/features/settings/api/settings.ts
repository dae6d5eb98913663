import type { CreditSettingsUpdate } from '@bizamply/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** GET /api/profile: the Settings page only needs to know whether the user is an administrator. */
export function useAccount() {
  return useQuery({ ...api.profile.get.queryOptions(), select: (response) => response.data });
}

/** GET /api/settings/team: the account's members and their roles. */
export function useTeam() {
  return useQuery({ ...api.settings.team.queryOptions(), select: (response) => response.data.members });
}

/** POST /api/profile/sessions/revoke-others: every other device is signed out. */
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.profile.revokeOtherSessions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: api.profile.sessions.key() }),
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
