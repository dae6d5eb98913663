/**
 * Public entry of the ingestion module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export {
  INGESTION_CRONTAB,
  INGESTION_TASKS,
  SYNC_MAX_ATTEMPTS,
  buildIngestionTasks,
  importJobKey,
} from './ingestion.jobs.ts';
export type { BrandScope, ScopedItem, StoredItem } from './ingestion.queries.ts';
export {
  ITEM_ROW_NAMES,
  itemArrays,
  itemArraysOf,
  itemColumnValues,
  itemKey,
  itemPlaceholders,
  upsertItemsFrom,
  upsertScopedItemsReturningNew,
} from './ingestion.queries.ts';
export {
  openConnection,
  sealCredentials,
  syncConnection,
  upsertInboxItemsReturningNew,
  upsertProducts,
  withConnectionHealth,
} from './ingestion.service.ts';
export type { IngestionDeps } from './ingestion.service.ts';
export { createPlatformRuntime } from './platform-runtime.ts';
export { createPlatformReplyDispatcher } from './reply-dispatcher.ts';
