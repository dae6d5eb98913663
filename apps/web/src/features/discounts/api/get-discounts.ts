import type { DiscountsResponse } from '@bizamply/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

export type DiscountList = Pick<DiscountsResponse, 'data' | 'shopifyConnected'>;

/** GET /api/discounts (spec 2 §7): the selected brand's Shopify discounts, read through from Shopify. */
export function useDiscounts() {
  return useQuery({
    ...api.discounts.list.queryOptions(),
    select: ({ data, shopifyConnected }): DiscountList => ({ data, shopifyConnected }),
    retry: false,
  });
}
