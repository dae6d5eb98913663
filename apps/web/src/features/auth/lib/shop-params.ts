import type { ShopCredentials } from '@bizamply/contracts';

/** The install link's query parameters (spec 1 §2 /signup). */
export const SHOP_QUERY_PARAMS = {
  shop: 'shop',
  sessionId: 'shopify_session_id',
  accessToken: 'shopify_access_token',
} as const;

/** The three values, or null when any of them is missing or blank. */
export function readShopParams(searchParams: URLSearchParams): ShopCredentials | null {
  const shop = searchParams.get(SHOP_QUERY_PARAMS.shop)?.trim();
  const shopifySessionId = searchParams.get(SHOP_QUERY_PARAMS.sessionId)?.trim();
  const shopifyAccessToken = searchParams.get(SHOP_QUERY_PARAMS.accessToken)?.trim();
  if (!shop || !shopifySessionId || !shopifyAccessToken) return null;
  return { shop, shopifySessionId, shopifyAccessToken };
}

export function hasShopParams(searchParams: URLSearchParams): boolean {
  return readShopParams(searchParams) !== null;
}

/** `?mode=email` opens the simple registration on /signup. */
export const SIMPLE_SIGNUP_PATH = '/signup?mode=email';

/** The verification page; from the install link it carries the shop along, so Back to Sign Up keeps it. */
export function verifyOtpPath(email: string, shop?: ShopCredentials | null): string {
  const query = new URLSearchParams({ email, ...(shop ? shopQuery(shop) : {}) });
  return `/signup/verify-otp?${query.toString()}`;
}

function shopQuery(shop: ShopCredentials): Record<string, string> {
  return {
    [SHOP_QUERY_PARAMS.shop]: shop.shop,
    [SHOP_QUERY_PARAMS.sessionId]: shop.shopifySessionId,
    [SHOP_QUERY_PARAMS.accessToken]: shop.shopifyAccessToken,
  };
}

/** /signup with the install link's shop when the page was given one (issue 19 item 17). */
export function signupPathFor(searchParams: URLSearchParams): string {
  const shop = readShopParams(searchParams);
  return shop ? `/signup?${new URLSearchParams(shopQuery(shop)).toString()}` : '/signup';
}
