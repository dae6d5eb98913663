import type { DashboardBarPeriod, PeriodQuery } from '@bizamply/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** The bar chart's period when its card mounts. */
export const INITIAL_BAR_PERIOD: DashboardBarPeriod = '7d';

export function dashboardStatsQueryOptions(period: PeriodQuery) {
  return api.dashboard.stats.queryOptions({ query: period });
}

/** The bar chart's own call: its period, in the user's time zone. */
export function barStatsPeriod(period: DashboardBarPeriod, tz: string | undefined): PeriodQuery {
  return { timeRange: period, ...(tz ? { tz } : {}) };
}

/**
 * GET /api/dashboard/stats (spec 2 §7): the selected brand's figures for a period, with real changes. Keeps the
 * previous period's figures on screen while a new period loads (no flash of skeletons).
 */
export function useDashboardStats(period: PeriodQuery) {
  return useQuery({
    ...dashboardStatsQueryOptions(period),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
