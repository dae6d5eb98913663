import type { Database } from '../../db/client.ts';
import type { Cipher } from '../../lib/secrets.ts';
import { PlatformError } from '../../integrations/http.ts';
import type { Integrations } from '../../integrations/registry.ts';
import type { Credentials, InboxItem, PlatformConnection } from '../../integrations/types.ts';
import { platformAccountTakenMessage } from '@bizamply/contracts';
import {
  findConnectionById,
  heldByAnotherAccount,
  updateConnection,
  type ConnectionRow,
} from '../connections/connection-store.service.ts';
import { upsertInboxItems, upsertInboxItemsReturningNew, upsertProducts } from './ingestion.queries.ts';

/** The idempotent upserts, for webhooks that carry whole items. */
export { upsertInboxItems, upsertInboxItemsReturningNew, upsertProducts };

export interface IngestionDeps {
  db: Database;
  cipher: Cipher;
  integrations: Integrations;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

/** Items older than the last successful poll (minus this overlap) were seen by that poll. */
const POLL_OVERLAP_MS = 60 * 60 * 1000;

export const sealCredentials = (cipher: Cipher, credentials: Credentials) =>
  cipher.encrypt(JSON.stringify(credentials));

export function openConnection(cipher: Cipher, row: ConnectionRow): PlatformConnection {
  let credentials: Credentials = { accessToken: '' };
  if (row.credentialsEnc) {
    try {
      credentials = JSON.parse(cipher.decrypt(row.credentialsEnc)) as Credentials;
    } catch {
      throw new PlatformError(row.platform, 'auth', 'The stored credentials cannot be read; reconnect needed');
    }
  }
  return {
    id: row.id,
    accountId: row.accountId,
    brandId: row.brandId,
    platform: row.platform,
    externalId: row.externalId,
    credentials,
    metadata: row.metadata,
  };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Runs one platform call for a connection and keeps its health: an expired/revoked token (or a
 * page/property no longer shared) marks it `needsAttention = 'reconnect'` and stops (no retry: only
 * the merchant can fix it); other failures record `lastError` and are rethrown for the job to retry.
 */
export async function withConnectionHealth<T>(
  deps: IngestionDeps,
  row: ConnectionRow,
  run: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; reason: string }> {
  const scope = { accountId: row.accountId, connectionId: row.id };
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const reason = reasonOf(error);
    if (error instanceof PlatformError && (error.kind === 'auth' || error.kind === 'not_found')) {
      await updateConnection(deps.db, scope, { needsAttention: 'reconnect', lastError: reason });
      deps.log.warn(`${row.platform} connection ${row.id} needs a reconnect: ${reason}`);
      return { ok: false, reason };
    }
    await updateConnection(deps.db, scope, { lastError: reason });
    throw error;
  }
}

/**
 * A connection whose platform account another customer account holds (made before that rule, issue 13) is
 * never synced, registered or read through: flagged for a reconnect with the "already connected" message.
 */
async function refusedByClaim(deps: IngestionDeps, row: ConnectionRow): Promise<boolean> {
  if (!(await heldByAnotherAccount(deps.db, row))) return false;
  const message = platformAccountTakenMessage(row.platform);
  await updateConnection(
    deps.db,
    { accountId: row.accountId, connectionId: row.id },
    { needsAttention: 'reconnect', lastError: message },
  );
  deps.log.warn(`${row.platform} connection ${row.id} refused: the platform account is held by another account`);
  return true;
}

export interface SyncSummary {
  status: 'ok' | 'needs_attention' | 'missing';
  items: number;
  inserted: number;
  products: number;
}

/**
 * Brings a connection's reviews/comments (and Shopify products) in: the whole history on connect
 * (`full`), or what is new since the last successful sync (`incremental`). Each page is committed before
 * the next network call; the upserts are idempotent.
 */
export async function syncConnection(
  deps: IngestionDeps,
  input: { accountId: string; connectionId: string; mode: 'full' | 'incremental' },
): Promise<SyncSummary> {
  const row = await findConnectionById(deps.db, input.accountId, input.connectionId);
  if (!row) return { status: 'missing', items: 0, inserted: 0, products: 0 };
  if (await refusedByClaim(deps, row)) return { status: 'needs_attention', items: 0, inserted: 0, products: 0 };
  const adapter = deps.integrations.adapters[row.platform];
  const startedAt = new Date();
  const since = input.mode === 'incremental' && row.lastSyncAt ? row.lastSyncAt : null;
  const floor = since ? since.getTime() - POLL_OVERLAP_MS : null;
  const summary: SyncSummary = { status: 'ok', items: 0, inserted: 0, products: 0 };
  const scope = { accountId: row.accountId, brandId: row.brandId };

  const result = await withConnectionHealth(deps, row, async () => {
    let connection = openConnection(deps.cipher, row);
    const renewed = adapter.refresh ? await adapter.refresh(connection) : null;
    if (renewed?.credentials) {
      await updateConnection(
        deps.db,
        { accountId: row.accountId, connectionId: row.id },
        {
          credentialsEnc: sealCredentials(deps.cipher, renewed.credentials),
          tokenExpiresAt: renewed.tokenExpiresAt ?? row.tokenExpiresAt,
        },
      );
      connection = { ...connection, credentials: renewed.credentials };
    }
    await adapter.sync(
      connection,
      { since },
      {
        items: async (items: InboxItem[]) => {
          const fresh = floor === null ? items : items.filter((item) => item.postedAt.getTime() >= floor);
          summary.items += fresh.length;
          summary.inserted += await upsertInboxItems(deps.db, { ...scope, platform: row.platform }, fresh);
        },
        products: async (items) => {
          summary.products += items.length;
          await upsertProducts(deps.db, scope, items);
        },
        skipped: (count) => deps.log.warn(`${row.platform} connection ${row.id}: skipped ${count} unreadable item(s)`),
      },
    );
  });
  if (!result.ok) return { ...summary, status: 'needs_attention' };
  await updateConnection(
    deps.db,
    { accountId: row.accountId, connectionId: row.id },
    {
      lastSyncAt: startedAt,
      lastError: null,
    },
  );
  deps.log.info(
    `${row.platform} ${input.mode} sync of ${row.id}: ${summary.items} item(s), ${summary.inserted} new, ${summary.products} product(s)`,
  );
  return summary;
}

/** Tells the platform to send this connection's webhooks to us (after connect). */
export async function registerConnectionWebhooks(
  deps: IngestionDeps,
  input: { accountId: string; connectionId: string },
): Promise<void> {
  const row = await findConnectionById(deps.db, input.accountId, input.connectionId);
  const adapter = row ? deps.integrations.adapters[row.platform] : null;
  if (!row || !adapter?.registerWebhooks || (await refusedByClaim(deps, row))) return;
  const register = adapter.registerWebhooks;
  await withConnectionHealth(deps, row, () => register(openConnection(deps.cipher, row)));
}

/** For webhooks that are only a hint (Yotpo, TikTok): read the item back from the platform, then store it. */
export async function fetchAndStoreItem(
  deps: IngestionDeps,
  input: { accountId: string; connectionId: string; externalId: string; parentId?: string | null },
): Promise<boolean> {
  const row = await findConnectionById(deps.db, input.accountId, input.connectionId);
  const adapter = row ? deps.integrations.adapters[row.platform] : null;
  if (!row || !adapter?.fetchItem || (await refusedByClaim(deps, row))) return false;
  const fetchItem = adapter.fetchItem;
  const result = await withConnectionHealth(deps, row, () =>
    fetchItem(openConnection(deps.cipher, row), { externalId: input.externalId, parentId: input.parentId ?? null }),
  );
  if (!result.ok || !result.value) return false;
  await upsertInboxItems(deps.db, { accountId: row.accountId, brandId: row.brandId, platform: row.platform }, [
    result.value,
  ]);
  return true;
}
