import { ADMIN_CUSTOMER_LIMITS } from '@bizamply/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** GET .../transactions: the 10 most recent, with what Refund may do with each. */
export function useCustomerTransactions(id: string) {
  return useQuery({
    ...api.admin.transactions.queryOptions({
      params: { id },
      query: { page: 1, limit: ADMIN_CUSTOMER_LIMITS.modalRows },
    }),
    select: (response) => response.data,
    retry: false,
  });
}

/** POST .../transactions/{transactionId}/refund: a refund entry in the ledger, once. */
export function refundTransaction(id: string, transactionId: string) {
  return api.admin.refund({ params: { id, transactionId } });
}
