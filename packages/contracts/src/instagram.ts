import { z } from 'zod';
import { commentSchema } from './inbox-schemas.ts';

/**
 * Instagram product association: spec 2 "Customer Responses inbox" (the dropdown), §3 "Instagram product
 * option", §4 (the reference on every comment of the post changes together), §7 instagram calls, §8.
 * The brand is named in the path and must be the caller's (another account's brand is a 404).
 */

/** Spec 2 "Customer Responses inbox": display limits of the dropdown. */
export const INSTAGRAM_TRUNCATION = { productTitle: 100, productDetails: 80, postPreview: 100 } as const;

export const INSTAGRAM_MESSAGES = {
  // spec 2 §8 (shown in a red box under the dropdown)
  loadProductsFailed: 'Failed to load products',
  loadProductsError: 'Error loading products',
  associateFailed: 'Failed to associate product',
  associateError: 'Error updating product association',
  removeFailed: 'Failed to remove product',
  // ours
  selectProduct: 'Associate a product',
  noProducts: 'No products synced yet',
  brandNotFound: 'Brand not found',
  postNotFound: 'Instagram post not found',
  productNotFound: 'Product not found',
  productAssociated: 'Product associated',
  productRemoved: 'Product removed',
  productIdRequired: 'productId is required',
} as const;

const id = z.string().min(1).max(300);
export const instagramBrandParamsSchema = z.object({ brandId: z.string().max(64) });
export const instagramPostParamsSchema = z.object({ brandId: z.string().max(64), mediaId: id });

/** Spec 2 §3 "Instagram product option": prodId is the store's product id (as on the comments). */
export const instagramProductSchema = z.object({
  prodId: z.string(),
  prodTitle: z.string(),
  prodDetails: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number().nullable(),
});
export type InstagramProduct = z.infer<typeof instagramProductSchema>;

export const instagramProductsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(instagramProductSchema),
});

/** One post, derived from the brand's Instagram comments that carry its media id. */
export const instagramPostSchema = z.object({
  mediaId: z.string(),
  postLink: z.string().nullable(),
  /** The newest comment's text, cut to INSTAGRAM_TRUNCATION.postPreview. */
  preview: z.string(),
  commentCount: z.number().int(),
  pendingCount: z.number().int(),
  lastCommentAt: z.string(),
  selectedProductId: z.string().nullable(),
  productSelectedAt: z.string().nullable(),
  product: instagramProductSchema.nullable(),
});
export type InstagramPost = z.infer<typeof instagramPostSchema>;

export const instagramPostsResponseSchema = z.object({
  success: z.literal(true),
  posts: z.array(instagramPostSchema),
});

export const instagramPostCommentsResponseSchema = z.object({
  success: z.literal(true),
  comments: z.array(commentSchema),
});

/** PUT /api/instagram/posts/{brandId}/{mediaId}/product */
export const associateProductRequestSchema = z
  .object({
    productId: z
      .string({ error: INSTAGRAM_MESSAGES.productIdRequired })
      .trim()
      .min(1, INSTAGRAM_MESSAGES.productIdRequired)
      .max(300, INSTAGRAM_MESSAGES.productIdRequired),
  })
  .strict();
export type AssociateProductRequest = z.infer<typeof associateProductRequestSchema>;

export const productAssociationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    mediaId: z.string(),
    selectedProductId: z.string().nullable(),
    productSelectedAt: z.string().nullable(),
    product: instagramProductSchema.nullable(),
    /** How many of the brand's comments on the post now carry the reference. */
    updatedComments: z.number().int(),
  }),
});
export type ProductAssociationResponse = z.infer<typeof productAssociationResponseSchema>;

/** Keeps the first `max` characters and marks the cut (spec 2: product title 100, details 80, post preview 100). */
export function truncateText(value: string | null | undefined, max: number): string {
  const text = (value ?? '').trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
