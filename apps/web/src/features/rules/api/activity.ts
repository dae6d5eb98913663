import { automationActivityResponseSchema } from '@bizamply/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { rulesKeys } from './rules-keys';

export const ACTIVITY_PAGE_SIZE = 25;

/** GET /api/automation/activity: every automatic action, newest first. */
export async function getActivity(page: number, signal?: AbortSignal) {
  const { data } = await apiClient.get('/api/automation/activity', {
    query: { page, limit: ACTIVITY_PAGE_SIZE },
    schema: automationActivityResponseSchema,
    signal,
  });
  return data;
}

export const getActivityQueryOptions = (brandId: string | null, page: number) =>
  queryOptions({
    queryKey: rulesKeys.activity(brandId, page),
    queryFn: ({ signal }) => getActivity(page, signal),
    enabled: brandId !== null,
  });

export function useActivity(brandId: string | null, page: number) {
  return useQuery({ ...getActivityQueryOptions(brandId, page), placeholderData: keepPreviousData });
}
