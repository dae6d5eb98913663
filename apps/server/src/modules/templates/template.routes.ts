import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TEMPLATE_MESSAGES,
  TEMPLATES_PER_BRAND,
  templateDeleteResponseSchema,
  templateInputSchema,
  templateListResponseSchema,
  templateResponseSchema,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requireBrand } from '../../plugins/auth.ts';
import { createTemplate, editTemplate, listTemplates, removeTemplate } from './template.service.ts';

const security = [{ bearer: [] }];
const tags = ['templates'];
const idParams = z.object({ id: z.string().max(64) });

/** The editor's Add Template / Manage Templates: the selected brand's own saved replies. */
export const templateRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/templates',
    {
      schema: { tags, security, summary: "The brand's saved templates", response: { 200: templateListResponseSchema } },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const templates = await listTemplates(db, { accountId: principal.accountId, brandId });
      return { success: true as const, data: { templates, max: TEMPLATES_PER_BRAND } };
    },
  );

  app.post(
    '/api/templates',
    {
      schema: {
        tags,
        security,
        summary: 'Save a new template (at most 50 per brand)',
        body: templateInputSchema,
        response: { 200: templateResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const data = await createTemplate(db, { accountId: principal.accountId, brandId }, request.body);
      return { success: true as const, data };
    },
  );

  app.put(
    '/api/templates/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename or rewrite a template',
        params: idParams,
        body: templateInputSchema,
        response: { 200: templateResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const scope = { accountId: principal.accountId, brandId };
      return { success: true as const, data: await editTemplate(db, scope, request.params.id, request.body) };
    },
  );

  app.delete(
    '/api/templates/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a template',
        params: idParams,
        response: { 200: templateDeleteResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      await removeTemplate(db, { accountId: principal.accountId, brandId }, request.params.id);
      return { success: true as const, message: TEMPLATE_MESSAGES.deleted };
    },
  );
};
