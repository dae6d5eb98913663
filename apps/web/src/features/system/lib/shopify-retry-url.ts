/** The spec's shopify domain rule (spec 1 §5): only hosts under .myshopify.com or .shopify.com. */
const SHOP_HOST = /^[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)*\.(myshopify|shopify)\.com$/i;

function first(params: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    const value = params.get(name);
    if (value) return value;
  }
  return null;
}

/**
 * Spec 3 §2 Error page: with platform=shopify, Retry restarts the store authorisation at
 * https://{shop}/admin/oauth/authorize with the query's client id, scopes and redirect uri.
 * Returns null when Retry must not be offered (another platform, or a shop that is not a Shopify host).
 */
export function shopifyRetryUrl(params: URLSearchParams): string | null {
  if (params.get('platform') !== 'shopify') return null;
  const shop = params.get('shop');
  if (!shop || !SHOP_HOST.test(shop)) return null;
  const url = new URL(`https://${shop}/admin/oauth/authorize`);
  const clientId = first(params, 'client_id', 'clientId');
  const scope = first(params, 'scope', 'scopes');
  const redirectUri = first(params, 'redirect_uri', 'redirectUri');
  if (clientId) url.searchParams.set('client_id', clientId);
  if (scope) url.searchParams.set('scope', scope);
  if (redirectUri) url.searchParams.set('redirect_uri', redirectUri);
  return url.toString();
}
