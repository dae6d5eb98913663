import type { Platform } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { compareText } from '../../lib/order.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';

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
 */
export async function recordDeliveries(db: Executor, records: DeliveryRecord[]): Promise<Set<string>> {
  const unique = [...new Map(records.map((record) => [deliveryKey(record), clipped(record)])).entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([, record]) => record);
  if (unique.length === 0) return new Set();
  const rows = await db
    .insert(webhookDeliveries)
    .values(unique)
    .onConflictDoNothing({ target: [webhookDeliveries.platform, webhookDeliveries.deliveryId] })
    .returning({ platform: webhookDeliveries.platform, deliveryId: webhookDeliveries.deliveryId });
  return new Set(rows.map(deliveryKey));
}
