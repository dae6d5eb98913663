import {
  CREDIT_SETTINGS_DEFAULTS,
  creditBalanceResponseSchema,
  creditSettingsResponseSchema,
  type CreditBalance,
  type PriceList,
} from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Spec 2 §9: credit settings refresh every 30 s (and on focus, see the page). */
export const CREDIT_SETTINGS_POLL_MS = 30_000;

export const creditKeys = {
  /** The shell's meter and other pages read credits under this prefix too: invalidate it after a charge. */
  all: ['credits'] as const,
  balance: ['credits', 'inbox-balance'] as const,
  settings: ['credits', 'inbox-settings'] as const,
};

/** GET /api/credits/balance */
export async function getCreditBalance(signal?: AbortSignal): Promise<CreditBalance> {
  const { data } = await apiClient.get('/api/credits/balance', { schema: creditBalanceResponseSchema, signal });
  return data;
}

export const getCreditBalanceQueryOptions = () =>
  queryOptions({ queryKey: creditKeys.balance, queryFn: ({ signal }) => getCreditBalance(signal), staleTime: 0 });

export function useCreditBalance() {
  return useQuery(getCreditBalanceQueryOptions());
}

/** GET /backend/api/credits/settings; spec 2 §7: on failure the client prices with the defaults. */
export async function getCreditPrices(signal?: AbortSignal): Promise<PriceList> {
  try {
    const { data } = await apiClient.get('/backend/api/credits/settings', {
      schema: creditSettingsResponseSchema,
      signal,
    });
    return data;
  } catch (error) {
    if (signal?.aborted) throw error;
    return CREDIT_SETTINGS_DEFAULTS;
  }
}

export const getCreditPricesQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.settings,
    queryFn: ({ signal }) => getCreditPrices(signal),
    refetchInterval: CREDIT_SETTINGS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export function useCreditPrices() {
  return useQuery(getCreditPricesQueryOptions());
}
