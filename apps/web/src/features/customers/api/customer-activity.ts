import { customerActivityResponseSchema } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CUSTOMERS_KEY } from './customers';

/** GET .../activity: the 10 most recent sign-in attempts. */
export async function getCustomerActivity(id: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/backend/api/admin/customers/${encodeURIComponent(id)}/activity`, {
    schema: customerActivityResponseSchema,
    signal,
  });
  return data.loginHistory;
}

export const customerActivityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, id, 'activity'],
    queryFn: ({ signal }) => getCustomerActivity(id, signal),
    retry: false,
  });

export function useCustomerActivity(id: string) {
  return useQuery(customerActivityQueryOptions(id));
}
