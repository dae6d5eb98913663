import { TEMPLATE_MESSAGES, TEMPLATES_PER_BRAND, templateEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { createTemplate, editTemplate, listTemplates, removeTemplate } from './template.service.ts';

/** The editor's Add Template / Manage Templates: the selected brand's own saved replies. */
export const templateRoutes = endpointRoutes(templateEndpoints, ({ db }: { db: Database }) => ({
  list: async ({ scope }) => ({
    success: true as const,
    data: { templates: await listTemplates(db, scope), max: TEMPLATES_PER_BRAND },
  }),
  create: async ({ scope, body }) => ({ success: true as const, data: await createTemplate(db, scope, body) }),
  update: async ({ scope, params, body }) => ({
    success: true as const,
    data: await editTemplate(db, scope, params.id, body),
  }),
  remove: async ({ scope, params }) => {
    await removeTemplate(db, scope, params.id);
    return { success: true as const, message: TEMPLATE_MESSAGES.deleted };
  },
}));
