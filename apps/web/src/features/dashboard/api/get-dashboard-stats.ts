import type { PeriodQuery } from '@bizamply/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/**
 * GET /api/dashboard/stats (spec 2 §7): the selected brand's figures for a period, with real changes. Keeps the
 * previous period's figures on screen while a new period loads (no flash of skeletons).
 */
export function useDashboardStats(period: PeriodQuery) {
  return useQuery({
    ...api.dashboard.stats.queryOptions({ query: period }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
