/** Loaded on demand by preferences.ts (see there). */
export { preferencesResponseSchema, preferencesSaveResponseSchema } from '@bizamply/contracts';
