import type { TransactionsResponse } from '@bizamply/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

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

/** GET /api/credits/transactions's query from the page's filters ('all' and blanks are left out). */
function transactionsQuery(filters: TransactionFilters, page: number, limit: number) {
  const pick = (value: string) => (value === 'all' ? undefined : value);
  return {
    page,
    limit,
    search: filters.search.trim(),
    type: pick(filters.type),
    platform: pick(filters.platform),
    status: pick(filters.status),
    startDate: filters.startDate,
    endDate: filters.endDate,
  };
}

export async function getTransactions(
  filters: TransactionFilters,
  page: number,
  limit: number,
): Promise<TransactionsData> {
  return (await api.credits.transactions({ query: transactionsQuery(filters, page, limit) })).data;
}

export const getTransactionsQueryOptions = (filters: TransactionFilters, page: number) =>
  queryOptions({
    ...api.credits.transactions.queryOptions({ query: transactionsQuery(filters, page, TRANSACTIONS_PAGE_SIZE) }),
    select: (response) => response.data,
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
