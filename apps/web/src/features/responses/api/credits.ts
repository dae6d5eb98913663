import { CREDIT_SETTINGS_DEFAULTS, type PriceList } from '@bizamply/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';
import { staleUnlessAskedAhead } from './asked-ahead';

/** Spec 2 §9: credit settings refresh every 30 s (and on focus, see the page). */
export const CREDIT_SETTINGS_POLL_MS = 30_000;

export const creditKeys = {
  /** The head of every credit endpoint's key (balance, prices, transactions): invalidate it after a charge. */
  all: [api.credits.balance.endpoint.group] as const,
};

/** The balance, under the one key the shell's meter shares. */
export function useCreditBalance() {
  return useQuery({ ...api.credits.balance.queryOptions(), select: (response) => response.data, staleTime: 0 });
}

export const creditPricesQueryOptions = () => ({
  ...api.credits.settings.queryOptions(),
  staleTime: staleUnlessAskedAhead,
});

/** The prices in force; spec 2 §7: while they cannot be read, the client prices with the defaults. */
export function useCreditPrices(): { data: PriceList | undefined; isFetching: boolean } {
  const query = useQuery({
    ...creditPricesQueryOptions(),
    select: (response): PriceList => response.data,
    refetchInterval: CREDIT_SETTINGS_POLL_MS,
    refetchOnWindowFocus: true,
  });
  return { data: query.isError ? CREDIT_SETTINGS_DEFAULTS : query.data, isFetching: query.isFetching };
}
