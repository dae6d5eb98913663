import { STORAGE_KEYS, type ShopCredentials, type SubmitUserResponse } from '@bizamply/contracts';
import { storage } from '@/lib/storage';
import { INSTALL_LINK_KEY, SHOP_QUERY_PARAMS } from './shop-params';

interface SignupDraft {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  brandName: string;
}

/**
 * After the account is created, the company and brand are kept as the onboarding draft (spec 1 §4) so the
 * wizard starts from them. The password is never written to browser storage.
 */
export function storeSignupDraft(draft: SignupDraft): void {
  // Picked field by field: the form values also hold the password.
  const { firstName, lastName, email, companyName, brandName } = draft;
  storage.set(STORAGE_KEYS.onboardingData, JSON.stringify({ firstName, lastName, email, companyName }));
  storage.set(STORAGE_KEYS.onboardingBrands, JSON.stringify([brandName]));
}

export function storeOnboardingIds(response: Pick<SubmitUserResponse, 'bizamplyId' | 'brandIds'>): void {
  storage.set(STORAGE_KEYS.bizamplyId, response.bizamplyId);
  storage.set(STORAGE_KEYS.brandIds, JSON.stringify(response.brandIds));
}

/**
 * The shop details record (spec 1 §3 shopify_details). The access token stays on the server (encrypted);
 * the browser keeps only what identifies the shop.
 */
export function storeShopDetails(shop: ShopCredentials, shopifyScope: string | null): void {
  storage.set(
    STORAGE_KEYS.shopifyDetails,
    JSON.stringify({ shopifyDomain: shop.shop, shopifySessionId: shop.shopifySessionId, shopifyScope }),
  );
}

/**
 * Called when the shop sign-up moves on to verification, so Back to Sign Up can return to the same shop
 * (`signupPathForInstallLink`). Here, in the sign-up's own chunk, rather than beside the reader in the first download.
 */
export function rememberInstallLink(shop: ShopCredentials): void {
  const query = new URLSearchParams({
    [SHOP_QUERY_PARAMS.shop]: shop.shop,
    [SHOP_QUERY_PARAMS.sessionId]: shop.shopifySessionId,
    [SHOP_QUERY_PARAMS.accessToken]: shop.shopifyAccessToken,
  }).toString();
  try {
    window.sessionStorage.setItem(INSTALL_LINK_KEY, query);
  } catch {
    // Blocked storage: Back to Sign Up opens the plain page.
  }
}
