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

export function verifyOtpPath(email: string): string {
  return `/signup/verify-otp?email=${encodeURIComponent(email)}`;
}

/**
 * This tab's install link, kept out of the verification page's address (it carries the shop's token): written by
 * the sign-up (`rememberInstallLink`), read by the verification page's Back to Sign Up.
 */
export const INSTALL_LINK_KEY = 'signup_install_link';
