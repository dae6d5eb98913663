import {
  CONNECTION_CARD_INFO,
  CONNECTION_MESSAGES,
  CONNECTIONS_PAGE_PLATFORMS,
  fillMessage,
  isUuid,
  PLATFORM_LABELS,
  platformDefinition,
  platformsWhere,
  type ConnectionCard,
  type ConnectionEntry,
  type ConnectionsResponse,
  type Platform,
} from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { SERVER_PLATFORM_BY_ID } from '../../integrations/platforms.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { findBrandInAccount } from '../brands/brand.queries.ts';
import { claimPlatformAccount } from './claims.queries.ts';
import {
  deleteConnections,
  findBrandConnection,
  findCustomer,
  listAccountConnections,
  type ConnectionRow,
} from './connections.queries.ts';

/** The brand, when it is the caller's; 404 otherwise (as if it did not exist). */
export async function requireOwnBrand(db: Executor, accountId: string, brandId: string) {
  const brand = isUuid(brandId) ? await findBrandInAccount(db, accountId, brandId) : null;
  if (!brand) throw notFound('Brand not found');
  return brand;
}

/**
 * Spec 1 §5: exactly one of the store's review apps per brand (Google reviews stand beside them), and Judge.me
 * reuses the Shopify domain, so Shopify comes first. Returns what the flow needs from the brand's Shopify connection.
 */
export async function assertConnectable(
  db: Executor,
  scope: { accountId: string; brandId: string; platform: Platform },
): Promise<{ shop?: string }> {
  const { accountId, brandId, platform } = scope;
  if (platformDefinition(platform).storeApp) {
    for (const other of platformsWhere((definition) => definition.storeApp === true && definition.id !== platform)) {
      if (await findBrandConnection(db, { accountId, brandId, platform: other })) {
        throw conflict(fillMessage(CONNECTION_MESSAGES.reviewPlatformTaken, { other: PLATFORM_LABELS[other] }));
      }
    }
  }
  const shopify = await findBrandConnection(db, { accountId, brandId, platform: 'shopify' });
  if (platform === 'judgeme' && !shopify) throw conflict(CONNECTION_MESSAGES.judgemeNeedsShopify);
  return shopify ? { shop: shopify.externalId } : {};
}

export async function connectionStatus(db: Database, accountId: string, platform: Platform, brandId: string) {
  await requireOwnBrand(db, accountId, brandId);
  const row = await findBrandConnection(db, { accountId, brandId, platform });
  return {
    success: true as const,
    connected: row !== null,
    needsAttention: row?.needsAttention === 'reconnect' ? ('reconnect' as const) : null,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** One data entry of the spec 3 connection map, with the field names the spec's cards read. */
function entryOf(row: ConnectionRow, brandName: string): ConnectionEntry {
  return {
    BrandId: row.brandId,
    BrandName: brandName,
    connected_at: row.connectedAt.toISOString(),
    lastSyncAt: iso(row.lastSyncAt),
    lastError: row.lastError,
    needsAttention: row.needsAttention === 'reconnect' ? 'reconnect' : null,
    tokenExpiresAt: iso(row.tokenExpiresAt),
    ...SERVER_PLATFORM_BY_ID[row.platform].describeConnection?.(row),
  };
}

/** Spec 3 §3 connection map for an account (or one of its brands). */
export async function connectionMap(
  db: Database,
  input: {
    accountId: string;
    userEmail: string | null;
    brandId?: string | null;
    supportEmail?: string | null;
    shopDomain?: string | null;
  },
): Promise<ConnectionsResponse> {
  if (input.brandId) await requireOwnBrand(db, input.accountId, input.brandId);
  const rows = await listAccountConnections(db, input.accountId, input.brandId);
  const cards = {} as Record<(typeof CONNECTIONS_PAGE_PLATFORMS)[number], ConnectionCard>;
  for (const platform of CONNECTIONS_PAGE_PLATFORMS) {
    const mine = rows.filter((row) => row.connection.platform === platform);
    const info = CONNECTION_CARD_INFO[platform];
    cards[platform] = {
      connected: mine.length > 0,
      canRemove: platform !== 'shopify' && mine.length > 0,
      data: mine.map((row) => entryOf(row.connection, row.brandName)),
      type: info.type,
      name: info.name,
      description: info.description,
      needsAttention: mine.some((row) => row.connection.needsAttention !== null),
    };
  }
  const totalConnections = Object.values(cards).filter((card) => card.connected).length;
  return {
    success: true,
    data: {
      connections: cards,
      totalConnections,
      userEmail: input.userEmail,
      supportEmail: input.supportEmail ?? null,
      shopDomain: input.shopDomain ?? null,
    },
  };
}

/**
 * Removes a platform's connection (one brand, or every brand of the account when none is named).
 * Shopify is core to the product and is never removed (spec 3 §6). Past reviews/comments stay: see
 * docs/spec-deviations.md.
 */
export async function removeConnection(
  db: Database,
  input: { accountId: string; platform: Platform; brandId?: string | null },
): Promise<{ success: true; message: string; removed: number }> {
  if (input.platform === 'shopify') {
    throw new AppError('FORBIDDEN', CONNECTION_MESSAGES.shopifyProtected);
  }
  if (input.brandId) await requireOwnBrand(db, input.accountId, input.brandId);
  const removed = await deleteConnections(db, input);
  if (removed.length === 0) throw notFound(`${PLATFORM_LABELS[input.platform]} is not connected`);
  return {
    success: true,
    message: fillMessage(CONNECTION_MESSAGES.removedSuccess, { platform: PLATFORM_LABELS[input.platform] }),
    removed: removed.length,
  };
}

/**
 * Is the connection's platform account held by another customer account (a connection made before claims
 * existed)? Then nothing may be synced, received or sent through it (issue 13). A connection whose claim is
 * missing claims it again here.
 */
export async function heldByAnotherAccount(db: Executor, row: ConnectionRow): Promise<boolean> {
  const holder = await claimPlatformAccount(db, {
    platform: row.platform,
    externalId: row.externalId,
    accountId: row.accountId,
  });
  return holder !== row.accountId;
}

export async function requireCustomer(db: Database, customerId: string) {
  const customer = isUuid(customerId) ? await findCustomer(db, customerId) : null;
  if (!customer) throw notFound('Customer not found');
  return customer;
}
