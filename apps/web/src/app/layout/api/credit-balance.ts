import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** The account's credits (spec 2 §7), shown by the sidebar meter; the inbox reads the same cached query. */
export function useCreditBalance() {
  return useQuery({ ...api.credits.balance.queryOptions(), select: (response) => response.data });
}
