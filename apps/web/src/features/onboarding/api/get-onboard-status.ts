import { onboardStatusResponseSchema, type OnboardStatusResponse } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /backend/onboarding/onboard-status: account, company name, brands and progress (spec 1 §7). */
export function getOnboardStatus(signal?: AbortSignal): Promise<OnboardStatusResponse> {
  return apiClient.get('/backend/onboarding/onboard-status', { schema: onboardStatusResponseSchema, signal });
}

export const getOnboardStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding', 'status'] as const,
    queryFn: ({ signal }) => getOnboardStatus(signal),
    retry: false,
  });

/** `refetch` 'always' re-reads the status whenever the caller mounts (entering step 2, spec 1 §4). */
export function useOnboardStatus({ refetchOnMount = true }: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({ ...getOnboardStatusQueryOptions(), refetchOnMount });
}
