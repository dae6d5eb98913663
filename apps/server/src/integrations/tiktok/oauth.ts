import { z } from 'zod';
import { PlatformError } from '../http.ts';
import {
  firstAccount,
  type ConnectResult,
  type ConsentAccount,
  type Credentials,
  type IntegrationDeps,
  type OAuthCallback,
  type OAuthFlow,
  type PlatformConnection,
} from '../types.ts';
import { tiktokCall, ttId } from './client.ts';

/** Accounts API scopes of the account holder (§6.1; names **unverified**, kept in one place). */
const SCOPES = 'user.info.basic,video.list,comment.list,comment.list.manage';
/** Access tokens live 24 h (§6.1): renewed when less than this is left (polls run every 5 minutes). */
const REFRESH_BEFORE_MS = 2 * 60 * 60 * 1000;

const tokenSchema = z.object({
  open_id: ttId,
  access_token: z.string().min(1).max(2000),
  refresh_token: z.string().min(1).max(2000),
  expires_in: z.number().positive(),
  refresh_token_expires_in: z.number().positive().optional(),
  scope: z.string().max(1000).optional(),
});
const accountSchema = z.object({ username: z.string().min(1).max(100), display_name: z.string().max(300).optional() });

function keysOf(deps: IntegrationDeps) {
  if (!deps.settings.tiktok.keys)
    throw new PlatformError('tiktok', 'not_configured', 'TikTok app keys are not configured');
  return deps.settings.tiktok.keys;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

function tokenCredentials(token: z.infer<typeof tokenSchema>): {
  credentials: Credentials;
  tokenExpiresAt: Date | null;
} {
  const refreshExpiry = token.refresh_token_expires_in ? inSeconds(token.refresh_token_expires_in) : null;
  return {
    credentials: {
      accessToken: token.access_token,
      refreshToken: token.refresh_token,
      expiresAt: inSeconds(token.expires_in).toISOString(),
      mode: 'account_holder',
    },
    // The connection lives as long as its refresh token; access tokens are renewed by the polls.
    tokenExpiresAt: refreshExpiry,
  };
}

/**
 * TikTok account holder authorization (§6.1): the merchant signs in to TikTok and allows Bizamply; the code
 * becomes an access + refresh token for that account (`open_id` = the business id), and `/business/get/`
 * names its handle. One login is one account. This is the proof that the merchant controls it (issue 13).
 */
export function tiktokOAuth(deps: IntegrationDeps): OAuthFlow {
  async function accounts({ query, redirectUri }: OAuthCallback): Promise<ConsentAccount[]> {
    const keys = keysOf(deps);
    const code = query['auth_code'] ?? query['code'];
    if (!code) throw new PlatformError('tiktok', 'rejected', 'TikTok sent no authorization code');
    const token = await tiktokCall(deps, {
      method: 'POST',
      path: '/tt_user/oauth2/token/',
      json: {
        client_id: keys.clientId,
        client_secret: keys.clientSecret,
        grant_type: 'authorization_code',
        auth_code: code,
        redirect_uri: redirectUri,
      },
      data: tokenSchema,
    });
    const account = await tiktokCall(deps, {
      token: token.access_token,
      path: '/business/get/',
      query: { business_id: token.open_id, fields: '["username","display_name"]' },
      data: accountSchema,
    });
    const username = account.username.replace(/^@/, '');
    return [
      {
        externalId: token.open_id,
        displayName: `@${username}`,
        value: `@${username}`,
        ...tokenCredentials(token),
        metadata: { handle: `@${username}`, username: username.toLowerCase(), via: 'tiktok_login' },
      },
    ];
  }

  return {
    platform: 'tiktok',
    authorizeUrl({ state, redirectUri, hints }) {
      const params = new URLSearchParams({
        client_key: keysOf(deps).clientId,
        scope: SCOPES,
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      });
      if (deps.settings.simulatedHints && hints.loginHint) params.set('login_hint', hints.loginHint);
      return `${deps.settings.tiktok.authorizeUrl}?${params}`;
    },
    accounts,
    complete: firstAccount('tiktok', accounts),
  };
}

/** Renews an account holder's access token before it expires (`/tt_user/oauth2/refresh_token/`). */
export async function refreshTikTokToken(
  deps: IntegrationDeps,
  connection: PlatformConnection,
): Promise<Partial<ConnectResult> | null> {
  const { refreshToken, expiresAt } = connection.credentials;
  const expires = Date.parse(String(expiresAt ?? ''));
  if (typeof refreshToken !== 'string' || Number.isNaN(expires) || expires - Date.now() > REFRESH_BEFORE_MS) {
    return null;
  }
  const keys = keysOf(deps);
  const token = await tiktokCall(deps, {
    method: 'POST',
    path: '/tt_user/oauth2/refresh_token/',
    json: {
      client_id: keys.clientId,
      client_secret: keys.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    },
    data: tokenSchema,
  });
  return tokenCredentials(token);
}
