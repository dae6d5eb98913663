import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, brands, connections, users } from '../../db/schema/index.ts';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccount(db: Executor, accountId: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row ?? null;
}

/** Locks the account row so that concurrent submits of one account create each brand once. */
export async function lockAccount(db: Executor, accountId: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1).for('update');
  return row ?? null;
}

export async function updateAccount(
  db: Executor,
  accountId: string,
  values: Partial<Pick<AccountRow, 'companyName' | 'companySize' | 'industry' | 'setupStatus'>>,
): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, accountId));
}

export async function listAccountBrands(db: Executor, accountId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.accountId, accountId))
    .orderBy(asc(brands.createdAt), asc(brands.name));
}

export async function insertBrands(
  db: Executor,
  accountId: string,
  names: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (names.length === 0) return [];
  return db
    .insert(brands)
    .values(names.map((name) => ({ accountId, name })))
    .returning({ id: brands.id, name: brands.name });
}

/** Updates the caller's own user row; the account id guards against touching another tenant. */
export async function updateAccountUser(
  db: Executor,
  scope: { accountId: string; userId: string },
  values: Partial<
    Pick<
      typeof users.$inferInsert,
      | 'firstName'
      | 'lastName'
      | 'jobRole'
      | 'firstimeSetup'
      | 'shopifyDomain'
      | 'shopifySessionId'
      | 'shopifyAccessTokenEnc'
    >
  >,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, scope.userId), eq(users.accountId, scope.accountId)))
    .returning();
  return row ?? null;
}

/** The account's brands with the platforms connected to each (brand selector). */
export async function listBrandsWithConnections(db: Executor, accountId: string) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      domain: brands.domain,
      logoUrl: brands.logoUrl,
      platforms: sql<string[]>`coalesce(array_agg(${connections.platform}::text ORDER BY ${connections.platform})
        FILTER (WHERE ${connections.id} IS NOT NULL), '{}'::text[])`,
    })
    .from(brands)
    .leftJoin(connections, and(eq(connections.brandId, brands.id), eq(connections.accountId, accountId)))
    .where(eq(brands.accountId, accountId))
    .groupBy(brands.id)
    .orderBy(asc(brands.createdAt), asc(brands.name));
}
