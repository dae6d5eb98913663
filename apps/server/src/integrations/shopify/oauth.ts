import { SHOPIFY_DOMAIN_PATTERN } from '@bizamply/contracts';
import { z } from 'zod';
import { PlatformError, parseBody } from '../http.ts';
import { canonicalQuery, hmacHex, signatureMatches } from '../signatures.ts';
import type { ConnectResult, IntegrationDeps, OAuthFlow } from '../types.ts';
import { shopifyGraphql } from './client.ts';

const MAX_CLOCK_SKEW_SECONDS = 90;
const tokenSchema = z.object({ access_token: z.string().min(1).max(500), scope: z.string().max(1000).default('') });

/**
 * Shopify's authorization-code grant (platform-apis.md §1.1): consent at `{shop}/admin/oauth/authorize`,
 * callback checked by hex HMAC over the sorted query, the shop and the timestamp, then an offline token.
 */
export function shopifyOAuth(deps: IntegrationDeps): OAuthFlow {
  const keysOf = () => {
    const keys = deps.settings.shopify.keys;
    if (!keys) throw new PlatformError('shopify', 'not_configured', 'Shopify keys are not configured');
    return keys;
  };
  return {
    platform: 'shopify',
    authorizeUrl({ state, redirectUri, hints }) {
      const shop = hints.shop ?? '';
      const params = new URLSearchParams({
        client_id: keysOf().clientId,
        scope: deps.settings.shopify.scopes,
        redirect_uri: redirectUri,
        state,
        'grant_options[]': '',
      });
      return `${deps.settings.shopify.shopBase(shop)}/admin/oauth/authorize?${params.toString().replace(/\+/g, '%20')}`;
    },
    async complete({ query, hints }) {
      const keys = keysOf();
      const shop = query['shop'] ?? '';
      const timestamp = Number(query['timestamp']);
      const fresh = Number.isFinite(timestamp) && Math.abs(Date.now() / 1000 - timestamp) <= MAX_CLOCK_SKEW_SECONDS;
      const signed = signatureMatches(query['hmac'], hmacHex(keys.clientSecret, canonicalQuery(query)));
      if (!signed || !fresh || !SHOPIFY_DOMAIN_PATTERN.test(shop) || shop !== hints.shop || !query['code']) {
        throw new PlatformError('shopify', 'rejected', 'The Shopify callback could not be verified');
      }
      const result = await deps.http.send({
        platform: 'shopify',
        method: 'POST',
        url: `${deps.settings.shopify.shopBase(shop)}/admin/oauth/access_token`,
        json: { client_id: keys.clientId, client_secret: keys.clientSecret, code: query['code'], expiring: '0' },
      });
      const token = parseBody('shopify', tokenSchema, result.body, 'token response');
      return shopConnection(deps, { shop, accessToken: token.access_token, scope: token.scope });
    },
  };
}

/**
 * The connection an offline token gives: the store's own Admin API (its host) must accept the token. Used after
 * the code exchange and for the token the store's install link carries (only the store's own install holds one).
 */
export async function shopConnection(
  deps: IntegrationDeps,
  input: { shop: string; accessToken: string; scope: string },
): Promise<ConnectResult> {
  const { shop, accessToken, scope } = input;
  if (!SHOPIFY_DOMAIN_PATTERN.test(shop)) throw new PlatformError('shopify', 'rejected', 'Not a Shopify store domain');
  const info = await shopifyGraphql(deps, {
    shop,
    accessToken,
    query: '{ shop { name myshopifyDomain } }',
    data: z.object({ shop: z.object({ name: z.string().max(300), myshopifyDomain: z.string().max(300) }) }),
  });
  return {
    externalId: shop,
    displayName: info.shop.name,
    credentials: { accessToken, scope },
    metadata: { shop, scope },
    tokenExpiresAt: null,
  };
}
