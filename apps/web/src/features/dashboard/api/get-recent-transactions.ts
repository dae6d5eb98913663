import { DASHBOARD_TRANSACTIONS_LIMIT, transactionsResponseSchema, type CreditTransaction } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/credits/transactions?page=1&limit=8 (spec 2 §7): the dashboard's recent transactions. */
export async function getRecentTransactions(
  brandId: string | null,
  signal?: AbortSignal,
): Promise<CreditTransaction[]> {
  // The selected brand's entries and the account-wide ones (purchases, bonuses), never another brand's.
  const { data } = await apiClient.get('/api/credits/transactions', {
    query: { page: 1, limit: DASHBOARD_TRANSACTIONS_LIMIT, ...(brandId ? { brandId } : {}) },
    schema: transactionsResponseSchema,
    signal,
  });
  return data.transactions;
}

export const recentTransactionsQueryOptions = (brandId: string | null) =>
  queryOptions({
    queryKey: [...dashboardKeys.all(brandId), 'transactions'] as const,
    queryFn: ({ signal }) => getRecentTransactions(brandId, signal),
  });

export function useRecentTransactions() {
  return useQuery(recentTransactionsQueryOptions(getSelectedBrandId()));
}
