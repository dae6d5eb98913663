import type { Platform } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { addJobWithin, type JobQueue } from '../../jobs/queue.ts';
import type { Integrations } from '../../integrations/registry.ts';
import type { WebhookDelivery } from '../../integrations/platform.ts';
import {
  findConnectionsByExternalIds,
  updateConnection,
  type WebhookConnection,
} from '../connections/connection-store.service.ts';
import {
  INGESTION_TASKS,
  itemKey,
  upsertProducts,
  upsertScopedItemsReturningNew,
  type ScopedItem,
} from '../ingestion/index.ts';
import { scheduleSignals, signalsJobOf } from '../signals/index.ts';
import { microBatcher, type Settled } from '../../lib/micro-batch.ts';
import { deliveryKey, recordDeliveries, recordDeliveriesWithItems, type DeliveredItem } from './webhooks.queries.ts';

export interface WebhookDeps {
  db: Database;
  queue: JobQueue;
  integrations: Integrations;
}

/** What a verified webhook asks us to do (read by the platform's `ServerPlatform.webhook`). */
export type WebhookWork = WebhookDelivery;

export type DeliveryResult = { duplicate: boolean; stored: number };
const DUPLICATE: DeliveryResult = { duplicate: true, stored: 0 };

const connectionKey = (platform: Platform, account: string) => `${platform}\u0000${account}`;
const accountsOf = (work: WebhookWork) =>
  new Set(
    [...(work.items ?? []), ...(work.products ?? []), ...(work.revoked ?? []), ...(work.fetch ?? [])].map(
      (entry) => entry.account,
    ),
  );

type ConnectionsOf = (work: WebhookWork, account: string) => WebhookConnection[];

/** The connections of every account the deliveries name (a connection row per brand that connected it): one query. */
async function connectionsFor(deps: WebhookDeps, works: WebhookWork[]): Promise<ConnectionsOf> {
  const named = new Map<string, { platform: Platform; externalId: string }>();
  for (const work of works) {
    for (const account of accountsOf(work)) {
      named.set(connectionKey(work.platform, account), { platform: work.platform, externalId: account });
    }
  }
  const byAccount = new Map<string, WebhookConnection[]>();
  for (const row of await findConnectionsByExternalIds(deps.db, [...named.values()])) {
    const key = connectionKey(row.platform, row.externalId);
    byAccount.set(key, [...(byAccount.get(key) ?? []), row]);
  }
  return (work, account) => byAccount.get(connectionKey(work.platform, account)) ?? [];
}

const recordOf = (work: WebhookWork, connectionsOf: ConnectionsOf) => ({
  platform: work.platform,
  deliveryId: work.deliveryId,
  brandId: [...accountsOf(work)].flatMap((account) => connectionsOf(work, account))[0]?.brandId ?? null,
  topic: work.topic,
  payload: {
    accounts: [...accountsOf(work)],
    items: (work.items ?? []).reduce((sum, entry) => sum + entry.items.length, 0),
  },
});

/** The first of several copies of a delivery in one batch is the delivery; the others are redeliveries. */
function firstCopies(works: WebhookWork[], recorded?: Set<string>): number[] {
  const claimed = new Set<string>();
  return works.flatMap((work, index) => {
    const key = deliveryKey(work);
    if ((recorded && !recorded.has(key)) || claimed.has(key)) return [];
    claimed.add(key);
    return [index];
  });
}

/** The items the deliveries at `indexes` carry, with whose each is (each connection of its account). */
function scopedItems(works: WebhookWork[], indexes: number[], connectionsOf: ConnectionsOf) {
  const rows: (DeliveredItem & { owner: number })[] = [];
  for (const index of indexes) {
    const work = works[index];
    if (!work) continue;
    for (const entry of work.items ?? []) {
      for (const row of connectionsOf(work, entry.account)) {
        const scope = { accountId: row.accountId, brandId: row.brandId, platform: row.platform };
        const delivery = { platform: work.platform, deliveryId: work.deliveryId };
        for (const item of entry.items) rows.push({ scope, item, delivery, owner: index });
      }
    }
  }
  return rows;
}

/** Each new item counts for the delivery whose copy of it was written: the last one. */
function countStored(results: DeliveryResult[], rows: (ScopedItem & { owner: number })[], inserted: Set<string>) {
  const lastOwner = new Map(
    rows.map((row) => [itemKey(row.scope.brandId, row.scope.platform, row.item.externalId), row.owner]),
  );
  for (const key of inserted) {
    const owner = lastOwner.get(key);
    const result = owner === undefined ? undefined : results[owner];
    if (result) result.stored += 1;
  }
}

const carriesOnlyItems = (work: WebhookWork) => !work.products?.length && !work.revoked?.length && !work.fetch?.length;

/**
 * Applies verified deliveries together, so a redelivery — even concurrent, even in the same batch — is a no-op.
 * Deliveries that carry only items (reviews, comments: nearly all) are recorded and stored in one statement, with
 * their accounts' signals jobs; the others (products, revoked access, fetch-backs) in one transaction, their jobs
 * queued inside it. No network inside either. Returns one result per delivery, in order.
 */
export async function applyDeliveries(deps: WebhookDeps, works: WebhookWork[]): Promise<DeliveryResult[]> {
  const connectionsOf = await connectionsFor(deps, works);
  const results: DeliveryResult[] = works.map(() => ({ ...DUPLICATE }));
  if (works.every(carriesOnlyItems)) {
    const rows = scopedItems(works, firstCopies(works), connectionsOf);
    const accounts = [...new Set(rows.map((row) => row.scope.accountId))];
    const { recorded, stored } = await recordDeliveriesWithItems(
      deps.db,
      works.map((work) => recordOf(work, connectionsOf)),
      rows,
      // The stored items' signals (language, intent, spam…) are computed by a job, outside the request.
      accounts.map((accountId) => ({ accountId, ...signalsJobOf(accountId) })),
    );
    for (const index of firstCopies(works, recorded)) {
      const result = results[index];
      if (result) result.duplicate = false;
    }
    const fresh = rows.filter((row) => recorded.has(deliveryKey(row.delivery)));
    countStored(
      results,
      fresh,
      new Set(stored.filter((row) => row.inserted).map((row) => itemKey(row.brandId, row.platform, row.externalId))),
    );
    return results;
  }

  await deps.db.transaction(async (tx) => {
    const recorded = await recordDeliveries(
      tx,
      works.map((work) => recordOf(work, connectionsOf)),
    );
    const indexes = firstCopies(works, recorded);
    // One upsert for every brand and platform of the batch (the rollup triggers run once).
    const rows = scopedItems(works, indexes, connectionsOf);
    countStored(results, rows, await upsertScopedItemsReturningNew(tx, rows));
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
      // Fetch-backs (Yotpo, TikTok: the delivery names the item, its text is read back) are queued in this
      // transaction: once the delivery is recorded a redelivery is a duplicate, so a job lost after commit lost the item.
      for (const entry of work.fetch ?? []) {
        for (const row of connectionsOf(work, entry.account)) {
          await addJobWithin(tx, INGESTION_TASKS.fetchItem, {
            accountId: row.accountId,
            connectionId: row.id,
            externalId: entry.externalId,
            parentId: entry.parentId ?? null,
          });
        }
      }
    }
    // Queued in this transaction: the job exists exactly when the items do, at no round trip or commit of its own.
    const touched = indexes.flatMap((index) => {
      const work = works[index];
      return work
        ? [...accountsOf(work)].flatMap((account) => connectionsOf(work, account).map((row) => row.accountId))
        : [];
    });
    await scheduleSignals((task, payload, jobOptions) => addJobWithin(tx, task, payload, jobOptions), touched);
  });
  return results;
}

/**
 * Deliveries arriving together share one statement or transaction (microBatcher). If a batch fails, each of its
 * deliveries is tried alone, so one bad delivery fails only its own request (and the platform retries it).
 *
 * One batch at a time: the batches of one brand serialise on its rollup rows anyway (the triggers update them until
 * commit), so a second batch in flight mostly halved the batches — twice the statements, trigger runs and commits per
 * comment (bench, docs/performance.md "Issue 15, sixth pass"). Deliveries arriving meanwhile make the next batch.
 */
export function deliveryBatcher(deps: WebhookDeps, options = { maxBatch: 100, concurrency: 1 }) {
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
            value: (await applyDeliveries(deps, [work]))[0] ?? DUPLICATE,
          });
        } catch (alone) {
          outcomes.push({ ok: false, error: alone });
        }
      }
      return outcomes;
    }
  }, options);
}
