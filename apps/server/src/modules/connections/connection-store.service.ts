/**
 * What the ingestion and webhooks modules may use of connections (they never query the table
 * themselves): tenant-scoped reads and health updates, plus the two system-level lookups that find the
 * tenant from a platform id (webhooks) or pick connections due a poll (cron).
 */
export {
  findBrandConnection,
  findConnectionById,
  findConnectionsByExternalId,
  listConnectionsDue,
  updateConnection,
  type ConnectionRow,
} from './connections.queries.ts';
