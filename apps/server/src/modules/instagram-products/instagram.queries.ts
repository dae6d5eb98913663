import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comments, products } from '../../db/schema/index.ts';

/** Every query names the account and the brand (ARCHITECTURE §5). */
export interface InstagramScope {
  accountId: string;
  brandId: string;
}

export type ProductRow = typeof products.$inferSelect;

const brandComments = (scope: InstagramScope): SQL | undefined =>
  and(
    eq(comments.accountId, scope.accountId),
    eq(comments.brandId, scope.brandId),
    eq(comments.platform, 'instagram'),
    isNotNull(comments.mediaId),
  );

export async function listProductRows(db: Executor, scope: InstagramScope): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.accountId, scope.accountId), eq(products.brandId, scope.brandId)))
    .orderBy(asc(products.title), asc(products.id));
}

export async function findProductRow(db: Executor, scope: InstagramScope, externalId: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.accountId, scope.accountId),
        eq(products.brandId, scope.brandId),
        eq(products.externalId, externalId),
      ),
    );
  return row ?? null;
}

export interface PostRow {
  mediaId: string;
  postLink: string | null;
  preview: string;
  commentCount: number;
  pendingCount: number;
  lastCommentAt: Date;
  selectedProductId: string | null;
  productSelectedAt: Date | null;
}

/**
 * Posts as the brand's Instagram comments know them, newest activity first. The association lives on the
 * comments (spec 2 §3 selectedProductId), and every comment of a post carries the same one (§4).
 */
export async function listPostRows(
  db: Executor,
  scope: InstagramScope,
  options: { unassociatedOnly?: boolean; mediaId?: string } = {},
): Promise<PostRow[]> {
  const selected = sql<string | null>`max(${comments.selectedProductId})`;
  const rows = await db
    .select({
      mediaId: sql<string>`${comments.mediaId}`,
      postLink: sql<string | null>`max(${comments.postLink})`,
      preview: sql<string>`(array_agg(${comments.content} ORDER BY ${comments.postedAt} DESC))[1]`,
      commentCount: sql<number>`count(*)::int`,
      pendingCount: sql<number>`(count(*) filter (where ${comments.status} = 'pending'))::int`,
      lastCommentAt: sql<Date>`max(${comments.postedAt})`.mapWith(comments.postedAt),
      selectedProductId: selected,
      productSelectedAt: sql<Date | null>`max(${comments.productSelectedAt})`.mapWith(comments.productSelectedAt),
    })
    .from(comments)
    .where(and(brandComments(scope), options.mediaId ? eq(comments.mediaId, options.mediaId) : undefined))
    .groupBy(comments.mediaId)
    .having(options.unassociatedOnly ? isNull(selected) : undefined)
    .orderBy(desc(sql`max(${comments.postedAt})`), asc(comments.mediaId));
  return rows;
}

export async function listPostCommentRows(db: Executor, scope: InstagramScope, mediaId: string) {
  return db
    .select()
    .from(comments)
    .where(and(brandComments(scope), eq(comments.mediaId, mediaId)))
    .orderBy(desc(comments.postedAt), desc(comments.id));
}

/** One statement: every comment of the post gets (or loses) the reference together. */
export async function setPostProduct(
  db: Executor,
  scope: InstagramScope,
  mediaId: string,
  productId: string | null,
  at: Date | null,
): Promise<number> {
  const rows = await db
    .update(comments)
    .set({ selectedProductId: productId, productSelectedAt: at, updatedAt: new Date() })
    .where(and(brandComments(scope), eq(comments.mediaId, mediaId)))
    .returning({ id: comments.id });
  return rows.length;
}
