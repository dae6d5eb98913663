import { sql } from 'drizzle-orm';
import type { Platform } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { compareText } from '../../lib/order.ts';

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

/**
 * First delivery wins: a redelivery (same platform + delivery id) finds the row and changes nothing.
 * Returns the keys (deliveryKey) that were recorded now. Sorted, so concurrent batches lock in one order.
 * One statement for the whole batch (one array per column), the same text whatever its size.
 */
export async function recordDeliveries(db: Executor, records: DeliveryRecord[]): Promise<Set<string>> {
  const unique = [...new Map(records.map((record) => [deliveryKey(record), clipped(record)])).entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([, record]) => record);
  if (unique.length === 0) return new Set();
  const column = (value: (record: DeliveryRecord) => unknown) => sql.param(unique.map(value));
  const result = await db.execute<{ platform: Platform; deliveryId: string }>(sql`
    INSERT INTO webhook_deliveries (platform, delivery_id, brand_id, topic, payload)
    SELECT platform, delivery_id, brand_id, topic, payload
    FROM unnest(${column((record) => record.platform)}::platform[], ${column((record) => record.deliveryId)}::text[],
                ${column((record) => record.brandId)}::uuid[], ${column((record) => record.topic)}::text[],
                ${column((record) => JSON.stringify(record.payload))}::jsonb[])
         WITH ORDINALITY AS delivery(platform, delivery_id, brand_id, topic, payload, position)
    ORDER BY position
    ON CONFLICT (platform, delivery_id) DO NOTHING
    RETURNING platform, delivery_id AS "deliveryId"`);
  return new Set(result.rows.map(deliveryKey));
}
