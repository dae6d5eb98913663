import { INSTAGRAM_MESSAGES, instagramEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../plugins/auth.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { listPostComments, listPosts, listProducts, resolveBrandScope, setAssociation } from './instagram.service.ts';

/** Spec 2 §7 Instagram calls: the inbox dropdown that ties a post to one of the brand's products. */
export const instagramProductRoutes = endpointRoutes(instagramEndpoints, ({ db }: { db: Database }) => {
  const scopeOf = (principal: Principal, brandId: string) => resolveBrandScope(db, principal.accountId, brandId);
  return {
    posts: async ({ principal, params }) => ({
      success: true as const,
      posts: await listPosts(db, await scopeOf(principal, params.brandId)),
    }),
    unassociatedPosts: async ({ principal, params }) => ({
      success: true as const,
      posts: await listPosts(db, await scopeOf(principal, params.brandId), true),
    }),
    postComments: async ({ principal, params }) => ({
      success: true as const,
      comments: await listPostComments(db, await scopeOf(principal, params.brandId), params.mediaId),
    }),
    products: async ({ principal, params }) => ({
      success: true as const,
      data: await listProducts(db, await scopeOf(principal, params.brandId)),
    }),
    associateProduct: async ({ principal, params, body }) => {
      const scope = await scopeOf(principal, params.brandId);
      const data = await setAssociation(db, scope, params.mediaId, body.productId);
      return { success: true as const, message: INSTAGRAM_MESSAGES.productAssociated, data };
    },
    removeProduct: async ({ principal, params }) => {
      const scope = await scopeOf(principal, params.brandId);
      const data = await setAssociation(db, scope, params.mediaId, null);
      return { success: true as const, message: INSTAGRAM_MESSAGES.productRemoved, data };
    },
  };
});
