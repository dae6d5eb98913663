import type { Platform } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Integrations } from '../../integrations/registry.ts';
import type { InboxItem } from '../../integrations/types.ts';
import type { WebhookDelivery } from '../../integrations/platform.ts';
import {
  findConnectionsByExternalId,
  updateConnection,
  type ConnectionRow,
} from '../connections/connection-store.service.ts';
import { INGESTION_TASKS } from '../ingestion/ingestion.jobs.ts';
import type { BrandScope } from '../ingestion/ingestion.queries.ts';
import { upsertInboxItemsReturningNew, upsertProducts } from '../ingestion/ingestion.service.ts';
import { scheduleSignals } from '../signals/index.ts';
import { microBatcher, type Settled } from '../../lib/micro-batch.ts';
import { compareText } from '../../lib/order.ts';
import { deliveryKey, recordDeliveries } from './webhooks.queries.ts';

export interface WebhookDeps {
  db: Database;
  queue: JobQueue;
  integrations: Integrations;
}

/** What a verified webhook asks us to do (read by the platform's `ServerPlatform.webhook`). */
export type WebhookWork = WebhookDelivery;

export type DeliveryResult = { duplicate: boolean; stored: number };

const connectionKey = (platform: Platform, account: string) => `${platform}\u0000${account}`;
const accountsOf = (work: WebhookWork) =>
  new Set(
    [...(work.items ?? []), ...(work.products ?? []), ...(work.revoked ?? []), ...(work.fetch ?? [])].map(
      (entry) => entry.account,
    ),
  );

/** One upsert per (brand, platform) for every fresh delivery's items; `owners` says whose each item was. */
function groupItems(works: WebhookWork[], fresh: number[], byAccount: Map<string, ConnectionRow[]>) {
  const groups = new Map<
    string,
    { scope: BrandScope & { platform: Platform }; items: InboxItem[]; owners: number[] }
  >();
  for (const index of fresh) {
    const work = works[index];
    for (const entry of work?.items ?? []) {
      for (const row of byAccount.get(connectionKey(work?.platform ?? 'shopify', entry.account)) ?? []) {
        const key = `${row.brandId}\u0000${row.platform}`;
        const group = groups.get(key) ?? {
          scope: { accountId: row.accountId, brandId: row.brandId, platform: row.platform },
          items: [],
          owners: [],
        };
        group.items.push(...entry.items);
        group.owners.push(...entry.items.map(() => index));
        groups.set(key, group);
      }
    }
  }
  return [...groups.entries()].sort(([a], [b]) => compareText(a, b)).map(([, group]) => group);
}

/**
 * Applies verified deliveries together: their ids are recorded and the upserts done in one transaction
 * (no network inside), so a redelivery — even concurrent, even in the same batch — is a no-op; fetch-backs
 * are queued after commit. Returns one result per delivery, in order.
 */
export async function applyDeliveries(deps: WebhookDeps, works: WebhookWork[]): Promise<DeliveryResult[]> {
  const byAccount = new Map<string, ConnectionRow[]>();
  for (const work of works) {
    for (const account of accountsOf(work)) {
      const key = connectionKey(work.platform, account);
      if (!byAccount.has(key)) byAccount.set(key, await findConnectionsByExternalId(deps.db, work.platform, account));
    }
  }
  const connectionsOf = (work: WebhookWork, account: string) =>
    byAccount.get(connectionKey(work.platform, account)) ?? [];
  const results: DeliveryResult[] = works.map(() => ({ duplicate: true, stored: 0 }));

  const fresh = await deps.db.transaction(async (tx) => {
    const recorded = await recordDeliveries(
      tx,
      works.map((work) => ({
        platform: work.platform,
        deliveryId: work.deliveryId,
        brandId: [...accountsOf(work)].flatMap((account) => connectionsOf(work, account))[0]?.brandId ?? null,
        topic: work.topic,
        payload: {
          accounts: [...accountsOf(work)],
          items: (work.items ?? []).reduce((sum, entry) => sum + entry.items.length, 0),
        },
      })),
    );
    // The first of several copies in one batch is the delivery; the others are redeliveries.
    const claimed = new Set<string>();
    const indexes = works.flatMap((work, index) => {
      const key = deliveryKey(work);
      if (!recorded.has(key) || claimed.has(key)) return [];
      claimed.add(key);
      return [index];
    });
    for (const group of groupItems(works, indexes, byAccount)) {
      const stored = new Set(await upsertInboxItemsReturningNew(tx, group.scope, group.items));
      // Within a group the last copy of an item is the one written: it counts for its delivery.
      const lastOwner = new Map(
        group.items.map((item, position) => [item.externalId.slice(0, 300), group.owners[position]]),
      );
      for (const externalId of stored) {
        const owner = lastOwner.get(externalId);
        const result = owner === undefined ? undefined : results[owner];
        if (result) result.stored += 1;
      }
    }
    for (const index of indexes) {
      const work = works[index];
      const result = results[index];
      if (!work || !result) continue;
      result.duplicate = false;
      for (const entry of work.products ?? []) {
        for (const row of connectionsOf(work, entry.account)) {
          result.stored += await upsertProducts(tx, { accountId: row.accountId, brandId: row.brandId }, entry.items);
        }
      }
      for (const entry of work.revoked ?? []) {
        for (const row of connectionsOf(work, entry.account)) {
          await updateConnection(
            tx,
            { accountId: row.accountId, connectionId: row.id },
            { needsAttention: 'reconnect', lastError: entry.reason },
          );
        }
      }
    }
    return indexes;
  });
  // The stored items' signals (language, intent, spam…) are computed by a job, outside the request.
  const touched = fresh.flatMap((index) => {
    const work = works[index];
    return work
      ? [...accountsOf(work)].flatMap((account) => connectionsOf(work, account).map((row) => row.accountId))
      : [];
  });
  await scheduleSignals((task, payload, options) => deps.queue.add(task, payload, options), touched).catch(() => {});
  for (const index of fresh) {
    const work = works[index];
    for (const entry of work?.fetch ?? []) {
      for (const row of work ? connectionsOf(work, entry.account) : []) {
        await deps.queue.add(INGESTION_TASKS.fetchItem, {
          accountId: row.accountId,
          connectionId: row.id,
          externalId: entry.externalId,
          parentId: entry.parentId ?? null,
        });
      }
    }
  }
  return results;
}

/**
 * Deliveries arriving together share one transaction (microBatcher). If a batch fails, each of its
 * deliveries is tried alone, so one bad delivery fails only its own request (and the platform retries it).
 */
export function deliveryBatcher(deps: WebhookDeps, options = { maxBatch: 100, concurrency: 2 }) {
  return microBatcher<WebhookWork, DeliveryResult>(async (works) => {
    try {
      return (await applyDeliveries(deps, works)).map((value) => ({ ok: true as const, value }));
    } catch (error) {
      if (works.length === 1) return [{ ok: false as const, error }];
      const outcomes: Settled<DeliveryResult>[] = [];
      for (const work of works) {
        try {
          outcomes.push({
            ok: true,
            value: (await applyDeliveries(deps, [work]))[0] ?? { duplicate: true, stored: 0 },
          });
        } catch (alone) {
          outcomes.push({ ok: false, error: alone });
        }
      }
      return outcomes;
    }
  }, options);
}
