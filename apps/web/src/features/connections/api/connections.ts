import type { CONNECTIONS_PAGE_PLATFORMS } from '@bizamply/contracts';
import {
  connectionsResponseSchema,
  oauthUrlResponseSchema,
  removeConnectionResponseSchema,
  type ConnectionsResponse,
  type Platform,
} from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ConnectionsData = ConnectionsResponse['data'];

/**
 * GET /api/connections (spec 3 §7 Connections). With a brand it narrows to that brand; without one the server
 * answers with every brand's connections.
 */
export async function getConnections(brandId: string | null, signal?: AbortSignal): Promise<ConnectionsData> {
  const { data } = await apiClient.get('/api/connections', {
    query: { brandId },
    schema: connectionsResponseSchema,
    signal,
  });
  return data;
}

export const connectionsQueryKey = (brandId: string | null) => ['connections', brandId ?? 'all'] as const;

export const getConnectionsQueryOptions = (brandId: string | null) =>
  queryOptions({
    queryKey: connectionsQueryKey(brandId),
    queryFn: ({ signal }) => getConnections(brandId, signal),
    retry: false,
  });

export function useConnections(brandId: string | null) {
  return useQuery(getConnectionsQueryOptions(brandId));
}

/**
 * GET /api/connections/{platform}/oauth-url: the consent address the browser is sent to (connect or reconnect).
 * `shop` names the store when Shopify is connected by hand.
 */
export async function getOAuthUrl(platform: Platform, brandId: string, shop?: string): Promise<string> {
  const { data } = await apiClient.get(`/api/connections/${platform}/oauth-url`, {
    query: { brandId, shop },
    schema: oauthUrlResponseSchema,
  });
  return data.oauthUrl;
}

/** DELETE /api/connections/{platform}?brandId= (shopify answers 403: it is protected). */
export function removeConnection(platform: Platform, brandId: string) {
  return apiClient.delete(`/api/connections/${platform}`, {
    query: { brandId },
    schema: removeConnectionResponseSchema,
  });
}

/** The platforms of the page: the spec's six plus TikTok and Google Analytics (issue 19). */
export type PagePlatform = (typeof CONNECTIONS_PAGE_PLATFORMS)[number];
