import { sql } from 'drizzle-orm';
import type { Platform } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { compareText } from '../../lib/order.ts';
import { products } from '../../db/schema/index.ts';
import type { InboxItem, ProductItem } from '../../integrations/types.ts';
import { clampToArrival } from './arrival-time.ts';

export interface BrandScope {
  accountId: string;
  brandId: string;
}

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

const timeAndMetadata = (item: InboxItem, arrivedAt: Date) => {
  const { postedAt, metadata } = clampToArrival(item.postedAt, arrivedAt);
  return { postedAt, metadata: { ...item.metadata, ...metadata } };
};
/** The stored columns of an inbox item: name, PostgreSQL type and the value (clipped to the column's limit). */
const ITEM_COLUMNS: [column: string, type: string, value: (item: InboxItem) => unknown][] = [
  ['external_id', 'text', (item) => item.externalId.slice(0, 300)],
  ['content', 'text', (item) => item.content.slice(0, 20_000)],
  ['rating', 'real', (item) => item.rating],
  ['reviewer_name', 'text', (item) => clip(item.reviewerName, 300)],
  ['reviewer_email', 'text', (item) => clip(item.reviewerEmail, 320)],
  ['product_id', 'text', (item) => clip(item.productId, 300)],
  ['product_title', 'text', (item) => clip(item.productTitle, 1000)],
  ['product_img', 'text', (item) => clip(item.productImage, 2000)],
  ['media_id', 'text', (item) => clip(item.mediaId, 300)],
  ['post_link', 'text', (item) => clip(item.postLink, 2000)],
  ['language', 'text', (item) => clip(item.language, 20)],
  ['metadata', 'jsonb', (item) => JSON.stringify(item.metadata)],
  ['posted_at', 'timestamptz', (item) => item.postedAt.toISOString()],
];

const itemColumnNames = ITEM_COLUMNS.map(([column]) => column).join(', ');

/**
 * Idempotent on (brand, platform, external id): a redelivered or re-polled item is stored once. An
 * existing row gets the platform's current text and metadata, never a new status: whatever the team did
 * with it (draft, sent) stays. Returns the external ids that were new.
 *
 * One statement whatever the number of items: the values travel as one array per column and `unnest` turns
 * them back into rows (in the given order: concurrent writers lock rows in one order and cannot deadlock).
 * The text never changes, so it is prepared once per connection; nothing is built per item but the arrays.
 */
export async function upsertInboxItemsReturningNew(
  db: Executor,
  scope: BrandScope & { platform: Platform },
  items: InboxItem[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const arrivedAt = new Date();
  // Duplicates inside a page would make ON CONFLICT fail, so keep the last. Sorted for the lock order.
  const unique = [...new Map(items.map((item) => [item.externalId.slice(0, 300), item])).entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([, item]) => ({ ...item, ...timeAndMetadata(item, arrivedAt) }));
  const columns = ITEM_COLUMNS.map(([, , value]) => sql.param(unique.map(value)));
  const result = await db.execute<{ externalId: string; inserted: boolean }>(sql`
    INSERT INTO comments (account_id, brand_id, platform, ${sql.raw(itemColumnNames)})
    SELECT ${sql.param(scope.accountId)}::uuid, ${sql.param(scope.brandId)}::uuid, ${sql.param(scope.platform)}::platform,
           ${sql.raw(itemColumnNames)}
    FROM unnest(${sql.join(
      columns.map((column, index) => sql`${column}::${sql.raw(ITEM_COLUMNS[index]?.[1] ?? 'text')}[]`),
      sql`, `,
    )}) WITH ORDINALITY AS item(${sql.raw(itemColumnNames)}, position)
    ORDER BY position
    ON CONFLICT (brand_id, platform, external_id) DO UPDATE SET
      content = excluded.content,
      rating = excluded.rating,
      reviewer_name = coalesce(excluded.reviewer_name, comments.reviewer_name),
      metadata = comments.metadata || excluded.metadata,
      updated_at = now()
    WHERE comments.content IS DISTINCT FROM excluded.content
      OR comments.rating IS DISTINCT FROM excluded.rating
      OR NOT (comments.metadata @> excluded.metadata)
    RETURNING external_id AS "externalId", (xmax = 0) AS inserted`);
  return result.rows.filter((row) => row.inserted).map((row) => row.externalId);
}

/** As upsertInboxItemsReturningNew; returns how many rows were new. */
export async function upsertInboxItems(
  db: Executor,
  scope: BrandScope & { platform: Platform },
  items: InboxItem[],
): Promise<number> {
  return (await upsertInboxItemsReturningNew(db, scope, items)).length;
}

/** Products by (brand, external id): Shopify is the source of truth for title, handle and image. */
export async function upsertProducts(db: Executor, scope: BrandScope, items: ProductItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = [
    ...new Map(
      items.map((item) => [
        item.externalId,
        {
          accountId: scope.accountId,
          brandId: scope.brandId,
          externalId: item.externalId.slice(0, 300),
          title: item.title.slice(0, 1000),
          handle: clip(item.handle, 1000),
          imageUrl: clip(item.imageUrl, 2000),
        },
      ]),
    ).values(),
  ];
  const result = await db
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({
      target: [products.brandId, products.externalId],
      set: {
        title: sql`excluded.title`,
        handle: sql`excluded.handle`,
        imageUrl: sql`excluded.image_url`,
        syncedAt: sql`now()`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return result.filter((row) => row.inserted).length;
}
