import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandCommentsQuerySchema,
  brandCommentsResponseSchema,
  commentStatsQuerySchema,
  commentStatsResponseSchema,
  commentsQuerySchema,
  commentsResponseSchema,
  draftRequestSchema,
  draftResponseSchema,
  INBOX_MESSAGES,
} from '@bizamply/contracts';
import { notFound } from '../../lib/errors.ts';
import { requireBrand, requirePrincipal } from '../../plugins/auth.ts';
import { findBrandInAccount } from '../brands/brand.queries.ts';
import { commentStats, listComments, saveDraft } from './comment.service.ts';
import { generationRoutes } from './generation.routes.ts';
import type { GenerationDeps } from './generation.service.ts';

const security = [{ bearer: [] }];
const tags = ['comments'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = z.object({ id: z.string().max(64) });

/** Spec 2 §7 comment calls (both prefixes via the app's alias), brand-scoped through X-Brand-Id. */
export const commentRoutes: FastifyPluginAsyncZod<GenerationDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/comments',
    {
      schema: {
        tags,
        security,
        summary: "The selected brand's inbox: filtered, searched, paginated, with tab counts",
        querystring: commentsQuerySchema,
        response: { 200: commentsResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const data = await listComments(db, { accountId: principal.accountId, brandId }, request.query);
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/comments/stats',
    {
      schema: {
        tags,
        security,
        summary: "The inbox's four statistic cards",
        querystring: commentStatsQuerySchema,
        response: { 200: commentStatsResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const data = await commentStats(db, { accountId: principal.accountId, brandId }, request.query.platform);
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/comments/:brandId',
    {
      schema: {
        tags,
        security,
        summary: "A brand's comments by brand id (the brand must be the caller's)",
        params: z.object({ brandId: z.string().max(64) }),
        querystring: brandCommentsQuerySchema,
        response: { 200: brandCommentsResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { brandId } = request.params;
      const brand = UUID.test(brandId) ? await findBrandInAccount(db, principal.accountId, brandId) : null;
      if (!brand) throw notFound('Brand not found');
      const { page, limit } = request.query;
      const data = await listComments(
        db,
        { accountId: principal.accountId, brandId: brand.id },
        { page, limit, sort: 'newest', status: undefined, platform: undefined, search: undefined },
      );
      return { success: true as const, data: data.comments, pagination: data.pagination };
    },
  );

  app.put(
    '/api/comments/:id/draft',
    {
      schema: {
        tags,
        security,
        summary: 'Save an edited draft (Save Changes); pending or draft items only',
        params: idParams,
        body: draftRequestSchema,
        response: { 200: draftResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const comment = await saveDraft(
        db,
        { accountId: principal.accountId, brandId },
        request.params.id,
        request.body.draftContent,
      );
      return { success: true as const, message: INBOX_MESSAGES.draftSaved, data: { success: true as const, comment } };
    },
  );

  await app.register(generationRoutes, deps);
};
