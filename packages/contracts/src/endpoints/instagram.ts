import {
  associateProductRequestSchema,
  instagramBrandParamsSchema,
  instagramPostCommentsResponseSchema,
  instagramPostParamsSchema,
  instagramPostsResponseSchema,
  instagramProductsResponseSchema,
  productAssociationResponseSchema,
} from '../instagram.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/**
 * Spec 2 §7 Instagram calls: the inbox dropdown that ties a post to one of the brand's products. The brand is in
 * the path (the caller's own, else 404), not in X-Brand-Id.
 */
export const instagramEndpoints = defineEndpointGroup('instagram', {
  posts: defineEndpoint({
    method: 'GET',
    path: '/api/instagram/posts/:brandId',
    auth: 'user',
    summary: "The brand's Instagram posts (from their comments), with the associated product",
    params: instagramBrandParamsSchema,
    response: instagramPostsResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  unassociatedPosts: defineEndpoint({
    method: 'GET',
    path: '/api/instagram/posts/:brandId/unassociated',
    auth: 'user',
    summary: 'Posts without a product yet',
    params: instagramBrandParamsSchema,
    response: instagramPostsResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  postComments: defineEndpoint({
    method: 'GET',
    path: '/api/instagram/posts/:brandId/:mediaId/comments',
    auth: 'user',
    summary: "The brand's comments on one post",
    params: instagramPostParamsSchema,
    response: instagramPostCommentsResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  products: defineEndpoint({
    method: 'GET',
    path: '/api/instagram/products/:brandId',
    auth: 'user',
    summary: "The brand's store products, as dropdown options",
    params: instagramBrandParamsSchema,
    response: instagramProductsResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  associateProduct: defineEndpoint({
    method: 'PUT',
    path: '/api/instagram/posts/:brandId/:mediaId/product',
    auth: 'user',
    summary: 'Associate a product with the post (every comment of the post)',
    params: instagramPostParamsSchema,
    body: associateProductRequestSchema,
    response: productAssociationResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  removeProduct: defineEndpoint({
    method: 'DELETE',
    path: '/api/instagram/posts/:brandId/:mediaId/product',
    auth: 'user',
    summary: "Remove the post's product (Remove Product)",
    params: instagramPostParamsSchema,
    response: productAssociationResponseSchema,
    errors: ['NOT_FOUND'],
  }),
});
