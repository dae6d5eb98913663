import { fillPlaceholders, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Platform } from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { compareText } from '../../lib/order.ts';
import {
  ITEM_ROW_NAMES,
  itemArraysOf,
  itemColumnValues,
  itemKey,
  itemPlaceholders,
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

/** The distinct brands the deliveries name (insertDeliveries locks each once). */
const brandsOf = (unique: DeliveryRecord[]) => [
  ...new Set(unique.flatMap((record) => (record.brandId === null ? [] : [record.brandId]))),
];

/** The deliveries' columns, in the order insertDeliveries takes them. */
const deliveryColumnValues = (unique: DeliveryRecord[]) => [
  unique.map((record) => record.platform),
  unique.map((record) => record.deliveryId),
  unique.map((record) => record.brandId),
  unique.map((record) => record.topic),
  unique.map((record) => JSON.stringify(record.payload)),
];

/**
 * Inserts the records given as one array per column (deliveryColumnValues, as parameters or placeholders: the same
 * text whatever the batch size); returns the new ones.
 *
 * A delivery naming a brand is recorded only if the brand exists, each brand of the batch locked FOR KEY SHARE once
 * (a brand deleted meanwhile waits for this commit, and its trigger then deletes the deliveries: migration 0031) —
 * what the foreign key did with one lookup per delivery row (docs/performance.md "Issue 15, seventeenth pass:
 * ingestion"). A delivery whose brand is gone is not recorded, so it reads as a redelivery: its brand, and with it
 * anything it would store, no longer exists.
 */
function insertDeliveries(
  [platforms, deliveryIds, brandIds, topics, payloads]: SQLWrapper[],
  batchBrands: SQLWrapper,
): SQL {
  return sql`
    INSERT INTO webhook_deliveries (platform, delivery_id, brand_id, topic, payload)
    SELECT platform, delivery_id, brand_id, topic, payload
    FROM unnest(${platforms}::platform[], ${deliveryIds}::text[], ${brandIds}::uuid[], ${topics}::text[],
                ${payloads}::jsonb[])
         WITH ORDINALITY AS delivery(platform, delivery_id, brand_id, topic, payload, position)
    WHERE delivery.brand_id IS NULL
       OR delivery.brand_id IN (SELECT brand.id FROM brands AS brand WHERE brand.id = ANY(${batchBrands}::uuid[])
                                FOR KEY SHARE)
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
  const result = await db.execute<{ platform: Platform; deliveryId: string }>(
    insertDeliveries(
      deliveryColumnValues(unique).map((values) => sql.param(values)),
      sql.param(brandsOf(unique)),
    ),
  );
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

const placeholders = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => sql.placeholder(`${prefix}${index}`));

/**
 * The keyed jobs that are queued, due and not started (the worker has not taken them), locked FOR SHARE until the
 * statement's commit: such a job will run after the commit and see what the statement wrote, so queueing it again
 * (graphile-worker's `add_job`: an upsert of its task and its job row and a NOTIFY, ~1.1 ms per batch, docs/
 * performance.md "Issue 15, twelfth pass: ingestion") changes nothing. The lock is what makes the skip safe: the
 * worker takes a job `FOR UPDATE SKIP LOCKED`, so it cannot start it before the commit; a job the worker took after
 * this statement's snapshot is re-read at the lock (READ COMMITTED), no longer matches, and is queued again as
 * before. A job waiting for a retry (attempts > 0) or for a later time is queued again too (add_job resets it).
 * Reads graphile-worker's own table (0.16's `_private_jobs`); webhooks.queries.test.ts pins the behaviour.
 */
const waitingJobs = (keys: SQLWrapper) => sql`
      SELECT jobs.key FROM graphile_worker._private_jobs AS jobs
      WHERE jobs.key = ANY(${keys}::text[]) AND jobs.locked_at IS NULL AND jobs.attempts = 0 AND jobs.run_at <= now()
      FOR SHARE`;

/**
 * The statement of recordDeliveriesWithItems, built once: its text never changes (every value travels as an array),
 * and building it from drizzle's parts for each batch cost ~0.25 ms of the server's CPU (docs/performance.md "Issue
 * 15, seventh pass"). Placeholders: `d…` the deliveries' columns, `i…` the items' delivery and columns, `j…` the jobs.
 */
let batchStatement: { sql: string; params: unknown[] } | undefined;
const recordAndStoreStatement = () =>
  (batchStatement ??= new PgDialect().sqlToQuery(sql`
    WITH recorded AS (${insertDeliveries(placeholders('d', 5), sql.placeholder('batchBrands'))}),
    stored AS (${upsertItemsFrom(sql`(
      SELECT DISTINCT ON (item.brand_id, item.platform, item.external_id) item.*
      FROM unnest(${sql.placeholder('deliveryPlatform')}::platform[], ${sql.placeholder('deliveryId')}::text[],
                  ${itemArraysOf(itemPlaceholders('i'))})
             WITH ORDINALITY AS item(delivery_platform, delivery_id, ${ITEM_ROW_NAMES}, position)
      JOIN recorded ON recorded.platform = item.delivery_platform AND recorded."deliveryId" = item.delivery_id
      ORDER BY item.brand_id, item.platform, item.external_id, item.position DESC
    ) AS latest`)}),
    waiting AS (${waitingJobs(sql.placeholder('jobKey'))}),
    queued AS (
      SELECT graphile_worker.add_job(job.task, job.payload, job_key => job.job_key) IS NULL AS nothing
      FROM unnest(${sql.placeholder('jobAccount')}::uuid[], ${sql.placeholder('jobTask')}::text[],
                  ${sql.placeholder('jobPayload')}::json[], ${sql.placeholder('jobKey')}::text[])
             AS job(account_id, task, payload, job_key)
      WHERE EXISTS (SELECT FROM stored WHERE stored."accountId" = job.account_id)
        AND NOT EXISTS (SELECT FROM waiting WHERE waiting.key = job.job_key)
    )
    SELECT 'delivery' AS kind, to_jsonb(recorded) AS row FROM recorded
    UNION ALL SELECT 'item', to_jsonb(stored) FROM stored
    UNION ALL SELECT 'job', NULL FROM queued`));

const named = (prefix: string, columns: unknown[][]) =>
  Object.fromEntries(columns.map((values, index) => [`${prefix}${index}`, values]));

/**
 * Records the deliveries and stores the items of those recorded now, in one statement: one round trip and one
 * commit for a whole batch of deliveries. A redelivery (already recorded, or a second copy in the batch) stores
 * nothing; of an item several new deliveries carry, the last copy is written. Each account whose items were
 * written gets its `jobs` queued by the same statement (graphile-worker's `add_job`, unless the job is already
 * waiting: waitingJobs): they exist exactly when the items do. Runs on its own (autocommit), so it takes the
 * database, not a transaction.
 */
export async function recordDeliveriesWithItems(
  db: Database,
  records: DeliveryRecord[],
  items: DeliveredItem[],
  jobs: AccountJob[],
): Promise<{ recorded: Set<string>; stored: StoredItem[] }> {
  const unique = uniqueRecords(records);
  if (unique.length === 0) return { recorded: new Set(), stored: [] };
  // itemColumnValues sorts the items; the deliveries' columns must follow the same order.
  const byItem = items
    .map((item) => ({ item, key: itemKey(item.scope.brandId, item.scope.platform, item.item.externalId) }))
    .sort((a, b) => compareText(a.key, b.key))
    .map(({ item }) => item);
  const statement = recordAndStoreStatement();
  const values = fillPlaceholders(statement.params, {
    ...named('d', deliveryColumnValues(unique)),
    batchBrands: brandsOf(unique),
    deliveryPlatform: byItem.map((item) => item.delivery.platform),
    deliveryId: byItem.map((item) => item.delivery.deliveryId.slice(0, 300)),
    ...named('i', itemColumnValues(byItem)),
    jobAccount: jobs.map((job) => job.accountId),
    jobTask: jobs.map((job) => job.task),
    jobPayload: jobs.map((job) => JSON.stringify(job.payload)),
    jobKey: jobs.map((job) => job.jobKey),
  });
  // As a config object, so the pool's clients prepare it once per connection (db/client.ts), as drizzle's queries.
  const result = await db.$client.query<{ kind: 'delivery' | 'item' | 'job'; row: Record<string, unknown> }>({
    text: statement.sql,
    values,
  });
  const recorded = new Set<string>();
  const stored: StoredItem[] = [];
  for (const { kind, row } of result.rows) {
    if (kind === 'delivery') recorded.add(deliveryKey(row as { platform: Platform; deliveryId: string }));
    if (kind === 'item') stored.push(row as StoredItem);
  }
  return { recorded, stored };
}
