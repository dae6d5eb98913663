import { PLATFORMS, type Platform } from '@bizamply/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

export type ConnectionStatuses = Record<Platform, boolean>;

/**
 * The status call of spec 1 §7 for one service and brand: GET /integration/{shopify,yotpo,instagram}/status,
 * POST /integration/judgeme/check-connection, POST /integrations/{service}/check-connection for the others,
 * POST /onboarding/check-connection for a service the wizard does not know.
 */
function requestStatus(service: string, brandId: string, signal?: AbortSignal) {
  const { connections } = api;
  switch (service) {
    case 'shopify':
    case 'yotpo':
    case 'instagram':
      return connections.status({ params: { platform: service, brandId } }, { signal });
    case 'judgeme':
      return connections.judgemeCheck({ body: { brandId } }, { signal });
    case 'facebook':
    case 'tiktok':
    case 'whatsapp':
    case 'google':
      return connections.serviceCheck({ params: { service }, body: { brandId } }, { signal });
    default:
      return connections.onboardingCheck({ body: { serviceName: service, brandId } }, { signal });
  }
}

/** Connected or not. Any failure (404 while a service is not available, network) counts as not connected. */
export async function getConnectionStatus(service: Platform, brandId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    return (await requestStatus(service, brandId, signal)).connected;
  } catch {
    return false;
  }
}

export async function getConnectionStatuses(brandId: string, signal?: AbortSignal): Promise<ConnectionStatuses> {
  const results = await Promise.all(PLATFORMS.map((service) => getConnectionStatus(service, brandId, signal)));
  return Object.fromEntries(
    PLATFORMS.map((service, index) => [service, results[index] ?? false]),
  ) as ConnectionStatuses;
}

export const getConnectionStatusesQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: ['onboarding', 'connections', brandId] as const,
    queryFn: ({ signal }) => getConnectionStatuses(brandId, signal),
    // Loaded once on entering step 2; refreshed explicitly after a connect.
    staleTime: Infinity,
  });

/** Statuses of every brand (the proceed rule looks at all of them). */
export function useConnectionStatuses(brandIds: readonly string[]) {
  return useQueries({ queries: brandIds.map((brandId) => getConnectionStatusesQueryOptions(brandId)) });
}
