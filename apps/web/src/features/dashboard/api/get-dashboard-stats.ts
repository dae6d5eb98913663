import { dashboardStatsResponseSchema, type DashboardStats, type PeriodQuery } from '@bizamply/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboard/stats (spec 2 §7): the brand's figures for a period, with real changes. */
export async function getDashboardStats(period: PeriodQuery, signal?: AbortSignal): Promise<DashboardStats> {
  const { data } = await apiClient.get('/api/dashboard/stats', {
    query: { ...period },
    schema: dashboardStatsResponseSchema,
    signal,
  });
  return data;
}

export const dashboardStatsQueryOptions = (brandId: string | null, period: PeriodQuery) =>
  queryOptions({
    queryKey: [...dashboardKeys.all(brandId), 'stats', period] as const,
    queryFn: ({ signal }) => getDashboardStats(period, signal),
  });

/** Keeps the previous period's figures on screen while a new period loads (no flash of skeletons). */
export function useDashboardStats(period: PeriodQuery) {
  return useQuery({ ...dashboardStatsQueryOptions(getSelectedBrandId(), period), placeholderData: keepPreviousData });
}
