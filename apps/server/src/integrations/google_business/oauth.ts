import { GOOGLE_BUSINESS_SCOPE } from '@bizamply/contracts/platforms/google_business';
import { z } from 'zod';
import { exchangeGoogleCode, googleAuthorizeUrl, type GoogleOAuthProduct } from '../google/token.ts';
import { parseBody } from '../http.ts';
import {
  firstAccount,
  type ConsentAccount,
  type IntegrationDeps,
  type OAuthCallback,
  type OAuthFlow,
} from '../types.ts';
import { classifyGoogleBusiness, googleBusinessCall, googleBusinessHosts } from './client.ts';

const PLATFORM = 'google_business' as const;
/** Ten pages each of accounts and of locations per account is the most a consent lists. */
const MAX_PAGES = 10;

const accountsSchema = z.object({
  accounts: z
    .array(z.object({ name: z.string().regex(/^accounts\/[^/]{1,40}$/), accountName: z.string().max(300).optional() }))
    .default([]),
  nextPageToken: z.string().max(2000).optional(),
});
const locationsSchema = z.object({
  locations: z
    .array(
      z.object({
        name: z.string().regex(/^locations\/\d{1,24}$/),
        title: z.string().max(300).optional(),
        storefrontAddress: z
          .object({ addressLines: z.array(z.string().max(300)).optional(), locality: z.string().max(200).optional() })
          .optional(),
      }),
    )
    .default([]),
  nextPageToken: z.string().max(2000).optional(),
});

/** Follows `nextPageToken` (at most MAX_PAGES pages). */
async function paged<T extends { nextPageToken?: string | undefined }>(
  read: (pageToken: string | undefined) => Promise<T>,
  each: (page: T) => void,
): Promise<void> {
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const body = await read(pageToken);
    each(body);
    pageToken = body.nextPageToken;
    if (!pageToken) return;
  }
}

/** "1021 Mission St, San Francisco": what the picker shows under the location's title. */
const addressLine = (address: z.infer<typeof locationsSchema>['locations'][number]['storefrontAddress']) =>
  [...(address?.addressLines ?? []), address?.locality].filter(Boolean).join(', ') || null;

/**
 * Google authorization with `business.manage`, offline: the code becomes an access + refresh token of the
 * merchant's Google account; Account Management `accounts.list` and Business Information `locations.list`
 * (readMask `name,title,storefrontAddress`) list every location that person manages. That is the proof of
 * control (issue 13); one location is one connection, and its calls use the refresh token.
 */
export function googleBusinessOAuth(deps: IntegrationDeps): OAuthFlow {
  const product = (): GoogleOAuthProduct => ({
    platform: PLATFORM,
    keys: deps.settings.google.oauthKeys,
    authorizeUrl: googleBusinessHosts(deps).authorizeUrl,
    tokenUrl: googleBusinessHosts(deps).tokenUrl,
    scope: GOOGLE_BUSINESS_SCOPE,
    classify: classifyGoogleBusiness,
  });
  async function accounts(callback: OAuthCallback): Promise<ConsentAccount[]> {
    const hosts = googleBusinessHosts(deps);
    const token = await exchangeGoogleCode(deps, product(), callback);
    const { refreshToken } = token;
    const businessAccounts: z.infer<typeof accountsSchema>['accounts'] = [];
    await paged(
      async (pageToken) => {
        const params = new URLSearchParams({ pageSize: '20', ...(pageToken ? { pageToken } : {}) });
        const url = `${hosts.accountsBase}/accounts?${params}`;
        const body = await googleBusinessCall(deps, { url, token: token.accessToken });
        return parseBody(PLATFORM, accountsSchema, body, 'accounts');
      },
      (page) => businessAccounts.push(...page.accounts),
    );
    const listed: ConsentAccount[] = [];
    for (const account of businessAccounts) {
      await paged(
        async (pageToken) => {
          const params = new URLSearchParams({
            readMask: 'name,title,storefrontAddress',
            pageSize: '100',
            ...(pageToken ? { pageToken } : {}),
          });
          const url = `${hosts.locationsBase}/${account.name}/locations?${params}`;
          const body = await googleBusinessCall(deps, { url, token: token.accessToken });
          return parseBody(PLATFORM, locationsSchema, body, 'locations');
        },
        (page) => {
          for (const location of page.locations) {
            const locationId = location.name.slice('locations/'.length);
            const title = location.title ?? locationId;
            listed.push({
              externalId: locationId,
              displayName: title,
              value: locationId,
              detail: addressLine(location.storefrontAddress),
              group: account.accountName ?? null,
              credentials: { accessToken: '', refreshToken, mode: 'oauth' },
              metadata: {
                account: account.name,
                accountName: account.accountName ?? null,
                location: location.name,
                title,
                address: addressLine(location.storefrontAddress),
                via: 'google_oauth',
              },
              tokenExpiresAt: null,
            });
          }
        },
      );
    }
    return listed;
  }

  return {
    platform: PLATFORM,
    authorizeUrl: (input) => googleAuthorizeUrl(product(), input),
    accounts,
    complete: firstAccount(PLATFORM, accounts),
  };
}
