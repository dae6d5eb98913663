import { consentPickerEndpoints } from '@bizamply/contracts';
import type { ConsentPickerResponse } from '@bizamply/contracts/consent-picker';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { grantCookieValue } from './browser-binding.ts';
import type { ConnectDeps } from './connect.service.ts';
import { connectWithConsent, consentedAccounts, listedAccount } from './consent.service.ts';

/**
 * The picker of a platform connected by picking (issue 18: Google reviews' locations): the accounts this browser's
 * consent listed, with the details the platform gave (name, a second line such as an address, its group) and
 * whether another customer account holds one; then the picked one, connected through the same checks as every
 * consent connect (own brand or 404, consent first or 403, listed or 400, claim or 409).
 */
export const consentPickerRoutes = endpointRoutes(consentPickerEndpoints, (deps: ConnectDeps) => ({
  accounts: async ({ principal, params, request }): Promise<ConsentPickerResponse> => {
    const grant = await consentedAccounts(deps, {
      accountId: principal.accountId,
      platform: params.platform,
      grant: grantCookieValue(request, params.platform),
    });
    if (!grant) return { success: true, data: { granted: false, accounts: [], expiresAt: null } };
    return {
      success: true,
      data: {
        granted: true,
        accounts: grant.accounts.map((account) => ({
          ...listedAccount(account),
          detail: account.detail ?? null,
          group: account.group ?? null,
        })),
        expiresAt: grant.expiresAt.toISOString(),
      },
    };
  },
  connect: ({ principal, params, body, request }) =>
    connectWithConsent(deps, {
      accountId: principal.accountId,
      platform: params.platform,
      grant: grantCookieValue(request, params.platform),
      brandId: body.brandId,
      value: body.id,
      pickBy: 'externalId',
    }),
}));
