import type { FastifyBaseLogger } from 'fastify';
import { DISCOUNT_MESSAGES, discountEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { Cipher } from '../../lib/secrets.ts';
import type { Integrations } from '../../integrations/registry.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { createReplyDiscount, listDiscounts, updateDiscount, withdrawReplyDiscount } from './discount.service.ts';

/** The Discount Manager (spec 2 §7) and the editor's Add Discount, over the brand's Shopify store. */
export const discountRoutes = endpointRoutes(
  discountEndpoints,
  ({ db, cipher, integrations }: { db: Database; cipher: Cipher; integrations: Integrations }) => {
    const depsFor = (log: FastifyBaseLogger) => ({ db, cipher, integrations, log });
    return {
      list: async ({ scope, request }) => {
        const result = await listDiscounts(depsFor(request.log), scope);
        return { success: true as const, data: result.discounts, shopifyConnected: result.shopifyConnected };
      },
      update: async ({ scope, params, body, request }) => {
        const data = await updateDiscount(depsFor(request.log), scope, params.name, body);
        return { success: true as const, message: DISCOUNT_MESSAGES.updated, data };
      },
      createReplyCode: async ({ scope, body, request }) => ({
        success: true as const,
        data: await createReplyDiscount(depsFor(request.log), scope, body),
      }),
      withdrawReplyCode: async ({ scope, params, request }) => ({
        success: true as const,
        data: await withdrawReplyDiscount(depsFor(request.log), scope, params.commentId),
      }),
    };
  },
);
