import {
  creditSettingsResponseSchema,
  creditSettingsSaveResponseSchema,
  type CreditSettingsUpdate,
} from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CUSTOMERS_KEY } from './customers';

/** GET /backend/api/credits/settings: the prices in force. */
export const creditSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'credit-settings'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/backend/api/credits/settings', { schema: creditSettingsResponseSchema, signal })).data,
    retry: false,
    staleTime: 0,
  });

export function useCreditSettings() {
  return useQuery(creditSettingsQueryOptions());
}

/** POST /backend/api/credits/settings: the four settings plus metadata. */
export function saveCreditSettings(body: CreditSettingsUpdate) {
  return apiClient.post('/backend/api/credits/settings', body, { schema: creditSettingsSaveResponseSchema });
}
