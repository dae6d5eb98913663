import { googleBusinessEndpoints } from '@bizamply/contracts';
import type { GoogleLocationsResponse } from '@bizamply/contracts/platforms/google_business';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { grantCookieValue } from './browser-binding.ts';
import type { ConnectDeps } from './connect.service.ts';
import { connectWithConsent, consentedAccounts } from './consent.service.ts';

const PLATFORM = 'google_business' as const;
const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * Google reviews' location picker (issue 18): the locations this browser's Google consent listed (title and
 * address as `locations.list` gave them, and whether another customer account holds one), then the picked one
 * connected through the same checks as every consent connect (own brand 404, listed 400, claim 409).
 */
export const googleBusinessRoutes = endpointRoutes(googleBusinessEndpoints, (deps: ConnectDeps) => ({
  locations: async ({ principal, request }): Promise<GoogleLocationsResponse> => {
    const grant = await consentedAccounts(deps, {
      accountId: principal.accountId,
      platform: PLATFORM,
      grant: grantCookieValue(request, PLATFORM),
    });
    if (!grant) return { success: true, data: { granted: false, locations: [], expiresAt: null } };
    return {
      success: true,
      data: {
        granted: true,
        locations: grant.accounts.map((account) => ({
          id: account.externalId,
          title: textOf(account.metadata['title']) ?? account.displayName ?? account.value,
          address: textOf(account.metadata['address']),
          accountName: textOf(account.metadata['accountName']),
          taken: account.taken,
        })),
        expiresAt: grant.expiresAt.toISOString(),
      },
    };
  },
  connect: async ({ principal, body, request }) =>
    connectWithConsent(deps, {
      accountId: principal.accountId,
      brandId: body.brandId,
      platform: PLATFORM,
      value: body.locationId,
      grant: grantCookieValue(request, PLATFORM),
    }),
}));
