import { sql, type SQL } from 'drizzle-orm';
import type { Platform } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { compareText } from '../../lib/order.ts';
import {
  ITEM_ROW_NAMES,
  itemArrays,
  itemKey,
  upsertItemsFrom,
  type ScopedItem,
  type StoredItem,
} from '../ingestion/index.ts';

export interface DeliveryRecord {
  platform: Platform;
  deliveryId: string;
  brandId: string | null;
  topic: string;
  payload: Record<string, unknown>;
}

const clipped = (record: DeliveryRecord) => ({
  ...record,
  deliveryId: record.deliveryId.slice(0, 300),
  topic: record.topic.slice(0, 200),
});

export const deliveryKey = (record: { platform: Platform; deliveryId: string }) =>
  `${record.platform}\u0000${record.deliveryId.slice(0, 300)}`;

/** Unique by deliveryKey (the last copy's record), sorted, so concurrent batches lock in one order. */
const uniqueRecords = (records: DeliveryRecord[]) =>
  [...new Map(records.map((record) => [deliveryKey(record), clipped(record)])).entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([, record]) => record);

/** Inserts the records (one array per column: the same text whatever the batch size); returns the new ones. */
function insertDeliveries(unique: DeliveryRecord[]): SQL {
  const column = (value: (record: DeliveryRecord) => unknown) => sql.param(unique.map(value));
  return sql`
    INSERT INTO webhook_deliveries (platform, delivery_id, brand_id, topic, payload)
    SELECT platform, delivery_id, brand_id, topic, payload
    FROM unnest(${column((record) => record.platform)}::platform[], ${column((record) => record.deliveryId)}::text[],
                ${column((record) => record.brandId)}::uuid[], ${column((record) => record.topic)}::text[],
                ${column((record) => JSON.stringify(record.payload))}::jsonb[])
         WITH ORDINALITY AS delivery(platform, delivery_id, brand_id, topic, payload, position)
    ORDER BY position
    ON CONFLICT (platform, delivery_id) DO NOTHING
    RETURNING platform, delivery_id AS "deliveryId"`;
}

/**
 * First delivery wins: a redelivery (same platform + delivery id) finds the row and changes nothing.
 * Returns the keys (deliveryKey) that were recorded now.
 */
export async function recordDeliveries(db: Executor, records: DeliveryRecord[]): Promise<Set<string>> {
  const unique = uniqueRecords(records);
  if (unique.length === 0) return new Set();
  const result = await db.execute<{ platform: Platform; deliveryId: string }>(insertDeliveries(unique));
  return new Set(result.rows.map(deliveryKey));
}

/** An item a delivery carries, with whose it is. */
export interface DeliveredItem extends ScopedItem {
  delivery: { platform: Platform; deliveryId: string };
}

/** A job to queue for an account when the statement wrote any of its items. */
export interface AccountJob {
  accountId: string;
  task: string;
  payload: unknown;
  jobKey: string;
}

/**
 * Records the deliveries and stores the items of those recorded now, in one statement: one round trip and one
 * commit for a whole batch of deliveries. A redelivery (already recorded, or a second copy in the batch) stores
 * nothing; of an item several new deliveries carry, the last copy is written. Each account whose items were
 * written gets its `jobs` queued by the same statement (graphile-worker's `add_job`): they exist exactly when the
 * items do.
 */
export async function recordDeliveriesWithItems(
  db: Executor,
  records: DeliveryRecord[],
  items: DeliveredItem[],
  jobs: AccountJob[],
): Promise<{ recorded: Set<string>; stored: StoredItem[] }> {
  const unique = uniqueRecords(records);
  if (unique.length === 0) return { recorded: new Set(), stored: [] };
  // itemArrays sorts the items; the deliveries' columns must follow the same order.
  const byItem = items
    .map((item) => ({ item, key: itemKey(item.scope.brandId, item.scope.platform, item.item.externalId) }))
    .sort((a, b) => compareText(a.key, b.key))
    .map(({ item }) => item);
  const deliveryColumn = (value: (item: DeliveredItem) => string, type: string) =>
    sql`${sql.param(byItem.map(value))}::${sql.raw(type)}[]`;
  const jobColumn = (value: (job: AccountJob) => unknown, type: string) =>
    sql`${sql.param(jobs.map(value))}::${sql.raw(type)}[]`;
  const result = await db.execute<{ kind: 'delivery' | 'item'; row: Record<string, unknown> }>(sql`
    WITH recorded AS (${insertDeliveries(unique)}),
    stored AS (${upsertItemsFrom(sql`(
      SELECT DISTINCT ON (item.brand_id, item.platform, item.external_id) item.*
      FROM unnest(${deliveryColumn((item) => item.delivery.platform, 'platform')},
                  ${deliveryColumn((item) => item.delivery.deliveryId.slice(0, 300), 'text')}, ${itemArrays(byItem)})
             WITH ORDINALITY AS item(delivery_platform, delivery_id, ${ITEM_ROW_NAMES}, position)
      JOIN recorded ON recorded.platform = item.delivery_platform AND recorded."deliveryId" = item.delivery_id
      ORDER BY item.brand_id, item.platform, item.external_id, item.position DESC
    ) AS latest`)}),
    queued AS (
      SELECT graphile_worker.add_job(job.task, job.payload, job_key => job.job_key) IS NULL AS nothing
      FROM unnest(${jobColumn((job) => job.accountId, 'uuid')}, ${jobColumn((job) => job.task, 'text')},
                  ${jobColumn((job) => JSON.stringify(job.payload), 'json')}, ${jobColumn((job) => job.jobKey, 'text')})
             AS job(account_id, task, payload, job_key)
      WHERE EXISTS (SELECT FROM stored WHERE stored."accountId" = job.account_id)
    )
    SELECT 'delivery' AS kind, to_jsonb(recorded) AS row FROM recorded
    UNION ALL SELECT 'item', to_jsonb(stored) FROM stored
    UNION ALL SELECT 'job', NULL FROM queued`);
  const recorded = new Set<string>();
  const stored: StoredItem[] = [];
  for (const { kind, row } of result.rows) {
    if (kind === 'delivery') recorded.add(deliveryKey(row as { platform: Platform; deliveryId: string }));
    if (kind === 'item') stored.push(row as StoredItem);
  }
  return { recorded, stored };
}
