import type { AutomationSettingsInput } from '@bizamply/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** Risky words, daily cap, reply-time target, spent today (the inbox reads its reply-time target from the same). */
export function useAutomationSettings(brandId: string | null) {
  return useQuery({ ...api.automation.settings.queryOptions({ brandId }), select: (response) => response.data });
}

export async function saveAutomationSettings(body: AutomationSettingsInput) {
  return api.automation.saveSettings({ body });
}

export function useSaveAutomationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAutomationSettings,
    onSuccess: (response) => queryClient.setQueryData(api.automation.settings.queryOptions().queryKey, response),
  });
}

/** The brand's products, for the editor's product condition. */
export function useAutomationOptions(brandId: string | null, enabled: boolean) {
  return useQuery({
    ...api.automation.options.queryOptions({ brandId }),
    select: (response) => response.data,
    enabled: enabled && brandId !== null,
    staleTime: 5 * 60 * 1000,
  });
}
