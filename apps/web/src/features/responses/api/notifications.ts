import { NOTIFICATION_POLL_MS, recentNotificationsResponseSchema, type Notification } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useLivePolling } from '@/lib/live/live-bus';

/** GET /api/comments/notifications/recent. Spec 2 §8: a failure shows an empty list. */
export async function getRecentNotifications(signal?: AbortSignal): Promise<Notification[]> {
  try {
    const body = await apiClient.get('/api/comments/notifications/recent', {
      schema: recentNotificationsResponseSchema,
      signal,
    });
    return body.notifications;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export const getRecentNotificationsQueryOptions = (brandId: string | null) =>
  queryOptions({
    queryKey: ['notifications', 'recent', brandId ?? 'none'] as const,
    queryFn: ({ signal }) => getRecentNotifications(signal),
    enabled: brandId !== null,
    refetchInterval: NOTIFICATION_POLL_MS,
    staleTime: 0,
  });

export function useRecentNotifications(brandId: string | null) {
  // Spec 2 §4 polls every 120 s; while the live stream serves the bell, its pushes replace the poll.
  const refetchInterval = useLivePolling(NOTIFICATION_POLL_MS);
  return useQuery({ ...getRecentNotificationsQueryOptions(brandId), refetchInterval });
}
