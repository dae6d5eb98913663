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

export function verifyOtpPath(email: string): string {
  return `/signup/verify-otp?email=${encodeURIComponent(email)}`;
}

/** This tab's install link, kept out of the verification page's address (it carries the shop's token). */
const INSTALL_LINK_KEY = 'signup_install_link';

function shopQuery(shop: ShopCredentials): string {
  return new URLSearchParams({
    [SHOP_QUERY_PARAMS.shop]: shop.shop,
    [SHOP_QUERY_PARAMS.sessionId]: shop.shopifySessionId,
    [SHOP_QUERY_PARAMS.accessToken]: shop.shopifyAccessToken,
  }).toString();
}

/** Called when the shop sign-up moves on to verification, so Back to Sign Up can return to the same shop. */
export function rememberInstallLink(shop: ShopCredentials): void {
  try {
    window.sessionStorage.setItem(INSTALL_LINK_KEY, shopQuery(shop));
  } catch {
    // Blocked storage: Back to Sign Up opens the plain page.
  }
}

/** /signup with this tab's install link when the sign-up came from one (issue 19 item 17). */
export function signupPathForInstallLink(): string {
  let saved: string | null = null;
  try {
    saved = window.sessionStorage.getItem(INSTALL_LINK_KEY);
  } catch {
    saved = null;
  }
  const shop = saved ? readShopParams(new URLSearchParams(saved)) : null;
  return shop ? `/signup?${shopQuery(shop)}` : '/signup';
}
