import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DISCOUNT_MESSAGES,
  discountsResponseSchema,
  discountUpdateResponseSchema,
  discountUpdateSchema,
  replyDiscountRequestSchema,
  replyDiscountResponseSchema,
  withdrawReplyDiscountResponseSchema,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { Cipher } from '../../lib/secrets.ts';
import type { Integrations } from '../../integrations/registry.ts';
import { requireBrand } from '../../plugins/auth.ts';
import { createReplyDiscount, listDiscounts, updateDiscount, withdrawReplyDiscount } from './discount.service.ts';

const security = [{ bearer: [] }];
const tags = ['discounts'];
const nameParams = z.object({ name: z.string().min(1).max(255) });

/** The Discount Manager (spec 2 §7) and the editor's Add Discount, over the brand's Shopify store. */
export const discountRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cipher: Cipher;
  integrations: Integrations;
}> = async (app, { db, cipher, integrations }) => {
  const depsFor = (log: { info: (message: string) => void; warn: (message: string) => void }) => ({
    db,
    cipher,
    integrations,
    log,
  });
  const scopeOf = (request: Parameters<typeof requireBrand>[0]) => {
    const { principal, brandId } = requireBrand(request);
    return { accountId: principal.accountId, brandId };
  };

  app.get(
    '/api/discounts',
    {
      schema: {
        tags,
        security,
        summary: "The brand's Shopify discounts (read from Shopify on every call)",
        response: { 200: discountsResponseSchema },
      },
    },
    async (request) => {
      const result = await listDiscounts(depsFor(request.log), scopeOf(request));
      return { success: true as const, data: result.discounts, shopifyConnected: result.shopifyConnected };
    },
  );

  app.put(
    '/api/discounts/:name',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a discount (name = its title, URL-encoded); written to Shopify first',
        params: nameParams,
        body: discountUpdateSchema,
        response: { 200: discountUpdateResponseSchema },
      },
    },
    async (request) => {
      const data = await updateDiscount(depsFor(request.log), scopeOf(request), request.params.name, request.body);
      return { success: true as const, message: DISCOUNT_MESSAGES.updated, data };
    },
  );

  app.post(
    '/api/discounts/reply-code',
    {
      schema: {
        tags,
        security,
        summary: 'Create a single-use 15 % code in Shopify for a reply',
        body: replyDiscountRequestSchema,
        response: { 200: replyDiscountResponseSchema },
      },
    },
    async (request) => {
      const data = await createReplyDiscount(depsFor(request.log), scopeOf(request), request.body ?? {});
      return { success: true as const, data };
    },
  );

  app.delete(
    '/api/discounts/reply-code/:commentId',
    {
      schema: {
        tags,
        security,
        summary: "Withdraw a reply's unsent code: deleted in Shopify and from the Discount Manager",
        params: z.object({ commentId: z.string().max(100) }),
        response: { 200: withdrawReplyDiscountResponseSchema },
      },
    },
    async (request) => {
      const data = await withdrawReplyDiscount(depsFor(request.log), scopeOf(request), request.params.commentId);
      return { success: true as const, data };
    },
  );
};
