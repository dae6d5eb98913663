import { DASHBOARD_TRANSACTIONS_LIMIT } from '@bizamply/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';
import { getSelectedBrandId } from '@/lib/storage';

export function recentTransactionsQueryOptions() {
  const brandId = getSelectedBrandId();
  // The selected brand's entries and the account-wide ones (purchases, bonuses), never another brand's.
  return api.credits.transactions.queryOptions({
    query: { page: 1, limit: DASHBOARD_TRANSACTIONS_LIMIT, ...(brandId ? { brandId } : {}) },
  });
}

/** GET /api/credits/transactions?page=1&limit=8 (spec 2 §7): the dashboard's recent transactions. */
export function useRecentTransactions() {
  return useQuery({
    ...recentTransactionsQueryOptions(),
    select: (response) => response.data.transactions,
  });
}
