import {
  INSTAGRAM_MESSAGES,
  INSTAGRAM_TRUNCATION,
  truncateText,
  type InstagramPost,
  type InstagramProduct,
  type ProductAssociationResponse,
  isUuid,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findBrandInAccount } from '../brands/brand.queries.ts';
import { toCommentDto } from '../comments/comment.service.ts';
import {
  findProductRow,
  listPostCommentRows,
  listPostRows,
  listProductRows,
  setPostProduct,
  type InstagramScope,
  type PostRow,
  type ProductRow,
} from './instagram.queries.ts';

/** The brand of the path, when it is the caller's; a foreign, malformed or unknown id is the same 404. */
export async function resolveBrandScope(db: Database, accountId: string, brandId: string): Promise<InstagramScope> {
  const brand = isUuid(brandId) ? await findBrandInAccount(db, accountId, brandId) : null;
  if (!brand) throw notFound(INSTAGRAM_MESSAGES.brandNotFound);
  return { accountId, brandId: brand.id };
}

function productDetails(row: ProductRow): string {
  const price = row.price === null ? null : `$${row.price.toFixed(2)}`;
  const text = row.description?.trim() || [row.handle, price].filter(Boolean).join(' · ');
  return truncateText(text, INSTAGRAM_TRUNCATION.productDetails);
}

export function toProductDto(row: ProductRow): InstagramProduct {
  return {
    prodId: row.externalId,
    prodTitle: truncateText(row.title, INSTAGRAM_TRUNCATION.productTitle),
    prodDetails: productDetails(row),
    imageUrl: row.imageUrl,
    price: row.price,
  };
}

export async function listProducts(db: Database, scope: InstagramScope): Promise<InstagramProduct[]> {
  return (await listProductRows(db, scope)).map(toProductDto);
}

async function toPosts(db: Database, scope: InstagramScope, rows: PostRow[]): Promise<InstagramPost[]> {
  const needsProducts = rows.some((row) => row.selectedProductId);
  const catalog = needsProducts
    ? new Map((await listProductRows(db, scope)).map((row) => [row.externalId, row]))
    : null;
  return rows.map((row) => {
    const product = row.selectedProductId ? catalog?.get(row.selectedProductId) : undefined;
    return {
      mediaId: row.mediaId,
      postLink: row.postLink,
      preview: truncateText(row.preview, INSTAGRAM_TRUNCATION.postPreview),
      commentCount: row.commentCount,
      pendingCount: row.pendingCount,
      lastCommentAt: row.lastCommentAt.toISOString(),
      selectedProductId: row.selectedProductId,
      productSelectedAt: row.productSelectedAt?.toISOString() ?? null,
      product: product ? toProductDto(product) : null,
    };
  });
}

export async function listPosts(db: Database, scope: InstagramScope, unassociatedOnly = false) {
  return toPosts(db, scope, await listPostRows(db, scope, { unassociatedOnly }));
}

export async function listPostComments(db: Database, scope: InstagramScope, mediaId: string) {
  const rows = await listPostCommentRows(db, scope, mediaId);
  if (rows.length === 0) throw notFound(INSTAGRAM_MESSAGES.postNotFound);
  return rows.map(toCommentDto);
}

/** PUT (productId) or DELETE (null) the post's product; the post must have comments of this brand. */
export async function setAssociation(
  db: Database,
  scope: InstagramScope,
  mediaId: string,
  productId: string | null,
): Promise<ProductAssociationResponse['data']> {
  const product = productId === null ? null : await findProductRow(db, scope, productId);
  if (productId !== null && !product) throw notFound(INSTAGRAM_MESSAGES.productNotFound);
  const at = product ? new Date() : null;
  const updated = await setPostProduct(db, scope, mediaId, product?.externalId ?? null, at);
  if (updated === 0) throw notFound(INSTAGRAM_MESSAGES.postNotFound);
  return {
    mediaId,
    selectedProductId: product?.externalId ?? null,
    productSelectedAt: at?.toISOString() ?? null,
    product: product ? toProductDto(product) : null,
    updatedComments: updated,
  };
}
