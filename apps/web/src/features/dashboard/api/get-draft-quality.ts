import { draftQualityResponseSchema, type DashboardBarPeriod, type DraftQuality } from '@bizamply/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboard/draft-quality: how much people change AI drafts before sending, with suggestions. */
export async function getDraftQuality(period: DashboardBarPeriod, signal?: AbortSignal): Promise<DraftQuality> {
  const { data } = await apiClient.get('/api/dashboard/draft-quality', {
    query: { period },
    schema: draftQualityResponseSchema,
    signal,
  });
  return data;
}

export const draftQualityQueryOptions = (brandId: string | null, period: DashboardBarPeriod) =>
  queryOptions({
    queryKey: [...dashboardKeys.all(brandId), 'draft-quality', period] as const,
    queryFn: ({ signal }) => getDraftQuality(period, signal),
  });

export function useDraftQuality(period: DashboardBarPeriod) {
  return useQuery({ ...draftQualityQueryOptions(getSelectedBrandId(), period), placeholderData: keepPreviousData });
}
