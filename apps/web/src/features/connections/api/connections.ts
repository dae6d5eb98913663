import type { CONNECTIONS_PAGE_PLATFORMS, ConnectionsResponse, Platform } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

export type ConnectionsData = ConnectionsResponse['data'];

/**
 * GET /api/connections (spec 3 §7 Connections). With a brand it narrows to that brand; without one the server
 * answers with every brand's connections.
 */
export const getConnectionsQueryOptions = (brandId: string | null) => {
  const options = api.connections.list.queryOptions({ query: { brandId: brandId ?? undefined } });
  return queryOptions({ ...options, select: (response: ConnectionsResponse) => response.data, retry: false });
};

export function useConnections(brandId: string | null) {
  return useQuery(getConnectionsQueryOptions(brandId));
}

/**
 * GET /api/connections/{platform}/oauth-url: the consent address the browser is sent to (connect or reconnect).
 * `shop` names the store when Shopify is connected by hand.
 */
export async function getOAuthUrl(platform: Platform, brandId: string, shop?: string): Promise<string> {
  const { data } = await api.connections.oauthUrl({ params: { platform }, query: { brandId, shop } });
  return data.oauthUrl;
}

/** DELETE /api/connections/{platform}?brandId= (shopify answers 403: it is protected). */
export function removeConnection(platform: Platform, brandId: string) {
  return api.connections.remove({ params: { platform }, query: { brandId } });
}

/** The platforms of the page: the spec's six plus TikTok and Google Analytics (issue 19). */
export type PagePlatform = (typeof CONNECTIONS_PAGE_PLATFORMS)[number];
