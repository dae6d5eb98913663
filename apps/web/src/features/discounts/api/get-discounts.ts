import { discountsResponseSchema, type DiscountsResponse } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';

export type DiscountList = Pick<DiscountsResponse, 'data' | 'shopifyConnected'>;

/** GET /backend/api/discounts (spec 2 §7): the selected brand's Shopify discounts, read through from Shopify. */
export async function getDiscounts(signal?: AbortSignal): Promise<DiscountList> {
  const { data, shopifyConnected } = await apiClient.get('/backend/api/discounts', {
    schema: discountsResponseSchema,
    signal,
  });
  return { data, shopifyConnected };
}

export const getDiscountsQueryOptions = (brandId: string | null = getSelectedBrandId()) =>
  queryOptions({
    queryKey: ['discounts', brandId ?? 'none'] as const,
    queryFn: ({ signal }) => getDiscounts(signal),
    retry: false,
  });

export function useDiscounts() {
  return useQuery(getDiscountsQueryOptions());
}
