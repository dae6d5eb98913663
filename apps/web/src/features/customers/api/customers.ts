import {
  ADMIN_CUSTOMER_LIMITS,
  adminCustomersResponseSchema,
  type AdminCustomersResponse,
  type CustomerStatus,
} from '@bizamply/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type CustomersData = AdminCustomersResponse['data'];
export type StatusFilter = 'all' | CustomerStatus;

export interface CustomersParams {
  page: number;
  search: string;
  status: StatusFilter;
}

/** GET /backend/api/admin/customers (spec 3 §7): newest first, 10 a page. */
export async function getCustomers(
  params: CustomersParams & { limit?: number },
  signal?: AbortSignal,
): Promise<CustomersData> {
  const { data } = await apiClient.get('/backend/api/admin/customers', {
    query: {
      page: params.page,
      limit: params.limit ?? ADMIN_CUSTOMER_LIMITS.pageSize,
      search: params.search || undefined,
      status: params.status,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    },
    schema: adminCustomersResponseSchema,
    signal,
  });
  return data;
}

/** Every admin-customer query starts with this key, so one invalidation refreshes them all. */
export const CUSTOMERS_KEY = ['admin-customers'] as const;

export const getCustomersQueryOptions = (params: CustomersParams) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'list', params],
    queryFn: ({ signal }) => getCustomers(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useCustomers(params: CustomersParams) {
  return useQuery(getCustomersQueryOptions(params));
}

/** The export reads up to 1000 customers with the page's filters, at the /api prefix (spec 3 §7). */
export async function getCustomersForExport(params: Omit<CustomersParams, 'page'>) {
  const { data } = await apiClient.get('/api/admin/customers', {
    query: {
      page: 1,
      limit: ADMIN_CUSTOMER_LIMITS.exportSize,
      search: params.search || undefined,
      status: params.status,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    },
    schema: adminCustomersResponseSchema,
  });
  return data.customers;
}
