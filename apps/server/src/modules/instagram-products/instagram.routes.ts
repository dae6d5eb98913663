import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  associateProductRequestSchema,
  INSTAGRAM_MESSAGES,
  instagramBrandParamsSchema,
  instagramPostCommentsResponseSchema,
  instagramPostParamsSchema,
  instagramPostsResponseSchema,
  instagramProductsResponseSchema,
  productAssociationResponseSchema,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { listPostComments, listPosts, listProducts, resolveBrandScope, setAssociation } from './instagram.service.ts';

const security = [{ bearer: [] }];
const tags = ['instagram'];

/** Spec 2 §7 Instagram calls: the inbox dropdown that ties a post to one of the brand's products. */
export const instagramProductRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const scopeOf = (request: Parameters<typeof requirePrincipal>[0], brandId: string) =>
    resolveBrandScope(db, requirePrincipal(request).accountId, brandId);

  app.get(
    '/api/instagram/posts/:brandId',
    {
      schema: {
        tags,
        security,
        summary: "The brand's Instagram posts (from their comments), with the associated product",
        params: instagramBrandParamsSchema,
        response: { 200: instagramPostsResponseSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, request.params.brandId);
      return { success: true as const, posts: await listPosts(db, scope) };
    },
  );

  app.get(
    '/api/instagram/posts/:brandId/unassociated',
    {
      schema: {
        tags,
        security,
        summary: 'Posts without a product yet',
        params: instagramBrandParamsSchema,
        response: { 200: instagramPostsResponseSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, request.params.brandId);
      return { success: true as const, posts: await listPosts(db, scope, true) };
    },
  );

  app.get(
    '/api/instagram/posts/:brandId/:mediaId/comments',
    {
      schema: {
        tags,
        security,
        summary: "The brand's comments on one post",
        params: instagramPostParamsSchema,
        response: { 200: instagramPostCommentsResponseSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, request.params.brandId);
      return { success: true as const, comments: await listPostComments(db, scope, request.params.mediaId) };
    },
  );

  app.get(
    '/api/instagram/products/:brandId',
    {
      schema: {
        tags,
        security,
        summary: "The brand's store products, as dropdown options",
        params: instagramBrandParamsSchema,
        response: { 200: instagramProductsResponseSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, request.params.brandId);
      return { success: true as const, data: await listProducts(db, scope) };
    },
  );

  app.put(
    '/api/instagram/posts/:brandId/:mediaId/product',
    {
      schema: {
        tags,
        security,
        summary: 'Associate a product with the post (every comment of the post)',
        params: instagramPostParamsSchema,
        body: associateProductRequestSchema,
        response: { 200: productAssociationResponseSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, request.params.brandId);
      const data = await setAssociation(db, scope, request.params.mediaId, request.body.productId);
      return { success: true as const, message: INSTAGRAM_MESSAGES.productAssociated, data };
    },
  );

  app.delete(
    '/api/instagram/posts/:brandId/:mediaId/product',
    {
      schema: {
        tags,
        security,
        summary: "Remove the post's product (Remove Product)",
        params: instagramPostParamsSchema,
        response: { 200: productAssociationResponseSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, request.params.brandId);
      const data = await setAssociation(db, scope, request.params.mediaId, null);
      return { success: true as const, message: INSTAGRAM_MESSAGES.productRemoved, data };
    },
  );
};
