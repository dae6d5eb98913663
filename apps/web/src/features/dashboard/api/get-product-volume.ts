import type { PeriodQuery } from '@bizamply/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** GET /api/dashboard/product-volume: the period's 8 most reviewed products (spec 2 Dashboard). */
export function useProductVolume(period: PeriodQuery) {
  return useQuery({
    ...api.dashboard.productVolume.queryOptions({ query: period }),
    select: (response) => response.data.products,
    placeholderData: keepPreviousData,
  });
}
