/**
 * Public entry of the analytics module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { analyticsRoutes } from './analytics.routes.ts';
export { productAnalytics } from './analytics.service.ts';
export {
  INSIGHT_CACHE_SECONDS,
  brandDataVersion,
  brandVersionSql,
  cachedInsight,
  versionOrZero,
} from './insight-cache.ts';
export { mean, round1, roundOrNull } from './metrics.ts';
export { describePeriod, granularityFor, resolvePeriod } from './period.ts';
export { productDisplayName, withProductKey } from './product-name.ts';
export { firstPostedAt, hasWholeHourOffsets, summarize } from './summary.queries.ts';
export type { SummaryRow } from './summary.queries.ts';
export { figures, headlineChanges, platformShares, summarizeWindows } from './summary.service.ts';
export type { Scope } from './summary.service.ts';
