/**
 * Public entry of the onboarding module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { onboardingRoutes } from './onboarding.routes.ts';
export { applyOnboardingData, listBrands } from './onboarding.service.ts';
