import { z } from 'zod';
import {
  templateDeleteResponseSchema,
  templateInputSchema,
  templateListResponseSchema,
  templateResponseSchema,
} from '../inbox-schemas.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

const idParams = z.object({ id: z.string().max(64) });

/** The editor's Add Template / Manage Templates: the selected brand's own saved replies. */
export const templateEndpoints = defineEndpointGroup('templates', {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/templates',
    auth: 'brand',
    summary: "The brand's saved templates",
    response: templateListResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/templates',
    auth: 'brand',
    summary: 'Save a new template (at most 50 per brand)',
    body: templateInputSchema,
    response: templateResponseSchema,
    errors: ['CONFLICT'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/templates/:id',
    auth: 'brand',
    summary: 'Rename or rewrite a template',
    params: idParams,
    body: templateInputSchema,
    response: templateResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/templates/:id',
    auth: 'brand',
    summary: 'Delete a template',
    params: idParams,
    response: templateDeleteResponseSchema,
    errors: ['NOT_FOUND'],
  }),
});
