import { createHash } from 'node:crypto';
import type { Platform } from '@bizamply/contracts';
import { z } from 'zod';
import { PlatformError, parseBody, type HttpResult } from '../http.ts';
import type { AppKeys } from '../settings.ts';
import type { IntegrationDeps, OAuthCallback, OAuthFlow } from '../types.ts';

type AuthorizeUrlInput = Parameters<OAuthFlow['authorizeUrl']>[0];

/**
 * Google's OAuth 2.0 for the products that share Google sign-in's OAuth client (`GOOGLE_CLIENT_ID/SECRET`):
 * Google Analytics (this folder) and Google Business Profile reviews. What differs between them is only this:
 * whose errors, which hosts (the simulator serves one per product), the scope, how its API errors read.
 */
export interface GoogleOAuthProduct {
  platform: Platform;
  /** The shared OAuth client (`settings.google.oauthKeys`); null: not configured. */
  keys: AppKeys | null;
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
  classify: (result: HttpResult) => PlatformError | null;
}

export const googleTokenSchema = z.object({
  access_token: z.string().min(1).max(4000),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1).max(4000).optional(),
});

function keysOf({ keys, platform }: Pick<GoogleOAuthProduct, 'keys' | 'platform'>): AppKeys {
  if (!keys) throw new PlatformError(platform, 'not_configured', 'GOOGLE_CLIENT_ID is not configured');
  return keys;
}

/** The consent address: offline access (a refresh token), the consent screen every time, the merchant's e-mail. */
export function googleAuthorizeUrl(
  product: GoogleOAuthProduct,
  { state, redirectUri, hints }: AuthorizeUrlInput,
): string {
  const params = new URLSearchParams({
    client_id: keysOf(product).clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: product.scope,
    state,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    // Google's own parameter: the account chooser starts on the merchant's address.
    ...(hints.loginHint ? { login_hint: hints.loginHint } : {}),
  });
  return `${product.authorizeUrl}?${params}`;
}

/**
 * The authorization code of the callback exchanged for an access token and the refresh token the connection
 * keeps (form POST); a 400 = the code is refused, no refresh token = no offline access (both: rejected).
 */
export async function exchangeGoogleCode(
  deps: IntegrationDeps,
  product: GoogleOAuthProduct,
  { query, redirectUri }: OAuthCallback,
): Promise<{ accessToken: string; refreshToken: string }> {
  const { platform } = product;
  const keys = keysOf(product);
  if (!query['code']) throw new PlatformError(platform, 'rejected', 'Google sent no authorization code');
  const result = await deps.http.send({
    platform,
    method: 'POST',
    url: product.tokenUrl,
    form: {
      code: query['code'],
      client_id: keys.clientId,
      client_secret: keys.clientSecret,
      redirect_uri: redirectUri,
      grant_type: 'authorization_code',
    },
    classify: (answer) =>
      answer.status === 400
        ? new PlatformError(platform, 'rejected', 'Google refused the authorization code', 400)
        : product.classify(answer),
  });
  const token = parseBody(platform, googleTokenSchema, result.body, 'token');
  if (!token.refresh_token) {
    throw new PlatformError(platform, 'rejected', 'Google granted no offline access (no refresh token)');
  }
  return { accessToken: token.access_token, refreshToken: token.refresh_token };
}

const cache = new Map<string, { token: string; expiresAt: number }>();

/**
 * A stored refresh token exchanged for an access token, cached per process until a minute before it expires;
 * a 400 (`invalid_grant`: access revoked) = auth, so the connection asks for a reconnect.
 */
export async function refreshGoogleToken(
  deps: IntegrationDeps,
  product: Pick<GoogleOAuthProduct, 'platform' | 'keys' | 'tokenUrl' | 'classify'>,
  refreshToken: string,
): Promise<string> {
  const { platform } = product;
  const key = `${product.tokenUrl}|${createHash('sha256').update(refreshToken).digest('hex')}`;
  const cached = cache.get(key);
  if (cached && cached.expiresAt - 60_000 > Date.now()) return cached.token;
  const keys = keysOf(product);
  const result = await deps.http.send({
    platform,
    method: 'POST',
    url: product.tokenUrl,
    form: {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: keys.clientId,
      client_secret: keys.clientSecret,
    },
    classify: (answer) =>
      answer.status === 400
        ? new PlatformError(platform, 'auth', 'Google no longer accepts this authorization', 400)
        : product.classify(answer),
  });
  const token = parseBody(platform, googleTokenSchema, result.body, 'token');
  cache.set(key, { token: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 });
  return token.access_token;
}
