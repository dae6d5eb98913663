import { z } from 'zod';
import {
  discountsResponseSchema,
  discountUpdateResponseSchema,
  discountUpdateSchema,
  replyDiscountRequestSchema,
  replyDiscountResponseSchema,
  withdrawReplyDiscountResponseSchema,
} from '../discounts-schemas.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/** The Discount Manager (spec 2 §7) and the editor's Add Discount, over the brand's Shopify store. */
export const discountEndpoints = defineEndpointGroup('discounts', {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/discounts',
    auth: 'brand',
    summary: "The brand's Shopify discounts (read from Shopify on every call)",
    response: discountsResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/discounts/:name',
    auth: 'brand',
    summary: 'Edit a discount (name = its title, URL-encoded); written to Shopify first',
    params: z.object({ name: z.string().min(1).max(255) }),
    body: discountUpdateSchema,
    response: discountUpdateResponseSchema,
    errors: ['CONFLICT', 'PLATFORM_ERROR', 'SERVICE_UNAVAILABLE'],
  }),
  createReplyCode: defineEndpoint({
    method: 'POST',
    path: '/api/discounts/reply-code',
    auth: 'brand',
    summary: 'Create a single-use 15 % code in Shopify for a reply',
    body: replyDiscountRequestSchema,
    response: replyDiscountResponseSchema,
    errors: ['CONFLICT', 'PLATFORM_ERROR', 'SERVICE_UNAVAILABLE'],
  }),
  withdrawReplyCode: defineEndpoint({
    method: 'DELETE',
    path: '/api/discounts/reply-code/:commentId',
    auth: 'brand',
    summary: "Withdraw a reply's unsent code: deleted in Shopify and from the Discount Manager",
    params: z.object({ commentId: z.string().max(100) }),
    response: withdrawReplyDiscountResponseSchema,
    errors: ['PLATFORM_ERROR', 'SERVICE_UNAVAILABLE'],
  }),
});
