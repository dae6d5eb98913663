import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

export const ACTIVITY_PAGE_SIZE = 25;

/** Every automatic action, newest first, a page at a time. */
export function useActivity(brandId: string | null, page: number) {
  return useQuery({
    ...api.automation.activity.queryOptions({ brandId, query: { page, limit: ACTIVITY_PAGE_SIZE } }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
