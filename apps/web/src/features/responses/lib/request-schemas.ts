import { loadOnFirstUse } from '@/lib/load-on-first-use';

/**
 * The composer's and Add Template's shared request schemas, in a chunk of their own (request-schemas-chunk.ts):
 * zod and their building are not part of /responses' start. Loaded when the composer opens; its Save and Add
 * Template's submit await it, so nothing is sent unvalidated.
 */
export const loadRequestSchemas = loadOnFirstUse(() => import('./request-schemas-chunk'));
