import type { AuthStatusResponse } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestRoute } from '@/lib/api-client';
import { authRoutes } from '@/lib/generated/endpoints/auth';

const statusRoute = authRoutes.status;

/**
 * GET /auth/status → { authenticated, user } (spec 1 §7): every signed-in page starts with it. Development and tests
 * call it through the endpoint client (the answer checked against its definition); the production build sends it
 * by its generated row alone, keeping the client out of the first download.
 */
export async function getAuthStatus(signal?: AbortSignal): Promise<AuthStatusResponse> {
  if (import.meta.env.DEV) return (await import('./auth-api')).authApi.status(undefined, { signal });
  return requestRoute<AuthStatusResponse>(statusRoute, { signal });
}

export const getAuthStatusQueryOptions = () =>
  queryOptions({ queryKey: statusRoute.key, queryFn: ({ signal }) => getAuthStatus(signal) });

export function useAuthStatus() {
  return useQuery(getAuthStatusQueryOptions());
}
