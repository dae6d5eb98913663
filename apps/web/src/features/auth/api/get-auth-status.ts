import type { AuthStatusResponse } from '@bizamply/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi } from './auth-api';

/** GET /auth/status → { authenticated, user } (spec 1 §7): every signed-in page starts with it. */
export function getAuthStatus(signal?: AbortSignal): Promise<AuthStatusResponse> {
  return authApi.status(undefined, { signal });
}

export const getAuthStatusQueryOptions = () => authApi.status.queryOptions();

export function useAuthStatus() {
  return useQuery(getAuthStatusQueryOptions());
}
