import { z } from 'zod';
import { PlatformError, parseBody } from '../http.ts';
import type { IntegrationDeps, OAuthFlow } from '../types.ts';

const TOKEN_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
const tokenSchema = z.object({ access_token: z.string().min(1).max(500), token_type: z.string().max(40).optional() });

/**
 * Yotpo app-market install (§3; authorize address configurable, YOTPO_AUTHORIZE_URL, unverified):
 * the callback carries `code` and the store's `app_key`; the code becomes a utoken (lifetime 14 days).
 */
export function yotpoOAuth(deps: IntegrationDeps): OAuthFlow {
  const keysOf = () => {
    const keys = deps.settings.yotpo.keys;
    if (!keys) throw new PlatformError('yotpo', 'not_configured', 'Yotpo keys are not configured');
    return keys;
  };
  return {
    platform: 'yotpo',
    authorizeUrl({ state, redirectUri, hints }) {
      const params = new URLSearchParams({
        client_id: keysOf().clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        state,
        ...(hints.shop ? { shop_domain: hints.shop } : {}),
      });
      return `${deps.settings.yotpo.authorizeUrl}?${params}`;
    },
    async complete({ query, redirectUri }) {
      const keys = keysOf();
      const appKey = query['app_key'] ?? '';
      if (!query['code'] || !/^[A-Za-z0-9_-]{4,64}$/.test(appKey)) {
        throw new PlatformError('yotpo', 'rejected', 'Yotpo sent no authorization code or app key');
      }
      const result = await deps.http.send({
        platform: 'yotpo',
        method: 'POST',
        url: deps.settings.yotpo.tokenUrl,
        json: {
          client_id: keys.clientId,
          client_secret: keys.clientSecret,
          grant_type: 'authorization_code',
          code: query['code'],
          redirect_uri: redirectUri,
        },
      });
      const token = parseBody('yotpo', tokenSchema, result.body, 'token response');
      const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
      return {
        externalId: appKey,
        displayName: appKey,
        credentials: { accessToken: token.access_token, expiresAt: expiresAt.toISOString() },
        metadata: { appKey },
        tokenExpiresAt: expiresAt,
      };
    },
  };
}
