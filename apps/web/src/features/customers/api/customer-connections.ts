import type { CONNECTIONS_PAGE_PLATFORMS } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

export type CardPlatform = (typeof CONNECTIONS_PAGE_PLATFORMS)[number];

/**
 * GET /api/admin/customers/{id}/connections: the connection map of every brand of the customer. Its key sits under
 * the `admin` group's head (CUSTOMERS_KEY), so the customers' invalidations refresh it too.
 */
export const customerConnectionsQueryOptions = (id: string) =>
  queryOptions({
    ...api.admin.customerConnections.queryOptions({ params: { id } }),
    select: (response) => response.data,
    retry: false,
  });

export function useCustomerConnections(id: string) {
  return useQuery(customerConnectionsQueryOptions(id));
}

/** DELETE .../connections/{platform}: every brand's connection to that platform (shopify is protected). */
export function removeCustomerConnection(id: string, platform: CardPlatform) {
  return api.admin.removeCustomerConnection({ params: { id, platform } });
}
