import { DASHBOARD_ACTIVITY_LIMIT } from '@bizamply/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

export function recentActivityQueryOptions() {
  return api.dashboard.activity.queryOptions({ query: { limit: DASHBOARD_ACTIVITY_LIMIT } });
}

/** GET /api/dashboard/activity?limit=6 (spec 2 §7, §9: at most 6 items). */
export function useRecentActivity() {
  return useQuery({
    ...recentActivityQueryOptions(),
    select: (response) => response.data.activities,
  });
}
