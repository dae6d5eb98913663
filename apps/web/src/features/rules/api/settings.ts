import {
  automationOptionsResponseSchema,
  automationSettingsResponseSchema,
  type AutomationSettingsInput,
} from '@bizamply/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';
import { rulesKeys } from './rules-keys';

/** GET /api/automation/settings: risky words, daily cap, reply-time target, spent today. */
export async function getAutomationSettings(signal?: AbortSignal) {
  const { data } = await apiClient.get('/api/automation/settings', {
    schema: automationSettingsResponseSchema,
    signal,
  });
  return data;
}

export const getAutomationSettingsQueryOptions = (brandId: string | null) =>
  queryOptions({
    queryKey: rulesKeys.settings(brandId),
    queryFn: ({ signal }) => getAutomationSettings(signal),
    enabled: brandId !== null,
  });

export function useAutomationSettings(brandId: string | null) {
  return useQuery(getAutomationSettingsQueryOptions(brandId));
}

export async function saveAutomationSettings(input: AutomationSettingsInput) {
  const { data } = await apiClient.put('/api/automation/settings', input, { schema: automationSettingsResponseSchema });
  return data;
}

export function useSaveAutomationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAutomationSettings,
    onSuccess: (data) => queryClient.setQueryData(rulesKeys.settings(getSelectedBrandId()), data),
  });
}

/** GET /api/automation/options: the brand's products, for the editor's product condition. */
export async function getAutomationOptions(signal?: AbortSignal) {
  const { data } = await apiClient.get('/api/automation/options', { schema: automationOptionsResponseSchema, signal });
  return data;
}

export function useAutomationOptions(brandId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: rulesKeys.options(brandId),
    queryFn: ({ signal }) => getAutomationOptions(signal),
    enabled: enabled && brandId !== null,
    staleTime: 5 * 60 * 1000,
  });
}
