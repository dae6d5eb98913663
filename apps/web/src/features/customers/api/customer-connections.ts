import {
  connectionsResponseSchema,
  removeConnectionResponseSchema,
  type CONNECTIONS_PAGE_PLATFORMS,
} from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CUSTOMERS_KEY } from './customers';

export type CardPlatform = (typeof CONNECTIONS_PAGE_PLATFORMS)[number];

const base = (id: string) => `/backend/api/admin/customers/${encodeURIComponent(id)}/connections`;

/** GET /backend/api/admin/customers/{id}/connections: the connection map of every brand of the customer. */
export async function getCustomerConnections(id: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(base(id), { schema: connectionsResponseSchema, signal });
  return data;
}

export const customerConnectionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'customerConnections', { id }],
    queryFn: ({ signal }) => getCustomerConnections(id, signal),
    retry: false,
  });

export function useCustomerConnections(id: string) {
  return useQuery(customerConnectionsQueryOptions(id));
}

/** DELETE .../connections/{platform}: every brand's connection to that platform (shopify is protected). */
export function removeCustomerConnection(id: string, platform: CardPlatform) {
  return apiClient.delete(`${base(id)}/${platform}`, { schema: removeConnectionResponseSchema });
}
