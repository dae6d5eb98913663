import { creditBalanceResponseSchema, type CreditBalance } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/credits/balance (spec 2 §7): the account's credits, shown by the sidebar meter. */
export async function getCreditBalance(signal?: AbortSignal): Promise<CreditBalance> {
  return (await apiClient.get('/api/credits/balance', { schema: creditBalanceResponseSchema, signal })).data;
}

export const creditBalanceQueryOptions = () =>
  queryOptions({ queryKey: ['credits', 'balance'] as const, queryFn: ({ signal }) => getCreditBalance(signal) });

export function useCreditBalance() {
  return useQuery(creditBalanceQueryOptions());
}
