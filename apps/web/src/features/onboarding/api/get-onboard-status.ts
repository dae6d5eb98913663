import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** GET /api/onboarding/onboard-status: account, company name, brands and progress (spec 1 §7). */
export const getOnboardStatusQueryOptions = () => ({ ...api.onboarding.status.queryOptions(), retry: false });

/** `refetch` 'always' re-reads the status whenever the caller mounts (entering step 2, spec 1 §4). */
export function useOnboardStatus({ refetchOnMount = true }: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({ ...getOnboardStatusQueryOptions(), refetchOnMount });
}
