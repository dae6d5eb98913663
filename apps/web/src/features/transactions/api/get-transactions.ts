import { transactionsResponseSchema, type TransactionsResponse } from '@bizamply/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Spec 2 §9: 10 rows a page; the export takes up to 1,000. */
export const TRANSACTIONS_PAGE_SIZE = 10;
export const TRANSACTIONS_EXPORT_LIMIT = 1000;

export interface TransactionFilters {
  search: string;
  type: string;
  platform: string;
  status: string;
  /** ISO instants, only when a date range is chosen. */
  startDate?: string;
  endDate?: string;
}

export type TransactionsData = TransactionsResponse['data'];

/** GET /api/credits/transactions with the page's filters ('all' and blanks are left out). */
export async function getTransactions(
  filters: TransactionFilters,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<TransactionsData> {
  const pick = (value: string) => (value === 'all' ? undefined : value);
  const { data } = await apiClient.get('/api/credits/transactions', {
    query: {
      page,
      limit,
      search: filters.search.trim(),
      type: pick(filters.type),
      platform: pick(filters.platform),
      status: pick(filters.status),
      startDate: filters.startDate,
      endDate: filters.endDate,
    },
    schema: transactionsResponseSchema,
    signal,
  });
  return data;
}

export const getTransactionsQueryOptions = (filters: TransactionFilters, page: number) =>
  queryOptions({
    queryKey: ['credits', 'transactions', { ...filters, page }],
    queryFn: ({ signal }) => getTransactions(filters, page, TRANSACTIONS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useTransactions(filters: TransactionFilters, page: number) {
  return useQuery(getTransactionsQueryOptions(filters, page));
}

/** Spec 2 §7: the export uses the same call with limit 1000 and the filters, without dates. */
export async function getTransactionsForExport(filters: TransactionFilters) {
  const { startDate: _start, endDate: _end, ...withoutDates } = filters;
  const data = await getTransactions(withoutDates, 1, TRANSACTIONS_EXPORT_LIMIT);
  return data.transactions;
}
