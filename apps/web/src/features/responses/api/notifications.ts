import { NOTIFICATION_POLL_MS, type Notification } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';
import { useLivePolling } from '@/lib/live/live-bus';

/** GET /api/comments/notifications/recent. Spec 2 §8: a failure shows an empty list. */
export async function getRecentNotifications(brandId: string | null, signal?: AbortSignal): Promise<Notification[]> {
  try {
    return (await api.notifications.recent({ brandId }, { signal })).notifications;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export const getRecentNotificationsQueryOptions = (brandId: string | null) =>
  queryOptions({
    queryKey: api.notifications.recent.key({ brandId }),
    queryFn: ({ signal }) => getRecentNotifications(brandId, signal),
    enabled: brandId !== null,
    refetchInterval: NOTIFICATION_POLL_MS,
    staleTime: 0,
  });

export function useRecentNotifications(brandId: string | null) {
  // Spec 2 §4 polls every 120 s; while the live stream serves the bell, its pushes replace the poll.
  const refetchInterval = useLivePolling(NOTIFICATION_POLL_MS);
  return useQuery({ ...getRecentNotificationsQueryOptions(brandId), refetchInterval });
}
