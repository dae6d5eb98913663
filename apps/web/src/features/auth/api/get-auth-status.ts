import type { AuthStatusResponse } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unexpectedError } from '@/lib/api-error';

/**
 * GET /auth/status → { authenticated, user } (spec 1 §7). Every signed-in page starts with it, so its schema
 * (and zod) are fetched at the same time as the answer instead of being part of the first JavaScript.
 */
export async function getAuthStatus(signal?: AbortSignal): Promise<AuthStatusResponse> {
  const [body, { authStatusResponseSchema }] = await Promise.all([
    apiClient.get('/auth/status', { signal }),
    import('./auth-status-schema'),
  ]);
  const result = authStatusResponseSchema.safeParse(body);
  if (!result.success) throw unexpectedError(result.error);
  return result.data;
}

export const getAuthStatusQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'status'] as const, queryFn: ({ signal }) => getAuthStatus(signal) });

export function useAuthStatus() {
  return useQuery(getAuthStatusQueryOptions());
}
