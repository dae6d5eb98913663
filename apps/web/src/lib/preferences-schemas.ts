/** Loaded on demand by preferences.ts in development and tests (see there). */
export { preferencesResponseSchema, preferencesSaveResponseSchema } from '@bizamply/contracts';
