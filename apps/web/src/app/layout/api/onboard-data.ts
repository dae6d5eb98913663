import type { OnboardDataResponse } from '@bizamply/contracts';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { api } from '@/lib/endpoints';
import { getSelectedBrandId, setSelectedBrandId } from '@/lib/storage';
import { resolveBrandSelection } from '../brand-selection';

export type OnboardData = OnboardDataResponse['data'] & {
  /** The brand the shell works on, already remembered by the time the list reaches React. */
  resolvedBrandId: string | null;
};

/**
 * The brand list is account-wide: it survives a brand change (every other query is reset). Under the endpoint's
 * key, with its own tail: the cache holds the list with the resolved selection, not the bare answer.
 */
export const ONBOARD_DATA_QUERY_KEY = [...api.brands.onboardData.key(), 'resolved'] as const;

/**
 * GET /api/onboard-data (spec 2 §7). Every call carries the stored brand; a brand deleted since (404) would
 * fail this call too, so it is forgotten and the list asked for again without it.
 */
async function fetchOnboardData(signal?: AbortSignal) {
  try {
    return (await api.brands.onboardData(undefined, { signal })).data;
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    setSelectedBrandId(null);
    return (await api.brands.onboardData(undefined, { signal })).data;
  }
}

/**
 * The list, with the selection resolved and stored before React sees it: pages mounted for that brand then
 * send its X-Brand-Id from their very first request.
 */
export async function getOnboardData(signal?: AbortSignal): Promise<OnboardData> {
  const data = await fetchOnboardData(signal);
  const resolvedBrandId = resolveBrandSelection(data.brands, getSelectedBrandId(), data.selectedBrandId);
  setSelectedBrandId(resolvedBrandId);
  return { ...data, resolvedBrandId };
}

export const onboardDataQueryOptions = () =>
  queryOptions({ queryKey: ONBOARD_DATA_QUERY_KEY, queryFn: ({ signal }) => getOnboardData(signal) });

/** POST /api/select-brand: the server remembers the choice for the user's other browsers. */
export function postSelectBrand(brandId: string) {
  return api.brands.selectBrand({ body: { brandId } });
}
