import { z } from 'zod';
import { PlatformError, parseBody } from '../http.ts';
import {
  firstAccount,
  type ConsentAccount,
  type IntegrationDeps,
  type OAuthCallback,
  type OAuthFlow,
} from '../types.ts';
import { classifyGoogle, googleCall, tokenSchema } from './client.ts';

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

function keysOf(deps: IntegrationDeps) {
  if (!deps.settings.google.oauthKeys) {
    throw new PlatformError('google', 'not_configured', 'GOOGLE_CLIENT_ID is not configured');
  }
  return deps.settings.google.oauthKeys;
}

/**
 * Google authorization with `analytics.readonly` (§8, §9): the code becomes an access + refresh token of the
 * merchant's Google account, and the Admin API's `accountSummaries` lists the GA4 properties that account can
 * read. This is the proof that the merchant controls the property (issue 13); the refresh token is then what
 * the connection's calls use.
 */
export function googleOAuth(deps: IntegrationDeps): OAuthFlow {
  async function accounts({ query, redirectUri }: OAuthCallback): Promise<ConsentAccount[]> {
    const keys = keysOf(deps);
    if (!query['code']) throw new PlatformError('google', 'rejected', 'Google sent no authorization code');
    const result = await deps.http.send({
      platform: 'google',
      method: 'POST',
      url: deps.settings.google.tokenUrl,
      form: {
        code: query['code'],
        client_id: keys.clientId,
        client_secret: keys.clientSecret,
        redirect_uri: redirectUri,
        grant_type: 'authorization_code',
      },
      classify: (answer) =>
        answer.status === 400
          ? new PlatformError('google', 'rejected', 'Google refused the authorization code', 400)
          : classifyGoogle(answer),
    });
    const token = parseBody('google', tokenSchema, result.body, 'token');
    if (!token.refresh_token) {
      throw new PlatformError('google', 'rejected', 'Google granted no offline access (no refresh token)');
    }
    const properties: ConsentAccount[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const params = new URLSearchParams({ pageSize: '200', ...(pageToken ? { pageToken } : {}) });
      const body = parseBody(
        'google',
        summariesSchema,
        await googleCall(deps, {
          url: `${deps.settings.google.adminBase}/accountSummaries?${params}`,
          token: token.access_token,
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
            credentials: { accessToken: '', refreshToken: token.refresh_token, mode: 'oauth' },
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
    authorizeUrl({ state, redirectUri, hints }) {
      const params = new URLSearchParams({
        client_id: keysOf(deps).clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPE,
        state,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        // Google's own parameter: the account chooser starts on the merchant's address.
        ...(hints.loginHint ? { login_hint: hints.loginHint } : {}),
      });
      return `${deps.settings.google.authorizeUrl}?${params}`;
    },
    accounts,
    complete: firstAccount('google', accounts),
  };
}
