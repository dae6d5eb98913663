/** Browser storage keys of spec 1 §3; logout clears every one of them. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  authTokenAlias: 'auth_token',
  csrfToken: 'csrfToken',
  onboardingData: 'onboarding_data',
  onboardingBrands: 'onboarding_brands',
  onboardingStep: 'onboarding_step',
  brandIds: 'brandIds',
  serviceConnections: 'serviceConnections',
  bizamplyId: 'bizamplyId',
  shopifyDetails: 'shopify_details',
  onboardingCompleted: 'onboarding_completed',
  skipOnboarding: 'skip_onboarding',
  selectedBrand: 'selectedBrandId',
  theme: 'theme',
} as const;

export const LOGOUT_CLEARED_KEYS: readonly string[] = [
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.authTokenAlias,
  STORAGE_KEYS.csrfToken,
  STORAGE_KEYS.onboardingData,
  STORAGE_KEYS.onboardingBrands,
  STORAGE_KEYS.onboardingStep,
  STORAGE_KEYS.brandIds,
  STORAGE_KEYS.serviceConnections,
  STORAGE_KEYS.bizamplyId,
  STORAGE_KEYS.shopifyDetails,
  STORAGE_KEYS.onboardingCompleted,
  STORAGE_KEYS.skipOnboarding,
  STORAGE_KEYS.selectedBrand,
];
