import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Platform } from '@bizamply/contracts';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { readRows } from '../../db/reads.ts';
import { brands, connections, platformClaims, users } from '../../db/schema/index.ts';

export type ConnectionRow = typeof connections.$inferSelect;

export async function findBrandConnection(
  db: Executor,
  scope: { accountId: string; brandId: string; platform: Platform },
): Promise<ConnectionRow | null> {
  const [row] = await db
    .select()
    .from(connections)
    .where(
      and(
        eq(connections.accountId, scope.accountId),
        eq(connections.brandId, scope.brandId),
        eq(connections.platform, scope.platform),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The account's connections with their brand names, optionally for one brand. */
export async function listAccountConnections(db: Executor, accountId: string, brandId?: string | null) {
  return db
    .select({ connection: connections, brandName: brands.name })
    .from(connections)
    .innerJoin(brands, and(eq(brands.id, connections.brandId), eq(brands.accountId, accountId)))
    .where(and(eq(connections.accountId, accountId), brandId ? eq(connections.brandId, brandId) : undefined))
    .orderBy(asc(connections.connectedAt));
}

export interface ConnectionValues {
  accountId: string;
  brandId: string;
  platform: Platform;
  externalId: string;
  displayName: string | null;
  credentialsEnc: string;
  metadata: Record<string, unknown>;
  tokenExpiresAt: Date | null;
}

/** Connecting again replaces the credentials and clears the health flags (a reconnect). */
export async function upsertConnection(db: Executor, values: ConnectionValues): Promise<ConnectionRow> {
  const [row] = await db
    .insert(connections)
    .values(values)
    .onConflictDoUpdate({
      target: [connections.brandId, connections.platform],
      set: {
        externalId: values.externalId,
        displayName: values.displayName,
        credentialsEnc: values.credentialsEnc,
        metadata: values.metadata,
        tokenExpiresAt: values.tokenExpiresAt,
        lastError: null,
        needsAttention: null,
      },
      setWhere: eq(connections.accountId, values.accountId),
    })
    .returning();
  if (!row) throw new Error('the connection could not be stored');
  return row;
}

export async function deleteConnections(
  db: Executor,
  scope: { accountId: string; platform: Platform; brandId?: string | null },
): Promise<ConnectionRow[]> {
  return db
    .delete(connections)
    .where(
      and(
        eq(connections.accountId, scope.accountId),
        eq(connections.platform, scope.platform),
        scope.brandId ? eq(connections.brandId, scope.brandId) : undefined,
      ),
    )
    .returning();
}

export async function findConnectionById(db: Executor, accountId: string, connectionId: string) {
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.accountId, accountId), eq(connections.id, connectionId)))
    .limit(1);
  return row ?? null;
}

export async function updateConnection(
  db: Executor,
  scope: { accountId: string; connectionId: string },
  values: Partial<
    Pick<ConnectionRow, 'credentialsEnc' | 'tokenExpiresAt' | 'lastSyncAt' | 'lastError' | 'needsAttention'>
  >,
): Promise<void> {
  await db
    .update(connections)
    .set(values)
    .where(and(eq(connections.accountId, scope.accountId), eq(connections.id, scope.connectionId)));
}

/** The connection belongs to the account holding its platform account (issue 13), or no account claims it. */
const heldByItsAccount = sql`NOT EXISTS (SELECT 1 FROM ${platformClaims} c WHERE c.platform = ${connections.platform}
  AND c.external_id = ${connections.externalId} AND c.account_id <> ${connections.accountId})`;

/**
 * System-level lookups (no tenant yet): a webhook names the shop/page/account, never our tenant, so
 * the tenant is found from the platform's id. Callers then work tenant-scoped with the returned rows.
 * Only connections of the account holding the platform account (issue 13): a connection another account
 * made before claims existed gets nothing.
 */
export async function findConnectionsByExternalId(db: Executor, platform: Platform, externalId: string) {
  return db
    .select()
    .from(connections)
    .where(and(eq(connections.platform, platform), eq(connections.externalId, externalId), heldByItsAccount));
}

/** What a webhook batch needs of a connection: whose it is and which brand (not its credentials or metadata). */
export type WebhookConnection = Pick<ConnectionRow, 'id' | 'accountId' | 'brandId' | 'platform' | 'externalId'>;

/**
 * The text of findConnectionsByExternalIds, built once: the pairs travel as two arrays, so it never changes and the
 * pool's clients prepare it once per connection (db/client.ts). Building drizzle's select and mapping its whole rows
 * each batch was ~3 % of the server's busy time in the ingestion row (docs/performance.md "Issue 15, fourteenth
 * pass: ingestion").
 */
let byExternalIdsText: string | undefined;
const connectionsByExternalIdsText = () =>
  (byExternalIdsText ??= new PgDialect().sqlToQuery(sql`
    SELECT ${connections.id} AS "id", ${connections.accountId} AS "accountId", ${connections.brandId} AS "brandId",
           ${connections.platform} AS "platform", ${connections.externalId} AS "externalId"
    FROM ${connections}
    WHERE (${connections.platform}, ${connections.externalId}) IN (
            SELECT * FROM unnest(${sql.placeholder('platforms')}::platform[], ${sql.placeholder('externalIds')}::text[]))
      AND ${heldByItsAccount}`).sql);

/**
 * findConnectionsByExternalId for several platform accounts at once (a batch of webhooks): one statement.
 */
export async function findConnectionsByExternalIds(
  db: Database,
  accounts: { platform: Platform; externalId: string }[],
): Promise<WebhookConnection[]> {
  if (accounts.length === 0) return [];
  return readRows<WebhookConnection>(db, connectionsByExternalIdsText(), [
    accounts.map((account) => account.platform),
    accounts.map((account) => account.externalId),
  ]);
}

/** System-level: connections due a poll, least recently synced first (fair across tenants). */
export async function listConnectionsDue(
  db: Executor,
  input: { frequent: Platform[]; frequentBefore: Date; reconcileBefore: Date; limit: number },
) {
  const frequent = input.frequent.length
    ? sql`${connections.platform} IN (${sql.join(
        input.frequent.map((platform) => sql`${platform}`),
        sql`, `,
      )})`
    : sql`false`;
  return db
    .select({ id: connections.id, accountId: connections.accountId })
    .from(connections)
    .where(
      and(
        isNull(connections.needsAttention),
        or(
          isNull(connections.lastSyncAt),
          and(frequent, lt(connections.lastSyncAt, input.frequentBefore)),
          lt(connections.lastSyncAt, input.reconcileBefore),
        ),
      ),
    )
    .orderBy(sql`${connections.lastSyncAt} ASC NULLS FIRST`)
    .limit(input.limit);
}

/** The customer (a user) an administrator is looking at: their account and e-mail. */
export async function findCustomer(db: Executor, userId: string) {
  const [row] = await db
    .select({ accountId: users.accountId, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The store the user's install link named (kept at sign-up), if any. */
export async function installLinkShop(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ shop: users.shopifyDomain }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.shop ?? null;
}

/** The install link's store and sealed token kept on the user at sign-up (tenant-scoped); null without one. */
export async function installLinkCredentials(db: Executor, scope: { accountId: string; userId: string }) {
  const [row] = await db
    .select({ shop: users.shopifyDomain, accessTokenEnc: users.shopifyAccessTokenEnc })
    .from(users)
    .where(and(eq(users.id, scope.userId), eq(users.accountId, scope.accountId)))
    .limit(1);
  return row?.shop && row.accessTokenEnc ? { shop: row.shop, accessTokenEnc: row.accessTokenEnc } : null;
}
