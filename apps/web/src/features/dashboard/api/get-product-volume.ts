import type { PeriodQuery } from '@bizamply/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

export function productVolumeQueryOptions(period: PeriodQuery) {
  return api.dashboard.productVolume.queryOptions({ query: period });
}

/** GET /api/dashboard/product-volume: the period's 8 most reviewed products (spec 2 Dashboard). */
export function useProductVolume(period: PeriodQuery) {
  return useQuery({
    ...productVolumeQueryOptions(period),
    select: (response) => response.data.products,
    placeholderData: keepPreviousData,
  });
}
