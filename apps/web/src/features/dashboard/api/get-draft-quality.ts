import type { DashboardBarPeriod } from '@bizamply/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** GET /api/dashboard/draft-quality: how much people change AI drafts before sending, with suggestions. */
export function useDraftQuality(period: DashboardBarPeriod) {
  return useQuery({
    ...api.dashboard.draftQuality.queryOptions({ query: { period } }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
