import type { Platform } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Integrations } from '../../integrations/registry.ts';
import type { InboxItem, ProductItem } from '../../integrations/types.ts';
import {
  findConnectionsByExternalId,
  updateConnection,
  type ConnectionRow,
} from '../connections/connection-store.service.ts';
import { INGESTION_TASKS } from '../ingestion/ingestion.jobs.ts';
import { upsertInboxItems, upsertProducts } from '../ingestion/ingestion.service.ts';
import { recordDelivery } from './webhooks.queries.ts';

export interface WebhookDeps {
  db: Database;
  queue: JobQueue;
  integrations: Integrations;
}

export interface WebhookWork {
  platform: Platform;
  deliveryId: string;
  topic: string;
  /** Inbox items per platform account id (shop, page, IG account, phone number...). */
  items?: { account: string; items: InboxItem[] }[];
  products?: { account: string; items: ProductItem[] }[];
  /** Accounts whose access ended on the platform side (Shopify app/uninstalled). */
  revoked?: { account: string; reason: string }[];
  /** Items to read back from the platform before storing (unsigned or thin webhooks). */
  fetch?: { account: string; externalId: string; parentId?: string | null }[];
}

/**
 * Applies one verified delivery: the delivery id is recorded and the upserts done in one transaction
 * (no network inside), so a redelivery — even concurrent — is a no-op; fetch-backs are queued after commit.
 */
export async function applyDelivery(
  deps: WebhookDeps,
  work: WebhookWork,
): Promise<{ duplicate: boolean; stored: number }> {
  const accounts = new Set(
    [...(work.items ?? []), ...(work.products ?? []), ...(work.revoked ?? []), ...(work.fetch ?? [])].map(
      (entry) => entry.account,
    ),
  );
  const byAccount = new Map<string, ConnectionRow[]>();
  for (const account of accounts)
    byAccount.set(account, await findConnectionsByExternalId(deps.db, work.platform, account));
  const firstBrand = [...byAccount.values()].flat()[0]?.brandId ?? null;

  let stored = 0;
  const isNew = await deps.db.transaction(async (tx) => {
    const fresh = await recordDelivery(tx, {
      platform: work.platform,
      deliveryId: work.deliveryId,
      brandId: firstBrand,
      topic: work.topic,
      payload: {
        accounts: [...accounts],
        items: (work.items ?? []).reduce((sum, entry) => sum + entry.items.length, 0),
      },
    });
    if (!fresh) return false;
    for (const entry of work.items ?? []) {
      for (const row of byAccount.get(entry.account) ?? []) {
        stored += await upsertInboxItems(
          tx,
          { accountId: row.accountId, brandId: row.brandId, platform: work.platform },
          entry.items,
        );
      }
    }
    for (const entry of work.products ?? []) {
      for (const row of byAccount.get(entry.account) ?? []) {
        stored += await upsertProducts(tx, { accountId: row.accountId, brandId: row.brandId }, entry.items);
      }
    }
    for (const entry of work.revoked ?? []) {
      for (const row of byAccount.get(entry.account) ?? []) {
        await updateConnection(
          tx,
          { accountId: row.accountId, connectionId: row.id },
          { needsAttention: 'reconnect', lastError: entry.reason },
        );
      }
    }
    return true;
  });
  if (isNew) {
    for (const entry of work.fetch ?? []) {
      for (const row of byAccount.get(entry.account) ?? []) {
        await deps.queue.add(INGESTION_TASKS.fetchItem, {
          accountId: row.accountId,
          connectionId: row.id,
          externalId: entry.externalId,
          parentId: entry.parentId ?? null,
        });
      }
    }
  }
  return { duplicate: !isNew, stored };
}
