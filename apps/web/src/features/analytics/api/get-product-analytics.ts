import { productAnalyticsResponseSchema, type ProductAnalytics, type TimeRange } from '@bizamply/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userTimeZone } from '@/lib/date-preferences';
import { getSelectedBrandId } from '@/lib/storage';

/** Spec 2 §4/§9: analytics refetch silently every 30 s. */
export const ANALYTICS_REFRESH_MS = 30_000;

/** GET /api/analytics/products?timeRange= for the brand in context (X-Brand-Id, added by the API client). */
export async function getProductAnalytics(timeRange: TimeRange, signal?: AbortSignal): Promise<ProductAnalytics> {
  const { data } = await apiClient.get('/api/analytics/products', {
    query: { timeRange, tz: userTimeZone() },
    schema: productAnalyticsResponseSchema,
    signal,
  });
  return data;
}

/** Keyed by brand: the shell removes the old brand's queries when the selection changes. */
export const getProductAnalyticsQueryOptions = (brandId: string | null, timeRange: TimeRange) =>
  queryOptions({
    queryKey: ['analytics', 'products', brandId ?? 'none', timeRange] as const,
    queryFn: ({ signal }) => getProductAnalytics(timeRange, signal),
    placeholderData: keepPreviousData,
    refetchInterval: ANALYTICS_REFRESH_MS,
    staleTime: 0,
  });

export function useProductAnalytics(timeRange: TimeRange) {
  return useQuery(getProductAnalyticsQueryOptions(getSelectedBrandId(), timeRange));
}
