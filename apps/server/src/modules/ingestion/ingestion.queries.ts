import { sql } from 'drizzle-orm';
import type { Platform } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { compareText } from '../../lib/order.ts';
import { comments, products } from '../../db/schema/index.ts';
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

/**
 * Idempotent on (brand, platform, external id): a redelivered or re-polled item is stored once. An
 * existing row gets the platform's current text and metadata, never a new status: whatever the team did
 * with it (draft, sent) stays. Returns the external ids that were new.
 */
export async function upsertInboxItemsReturningNew(
  db: Executor,
  scope: BrandScope & { platform: Platform },
  items: InboxItem[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const arrivedAt = new Date();
  const rows = items.map((item) => ({
    ...timeAndMetadata(item, arrivedAt),
    accountId: scope.accountId,
    brandId: scope.brandId,
    platform: scope.platform,
    externalId: item.externalId.slice(0, 300),
    content: item.content.slice(0, 20_000),
    rating: item.rating,
    reviewerName: clip(item.reviewerName, 300),
    reviewerEmail: clip(item.reviewerEmail, 320),
    productId: clip(item.productId, 300),
    productTitle: clip(item.productTitle, 1000),
    productImage: clip(item.productImage, 2000),
    mediaId: clip(item.mediaId, 300),
    postLink: clip(item.postLink, 2000),
    language: clip(item.language, 20),
  }));
  // One statement per page; duplicates inside a page would make ON CONFLICT fail, so keep the last. Sorted:
  // concurrent writers then lock the rows in one order and cannot deadlock.
  const unique = [...new Map(rows.map((row) => [row.externalId, row])).values()].sort((a, b) =>
    compareText(a.externalId, b.externalId),
  );
  const result = await db
    .insert(comments)
    .values(unique)
    .onConflictDoUpdate({
      target: [comments.brandId, comments.platform, comments.externalId],
      set: {
        content: sql`excluded.content`,
        rating: sql`excluded.rating`,
        reviewerName: sql`coalesce(excluded.reviewer_name, ${comments.reviewerName})`,
        metadata: sql`${comments.metadata} || excluded.metadata`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${comments.content} IS DISTINCT FROM excluded.content
        OR ${comments.rating} IS DISTINCT FROM excluded.rating
        OR NOT (${comments.metadata} @> excluded.metadata)`,
    })
    .returning({ externalId: comments.externalId, inserted: sql<boolean>`(xmax = 0)` });
  return result.filter((row) => row.inserted).map((row) => row.externalId);
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
