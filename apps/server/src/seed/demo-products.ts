import type { DemoShop } from '@bizamply/contracts';
import type { Executor } from '../db/client.ts';
import { products } from '../db/schema/index.ts';

/**
 * The demo shop's catalogue as a Shopify sync would have stored it (same external ids, so a later sync
 * updates these rows), so the inbox's Instagram product dropdown has real options from the start.
 */
export async function seedDemoProducts(
  tx: Executor,
  input: { accountId: string; brandId: string; catalog: DemoShop },
): Promise<void> {
  if (input.catalog.products.length === 0) return;
  await tx
    .insert(products)
    .values(
      input.catalog.products.map((product) => ({
        accountId: input.accountId,
        brandId: input.brandId,
        externalId: product.id,
        title: product.title,
        handle: product.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        imageUrl: product.image,
      })),
    )
    .onConflictDoNothing();
}
