import type { DashboardBarPeriod } from '@bizamply/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** The card's period when it mounts. */
export const INITIAL_DRAFT_QUALITY_PERIOD: DashboardBarPeriod = '30d';

export function draftQualityQueryOptions(period: DashboardBarPeriod) {
  return api.dashboard.draftQuality.queryOptions({ query: { period } });
}

/** GET /api/dashboard/draft-quality: how much people change AI drafts before sending, with suggestions. */
export function useDraftQuality(period: DashboardBarPeriod) {
  return useQuery({
    ...draftQualityQueryOptions(period),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
