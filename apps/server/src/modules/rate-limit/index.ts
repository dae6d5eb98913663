/**
 * Public entry of the rate-limit module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { RATE_RULES, guardSecretCheck, hitLimits, limitReached, purgeOldBuckets } from './rate-limit.service.ts';
export type { RateRule } from './rate-limit.service.ts';
