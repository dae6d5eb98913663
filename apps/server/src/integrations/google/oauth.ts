import { z } from 'zod';
import { exchangeGoogleCode, googleAuthorizeUrl, type GoogleOAuthProduct } from './token.ts';
import { parseBody } from '../http.ts';
import {
  firstAccount,
  type ConsentAccount,
  type IntegrationDeps,
  type OAuthCallback,
  type OAuthFlow,
} from '../types.ts';
import { classifyGoogle, googleCall } from './client.ts';

const SCOPE = 'https://www.googleapis.com/auth/analytics.readonly';
/** Ten pages of 200 account summaries is the most a consent lists. */
const MAX_PAGES = 10;

const summariesSchema = z.object({
  accountSummaries: z
    .array(
      z.object({
        displayName: z.string().max(300).optional(),
        propertySummaries: z
          .array(z.object({ property: z.string().max(200), displayName: z.string().max(300) }))
          .default([]),
      }),
    )
    .default([]),
  nextPageToken: z.string().max(2000).optional(),
});

/**
 * Google authorization with `analytics.readonly` (§8, §9): the code becomes an access + refresh token of the
 * merchant's Google account, and the Admin API's `accountSummaries` lists the GA4 properties that account can
 * read. This is the proof that the merchant controls the property (issue 13); the refresh token is then what
 * the connection's calls use.
 */
export function googleOAuth(deps: IntegrationDeps): OAuthFlow {
  const product = (): GoogleOAuthProduct => ({
    platform: 'google',
    keys: deps.settings.google.oauthKeys,
    authorizeUrl: deps.settings.google.authorizeUrl,
    tokenUrl: deps.settings.google.tokenUrl,
    scope: SCOPE,
    classify: classifyGoogle,
  });
  async function accounts(callback: OAuthCallback): Promise<ConsentAccount[]> {
    const token = await exchangeGoogleCode(deps, product(), callback);
    const properties: ConsentAccount[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const params = new URLSearchParams({ pageSize: '200', ...(pageToken ? { pageToken } : {}) });
      const body = parseBody(
        'google',
        summariesSchema,
        await googleCall(deps, {
          url: `${deps.settings.google.adminBase}/accountSummaries?${params}`,
          token: token.accessToken,
        }),
        'account summaries',
      );
      for (const summary of body.accountSummaries) {
        for (const property of summary.propertySummaries) {
          const id = /^properties\/(\d{1,20})$/.exec(property.property)?.[1];
          if (!id) continue;
          properties.push({
            externalId: id,
            displayName: property.displayName,
            value: `GA4-${id}-1`,
            credentials: { accessToken: '', refreshToken: token.refreshToken, mode: 'oauth' },
            metadata: {
              businessId: `GA4-${id}-1`,
              property: property.property,
              account: summary.displayName ?? null,
              via: 'google_oauth',
            },
            tokenExpiresAt: null,
          });
        }
      }
      pageToken = body.nextPageToken;
      if (!pageToken) break;
    }
    return properties;
  }

  return {
    platform: 'google',
    authorizeUrl: (input) => googleAuthorizeUrl(product(), input),
    accounts,
    complete: firstAccount('google', accounts),
  };
}
