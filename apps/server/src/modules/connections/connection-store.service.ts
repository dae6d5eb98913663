/**
 * What the ingestion and webhooks modules may use of connections (they never query the table
 * themselves): tenant-scoped reads and health updates, plus the two system-level lookups that find the
 * tenant from a platform id (webhooks) or pick connections due a poll (cron), and the claim check that
 * stops a connection whose platform account another customer holds.
 */
export {
  findBrandConnection,
  findConnectionById,
  findConnectionsByExternalId,
  findConnectionsByExternalIds,
  listConnectionsDue,
  updateConnection,
  type ConnectionRow,
  type WebhookConnection,
} from './connections.queries.ts';
export { heldByAnotherAccount } from './connections.service.ts';
