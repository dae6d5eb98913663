import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** GET .../activity: the 10 most recent sign-in attempts. */
export function useCustomerActivity(id: string) {
  return useQuery({
    ...api.admin.activity.queryOptions({ params: { id } }),
    select: (response) => response.data.loginHistory,
    retry: false,
  });
}
