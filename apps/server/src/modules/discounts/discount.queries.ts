import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';
import type { ShopifyDiscount } from '../../integrations/shopify/discounts.ts';

export interface DiscountScope {
  accountId: string;
  brandId: string;
}

export type DiscountRow = typeof discounts.$inferSelect;

const scoped = (scope: DiscountScope) =>
  and(eq(discounts.accountId, scope.accountId), eq(discounts.brandId, scope.brandId));

export async function listDiscountRows(db: Executor, scope: DiscountScope): Promise<DiscountRow[]> {
  return db
    .select()
    .from(discounts)
    .where(scoped(scope))
    .orderBy(desc(discounts.startsAt), asc(discounts.title), asc(discounts.id));
}

export async function findDiscountsByTitle(db: Executor, scope: DiscountScope, title: string): Promise<DiscountRow[]> {
  return db
    .select()
    .from(discounts)
    .where(and(scoped(scope), eq(discounts.title, title)))
    .limit(2);
}

/** Inserts or refreshes one discount (Shopify's id identifies it within the brand). */
export async function upsertDiscount(db: Executor, scope: DiscountScope, item: ShopifyDiscount): Promise<DiscountRow> {
  const values = { ...item, accountId: scope.accountId, brandId: scope.brandId };
  const [row] = await db
    .insert(discounts)
    .values(values)
    .onConflictDoUpdate({
      target: [discounts.brandId, discounts.externalId],
      set: { ...item, syncedAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('discount upsert returned nothing');
  return row;
}

/** The brand's copy becomes exactly what Shopify listed (call inside a transaction). */
export async function replaceDiscounts(tx: Executor, scope: DiscountScope, items: ShopifyDiscount[]): Promise<void> {
  for (const item of items) await upsertDiscount(tx, scope, item);
  const keep = items.map((item) => item.externalId);
  await tx
    .delete(discounts)
    .where(and(scoped(scope), keep.length > 0 ? notInArray(discounts.externalId, keep) : undefined));
}

export async function deleteDiscountRow(db: Executor, scope: DiscountScope, externalId: string): Promise<void> {
  await db.delete(discounts).where(and(scoped(scope), eq(discounts.externalId, externalId)));
}

export async function findDiscountRow(db: Executor, scope: DiscountScope, externalId: string) {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(scoped(scope), eq(discounts.externalId, externalId)));
  return row ?? null;
}
