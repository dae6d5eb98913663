import { authStatusResponseSchema, type AuthStatusResponse } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /auth/status → { authenticated, user } (spec 1 §7). */
export function getAuthStatus(signal?: AbortSignal): Promise<AuthStatusResponse> {
  return apiClient.get('/auth/status', { schema: authStatusResponseSchema, signal });
}

export const getAuthStatusQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'status'] as const, queryFn: ({ signal }) => getAuthStatus(signal) });

export function useAuthStatus() {
  return useQuery(getAuthStatusQueryOptions());
}
