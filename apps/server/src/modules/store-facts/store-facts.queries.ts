import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shopCustomers } from '../../db/schema/index.ts';

export interface ShopCustomerValues {
  externalId: string;
  email: string | null;
  displayName: string | null;
  nameKey: string | null;
  ordersCount: number;
}

/** Customers by (brand, Shopify id): Shopify is the source of truth for e-mail, name and order count. */
export async function upsertShopCustomers(
  db: Executor,
  scope: { accountId: string; brandId: string },
  items: ShopCustomerValues[],
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = [...new Map(items.map((item) => [item.externalId, item])).values()].map((item) => ({
    accountId: scope.accountId,
    brandId: scope.brandId,
    externalId: item.externalId.slice(0, 300),
    email: item.email?.slice(0, 320) ?? null,
    displayName: item.displayName?.slice(0, 300) ?? null,
    nameKey: item.nameKey?.slice(0, 300) ?? null,
    ordersCount: item.ordersCount,
  }));
  const result = await db
    .insert(shopCustomers)
    .values(rows)
    .onConflictDoUpdate({
      target: [shopCustomers.brandId, shopCustomers.externalId],
      set: {
        email: sql`excluded.email`,
        displayName: sql`excluded.display_name`,
        nameKey: sql`excluded.name_key`,
        ordersCount: sql`excluded.orders_count`,
        syncedAt: sql`now()`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return result.filter((row) => row.inserted).length;
}
