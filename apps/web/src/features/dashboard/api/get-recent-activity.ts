import { activityResponseSchema, DASHBOARD_ACTIVITY_LIMIT, type ActivityItem } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';
import { dashboardKeys } from './dashboard-keys';

/** GET /backend/api/dashboard/activity?limit=6 (spec 2 §7, §9: at most 6 items). */
export async function getRecentActivity(signal?: AbortSignal): Promise<ActivityItem[]> {
  const { data } = await apiClient.get('/backend/api/dashboard/activity', {
    query: { limit: DASHBOARD_ACTIVITY_LIMIT },
    schema: activityResponseSchema,
    signal,
  });
  return data.activities;
}

export const recentActivityQueryOptions = (brandId: string | null) =>
  queryOptions({
    queryKey: [...dashboardKeys.all(brandId), 'activity'] as const,
    queryFn: ({ signal }) => getRecentActivity(signal),
  });

export function useRecentActivity() {
  return useQuery(recentActivityQueryOptions(getSelectedBrandId()));
}
