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
  generateRequestSchema,
  generateResponseSchema,
  sendRequestSchema,
  sendResponseSchema,
} from '../inbox-schemas.ts';
import { notSpamResponseSchema } from '../signals-schemas.ts';
import { simpleSuccessSchema } from '../auth.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

const idParams = z.object({ id: z.string().max(64) });

/** Spec 2 §7 comment calls, brand-scoped through X-Brand-Id: the inbox's list, cards, drafts and generation. */
export const commentEndpoints = defineEndpointGroup('comments', {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/comments',
    auth: 'brand',
    summary: "The selected brand's inbox: filtered, searched, paginated, with tab counts",
    query: commentsQuerySchema,
    response: commentsResponseSchema,
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/comments/stats',
    auth: 'brand',
    summary: "The inbox's four statistic cards",
    query: commentStatsQuerySchema,
    response: commentStatsResponseSchema,
  }),
  byBrand: defineEndpoint({
    method: 'GET',
    path: '/api/comments/:brandId',
    auth: 'user',
    summary: "A brand's comments by brand id (the brand must be the caller's)",
    params: z.object({ brandId: z.string().max(64) }),
    query: brandCommentsQuerySchema,
    response: brandCommentsResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  saveDraft: defineEndpoint({
    method: 'PUT',
    path: '/api/comments/:id/draft',
    auth: 'brand',
    summary: 'Save an edited draft (Save Changes); pending or draft items only',
    params: idParams,
    body: draftRequestSchema,
    response: draftResponseSchema,
    errors: ['CONFLICT'],
  }),
  generateResponse: defineEndpoint({
    method: 'POST',
    path: '/api/comments/generate-response',
    auth: 'brand',
    summary: 'Draft a reply with the AI provider; charged once per idempotency key (body or X-Idempotency-Key)',
    body: generateRequestSchema,
    response: generateResponseSchema,
    errors: ['CONFLICT', 'INSUFFICIENT_CREDITS', 'SERVICE_UNAVAILABLE'],
  }),
});

/** POST /backend/api/comments/{id}/send (spec 2 §7): registered by the replies module, which owns sending. */
export const replyEndpoints = defineEndpointGroup('comments', {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/comments/:id/send',
    auth: 'brand',
    summary: 'Send a draft to its platform, or to the platform and WhatsApp ("both")',
    params: idParams,
    body: sendRequestSchema,
    response: sendResponseSchema,
    errors: ['CONFLICT', 'INSUFFICIENT_CREDITS'],
  }),
  deleteReply: defineEndpoint({
    method: 'DELETE',
    path: '/api/comments/:id/reply',
    auth: 'brand',
    summary: 'Delete a sent reply on its platform (where the platform allows it); the item returns to Drafts',
    params: idParams,
    response: simpleSuccessSchema,
    errors: ['CONFLICT', 'SERVICE_UNAVAILABLE'],
  }),
});

/** The Spam tab's way out: registered by the signals module, which owns the spam verdict. */
export const notSpamEndpoints = defineEndpointGroup('comments', {
  notSpam: defineEndpoint({
    method: 'POST',
    path: '/api/comments/:id/not-spam',
    auth: 'brand',
    summary: 'Mark an item "Not spam": it returns to the Inbox and replies can be drafted',
    params: idParams,
    response: notSpamResponseSchema,
  }),
});
