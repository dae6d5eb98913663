import { sessionsResponseSchema, simpleSuccessSchema, type ProfileSession } from '@bizamply/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const sessionsQueryKey = ['profile', 'sessions'] as const;

/** GET /backend/api/profile/sessions (spec 3 §7). */
export async function getSessions(signal?: AbortSignal): Promise<ProfileSession[]> {
  const { data } = await apiClient.get('/backend/api/profile/sessions', { schema: sessionsResponseSchema, signal });
  return data.sessions;
}

export const getSessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal), staleTime: 0 });

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}

/** DELETE /api/profile/sessions/{id}: that device is signed out at once. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(`/api/profile/sessions/${id}`, { schema: simpleSuccessSchema }),
    onSuccess: (_response, id) =>
      queryClient.setQueryData<ProfileSession[]>(sessionsQueryKey, (sessions) =>
        sessions?.filter((session) => session.id !== id),
      ),
  });
}
