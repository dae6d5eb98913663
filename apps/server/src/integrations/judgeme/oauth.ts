import { z } from 'zod';
import { PlatformError, parseBody } from '../http.ts';
import type { IntegrationDeps, OAuthFlow } from '../types.ts';
import { judgemeCall } from './client.ts';

const SCOPES = 'read_shops read_reviews write_reviews read_products';
const tokenSchema = z.object({ access_token: z.string().min(1).max(500), scope: z.string().max(1000).optional() });
const shopSchema = z.object({
  shop: z.object({ domain: z.string().max(300), name: z.string().max(300).nullable().optional() }),
});

/**
 * Judge.me OAuth for partner apps (§2). Judge.me reuses the brand's Shopify domain, so the account
 * that approves must be that store's (checked with `/shops/info`). `shop_domain` on the authorize URL is
 * a hint only (ignored by Judge.me, used by the simulator's consent page).
 */
export function judgemeOAuth(deps: IntegrationDeps): OAuthFlow {
  const keysOf = () => {
    const keys = deps.settings.judgeme.keys;
    if (!keys) throw new PlatformError('judgeme', 'not_configured', 'Judge.me keys are not configured');
    return keys;
  };
  return {
    platform: 'judgeme',
    authorizeUrl({ state, redirectUri, hints }) {
      const params = new URLSearchParams({
        client_id: keysOf().clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPES,
        state,
        ...(hints.shop ? { shop_domain: hints.shop } : {}),
      });
      return `${deps.settings.judgeme.authorizeUrl}?${params}`;
    },
    async complete({ query, redirectUri, hints }) {
      const keys = keysOf();
      if (!query['code']) throw new PlatformError('judgeme', 'rejected', 'Judge.me sent no authorization code');
      const result = await deps.http.send({
        platform: 'judgeme',
        method: 'POST',
        url: deps.settings.judgeme.tokenUrl,
        json: {
          client_id: keys.clientId,
          client_secret: keys.clientSecret,
          code: query['code'],
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
        },
      });
      const token = parseBody('judgeme', tokenSchema, result.body, 'token response');
      const shop = hints.shop ?? '';
      const info = await judgemeCall(
        deps,
        { externalId: shop, credentials: { accessToken: token.access_token } },
        {
          path: '/shops/info',
        },
      );
      const { shop: account } = parseBody('judgeme', shopSchema, info.body, 'shop info');
      if (account.domain !== shop) {
        throw new PlatformError(
          'judgeme',
          'rejected',
          `This Judge.me account belongs to ${account.domain}, not ${shop}`,
        );
      }
      return {
        externalId: shop,
        displayName: account.name ?? shop,
        credentials: { accessToken: token.access_token, scope: token.scope ?? SCOPES },
        metadata: { shop },
        tokenExpiresAt: null,
      };
    },
  };
}
