import { commentEndpoints, INBOX_MESSAGES, isUuid } from '@bizamply/contracts';
import { notFound } from '../../lib/errors.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { findBrandInAccount } from '../brands/brand.queries.ts';
import { newestItemsWarmUp } from './brand-warm-up.ts';
import { commentStats, listComments, saveDraft, searchesItems } from './comment.service.ts';
import { generateResponse, type GenerationDeps } from './generation.service.ts';
import { resolveIdempotencyKey } from './idempotency.ts';
import { inboxPageBody, searchPageBody } from './inbox-page-cache.ts';
import { inboxPageJson } from './inbox-page-json.ts';

/** Spec 2 §7 comment calls (both prefixes via the app's alias), brand-scoped through X-Brand-Id. */
export const commentRoutes = endpointRoutes(commentEndpoints, (deps: GenerationDeps) => {
  const { db } = deps;
  return {
    // A page, with or without a search, is kept while the brand's items do not change (inbox-page-cache.ts).
    list: async ({ scope, query, reply }) => {
      const page = await (searchesItems(query) ? searchPageBody : inboxPageBody)(db, scope, query, (body) =>
        inboxPageJson(body, reply, reply.server.verifyResponses),
      );
      // After the page is read (the stats, read beside it, would start it among the page's own reads): the brand's
      // next searches find its newest items in memory (brand-warm-up.ts).
      void newestItemsWarmUp.touch(db, scope);
      return page;
    },
    stats: async ({ scope, query }) => ({
      success: true as const,
      data: await commentStats(db, scope, query.platform),
    }),
    byBrand: async ({ principal, params, query }) => {
      const { brandId } = params;
      const brand = isUuid(brandId) ? await findBrandInAccount(db, principal.accountId, brandId) : null;
      if (!brand) throw notFound('Brand not found');
      const { page, limit } = query;
      const data = await listComments(
        db,
        { accountId: principal.accountId, brandId: brand.id },
        { page, limit, sort: 'newest', status: undefined, platform: undefined, search: undefined },
      );
      return { success: true as const, data: data.comments, pagination: data.pagination };
    },
    saveDraft: async ({ scope, params, body }) => {
      const comment = await saveDraft(db, scope, params.id, body.draftContent);
      return { success: true as const, message: INBOX_MESSAGES.draftSaved, data: { success: true as const, comment } };
    },
    generateResponse: async ({ scope, principal, body, request }) => {
      const key = resolveIdempotencyKey(request, body.idempotencyKey);
      const data = await generateResponse(deps, { ...scope, userId: principal.userId }, body.commentId, key);
      return { success: true as const, data };
    },
  };
});
