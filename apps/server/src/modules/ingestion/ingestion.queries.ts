import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

export type ItemScope = BrandScope & { platform: Platform };
/** An item and whose it is: one upsert can store several brands' and platforms' items (a batch of webhooks). */
export interface ScopedItem {
  scope: ItemScope;
  item: InboxItem;
}

/** The identity of a stored item: (brand, platform, external id), as the unique index has it. */
export const itemKey = (brandId: string, platform: Platform, externalId: string) =>
  `${brandId}\u0000${platform}\u0000${externalId.slice(0, 300)}`;

/**
 * Idempotent on (brand, platform, external id): a redelivered or re-polled item is stored once. An
 * existing row gets the platform's current text and metadata, never a new status: whatever the team did
 * with it (draft, sent) stays. Returns the keys (itemKey) of the items that were new.
 *
 * One statement whatever the number of items and scopes: the values travel as one array per column and `unnest`
 * turns them back into rows (sorted by item: concurrent writers lock rows in one order and cannot deadlock), so the
 * rollup triggers run once per batch. The text never changes, so it is prepared once per connection; nothing is
 * built per item but the arrays.
 */
export async function upsertScopedItemsReturningNew(db: Executor, rows: ScopedItem[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  // Duplicates inside a page would make ON CONFLICT fail, so keep the last.
  const unique = [
    ...new Map(rows.map((row) => [itemKey(row.scope.brandId, row.scope.platform, row.item.externalId), row])).values(),
  ];
  const result = await db.execute<StoredItem>(
    upsertItemsFrom(sql`unnest(${itemArrays(unique)}) WITH ORDINALITY AS item(${ITEM_ROW_NAMES}, position)`),
  );
  return new Set(
    result.rows.filter((row) => row.inserted).map((row) => itemKey(row.brandId, row.platform, row.externalId)),
  );
}

/** A row the upsert wrote: new (`inserted`) or changed. */
export type StoredItem = {
  accountId: string;
  brandId: string;
  platform: Platform;
  externalId: string;
  inserted: boolean;
};

/** The columns `itemArrays` unnests to, in order. */
export const ITEM_ROW_NAMES = sql.raw(`account_id, brand_id, platform, ${itemColumnNames}`);

/** The PostgreSQL type of each column `itemArrays` unnests to, in ITEM_ROW_NAMES order. */
const ITEM_ROW_TYPES = ['uuid', 'uuid', 'platform', ...ITEM_COLUMNS.map(([, type]) => type)];

/**
 * The rows as one array per column (ITEM_ROW_NAMES order), sorted by item for the lock order (copies of one item
 * stay in their order), with their arrival time applied.
 */
export function itemColumnValues(rows: ScopedItem[]): unknown[][] {
  const arrivedAt = new Date();
  const sorted = rows
    .map((row) => ({ row, key: itemKey(row.scope.brandId, row.scope.platform, row.item.externalId) }))
    .sort((a, b) => compareText(a.key, b.key))
    .map(({ row }) => ({ scope: row.scope, item: { ...row.item, ...timeAndMetadata(row.item, arrivedAt) } }));
  return [
    sorted.map((row) => row.scope.accountId),
    sorted.map((row) => row.scope.brandId),
    sorted.map((row) => row.scope.platform),
    ...ITEM_COLUMNS.map(([, , value]) => sorted.map((row) => value(row.item))),
  ];
}

/** `unnest`'s typed arguments for the columns, given as parameters or as placeholders (one per column). */
export const itemArraysOf = (columns: SQLWrapper[]): SQL =>
  sql.join(
    columns.map((column, index) => sql`${column}::${sql.raw(ITEM_ROW_TYPES[index] ?? 'text')}[]`),
    sql`, `,
  );

/** The rows as one typed array per column (for `unnest`): itemColumnValues as parameters. */
export const itemArrays = (rows: ScopedItem[]): SQL =>
  itemArraysOf(itemColumnValues(rows).map((values) => sql.param(values)));

/** Placeholders `${prefix}0`… for the columns of itemColumnValues, for a statement built once. */
export const itemPlaceholders = (prefix: string) =>
  ITEM_ROW_TYPES.map((_, index) => sql.placeholder(`${prefix}${index}`));

/**
 * The upsert of the items `source` yields (ITEM_ROW_NAMES and `position`, one row per item), in `position` order;
 * returns the rows it wrote (StoredItem).
 */
export const upsertItemsFrom = (source: SQL) => sql`
    INSERT INTO comments (${ITEM_ROW_NAMES})
    SELECT ${ITEM_ROW_NAMES} FROM ${source}
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
    RETURNING account_id AS "accountId", brand_id AS "brandId", platform, external_id AS "externalId",
              (xmax = 0) AS inserted`;

/** The upsert of one scope's items (a sync page, a fetched item); returns the external ids that were new. */
export async function upsertInboxItemsReturningNew(
  db: Executor,
  scope: ItemScope,
  items: InboxItem[],
): Promise<string[]> {
  const fresh = await upsertScopedItemsReturningNew(
    db,
    items.map((item) => ({ scope, item })),
  );
  const prefix = itemKey(scope.brandId, scope.platform, '');
  return [...fresh].map((key) => key.slice(prefix.length));
}

/** As upsertInboxItemsReturningNew; returns how many rows were new. */
export async function upsertInboxItems(db: Executor, scope: ItemScope, items: InboxItem[]): Promise<number> {
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
