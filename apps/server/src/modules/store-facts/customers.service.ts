import type { Executor } from '../../db/client.ts';
import type { CustomerItem } from '../../integrations/types.ts';
import { nameKeyOf } from '../signals/index.ts';
import { upsertShopCustomers } from './store-facts.queries.ts';

/** A page of the store's customers from a sync, stored with a name key for matching authors. */
export async function storeCustomers(
  db: Executor,
  scope: { accountId: string; brandId: string },
  items: CustomerItem[],
): Promise<number> {
  return upsertShopCustomers(
    db,
    scope,
    items.map((item) => ({ ...item, nameKey: nameKeyOf(item.displayName) })),
  );
}
