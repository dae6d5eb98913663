import type { Platform } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';

/** First delivery wins: a redelivery (same platform + delivery id) finds the row and changes nothing. */
export async function recordDelivery(
  db: Executor,
  values: {
    platform: Platform;
    deliveryId: string;
    brandId: string | null;
    topic: string;
    payload: Record<string, unknown>;
  },
): Promise<boolean> {
  const rows = await db
    .insert(webhookDeliveries)
    .values({ ...values, deliveryId: values.deliveryId.slice(0, 300), topic: values.topic.slice(0, 200) })
    .onConflictDoNothing({ target: [webhookDeliveries.platform, webhookDeliveries.deliveryId] })
    .returning({ deliveryId: webhookDeliveries.deliveryId });
  return rows.length > 0;
}
