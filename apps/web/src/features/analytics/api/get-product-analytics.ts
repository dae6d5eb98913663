import type { TimeRange } from '@bizamply/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userTimeZone } from '@/lib/date-preferences';
import { api } from '@/lib/endpoints';

/** Spec 2 §4/§9: analytics refetch silently every 30 s. */
export const ANALYTICS_REFRESH_MS = 30_000;

/**
 * GET /api/analytics/products?timeRange= for the brand in context. Keyed by brand: the shell removes the old
 * brand's queries when the selection changes.
 */
export function useProductAnalytics(timeRange: TimeRange) {
  return useQuery({
    ...api.analytics.products.queryOptions({ query: { timeRange, tz: userTimeZone() } }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    refetchInterval: ANALYTICS_REFRESH_MS,
    staleTime: 0,
  });
}
