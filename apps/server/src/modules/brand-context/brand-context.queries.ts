import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, users } from '../../db/schema/index.ts';

export async function findOwnBrand(db: Executor, accountId: string, brandId: string) {
  const [row] = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function readSelectedBrandId(db: Executor, scope: { accountId: string; userId: string }) {
  const [row] = await db
    .select({ selected: sql<string | null>`${users.settings} ->> 'selectedBrandId'` })
    .from(users)
    .where(and(eq(users.id, scope.userId), eq(users.accountId, scope.accountId)));
  return row?.selected ?? null;
}

/** Merges the key into users.settings, keeping every other setting. */
export async function saveSelectedBrandId(db: Executor, scope: { accountId: string; userId: string }, brandId: string) {
  await db
    .update(users)
    .set({
      settings: sql`${users.settings} || jsonb_build_object('selectedBrandId', ${brandId}::text)`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, scope.userId), eq(users.accountId, scope.accountId)));
}
