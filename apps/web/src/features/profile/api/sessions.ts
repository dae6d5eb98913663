import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** GET /api/profile/sessions (spec 3 §7). */
export function useSessions() {
  return useQuery({
    ...api.profile.sessions.queryOptions(),
    select: (response) => response.data.sessions,
    staleTime: 0,
  });
}

/** DELETE /api/profile/sessions/{id}: that device is signed out at once. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.profile.revokeSession({ params: { id } }),
    onSuccess: (_response, id) =>
      queryClient.setQueryData(api.profile.sessions.queryOptions().queryKey, (cached) =>
        cached
          ? { ...cached, data: { sessions: cached.data.sessions.filter((session) => session.id !== id) } }
          : cached,
      ),
  });
}
