import { ADMIN_CUSTOMER_LIMITS, customerTransactionsResponseSchema, refundResponseSchema } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CUSTOMERS_KEY } from './customers';

const base = (id: string) => `/backend/api/admin/customers/${encodeURIComponent(id)}/transactions`;

/** GET .../transactions: the 10 most recent, with what Refund may do with each. */
export async function getCustomerTransactions(id: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(base(id), {
    query: { page: 1, limit: ADMIN_CUSTOMER_LIMITS.modalRows },
    schema: customerTransactionsResponseSchema,
    signal,
  });
  return data;
}

export const customerTransactionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, id, 'transactions'],
    queryFn: ({ signal }) => getCustomerTransactions(id, signal),
    retry: false,
  });

export function useCustomerTransactions(id: string) {
  return useQuery(customerTransactionsQueryOptions(id));
}

/** POST .../transactions/{transactionId}/refund: a refund entry in the ledger, once. */
export function refundTransaction(id: string, transactionId: string) {
  return apiClient.post(`${base(id)}/${encodeURIComponent(transactionId)}/refund`, undefined, {
    schema: refundResponseSchema,
  });
}
