import { productVolumeResponseSchema, type PeriodQuery } from '@bizamply/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboard/product-volume: the period's 8 most reviewed products (spec 2 Dashboard). */
export async function getProductVolume(period: PeriodQuery, signal?: AbortSignal) {
  const { data } = await apiClient.get('/api/dashboard/product-volume', {
    query: { ...period },
    schema: productVolumeResponseSchema,
    signal,
  });
  return data.products;
}

export const productVolumeQueryOptions = (brandId: string | null, period: PeriodQuery) =>
  queryOptions({
    queryKey: [...dashboardKeys.all(brandId), 'product-volume', period] as const,
    queryFn: ({ signal }) => getProductVolume(period, signal),
  });

export function useProductVolume(period: PeriodQuery) {
  return useQuery({ ...productVolumeQueryOptions(getSelectedBrandId(), period), placeholderData: keepPreviousData });
}
