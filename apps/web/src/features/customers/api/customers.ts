import { ADMIN_CUSTOMER_LIMITS, type AdminCustomersResponse, type CustomerStatus } from '@bizamply/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

export type CustomersData = AdminCustomersResponse['data'];
export type StatusFilter = 'all' | CustomerStatus;

export interface CustomersParams {
  page: number;
  search: string;
  status: StatusFilter;
}

/**
 * Every admin query's key starts with the `admin` group's name (the `api.admin` keys and the customer
 * connections' key), so one invalidation refreshes them all.
 */
export const CUSTOMERS_KEY = [api.admin.customers.endpoint.group] as const;

function listQuery(params: Omit<CustomersParams, 'page'>, page: number, limit: number) {
  return {
    page,
    limit,
    search: params.search || undefined,
    status: params.status,
    sortBy: 'createdAt' as const,
    sortOrder: 'desc' as const,
  };
}

/** GET /api/admin/customers (spec 3 §7): newest first, 10 a page. */
export function useCustomers(params: CustomersParams) {
  return useQuery({
    ...api.admin.customers.queryOptions({ query: listQuery(params, params.page, ADMIN_CUSTOMER_LIMITS.pageSize) }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The export reads up to 1000 customers with the page's filters (spec 3 §7). */
export async function getCustomersForExport(params: Omit<CustomersParams, 'page'>) {
  const { data } = await api.admin.customers({ query: listQuery(params, 1, ADMIN_CUSTOMER_LIMITS.exportSize) });
  return data.customers;
}
