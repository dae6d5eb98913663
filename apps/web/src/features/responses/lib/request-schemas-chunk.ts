/** Loaded by request-schemas.ts (see there). */
export { draftRequestSchema, templateInputSchema } from '@bizamply/contracts';
