import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BILLING_MESSAGES, billingEndpoints } from '@bizamply/contracts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import type { Principal } from '../../plugins/auth.ts';
import { findBrandInAccount } from '../brands/brand.queries.ts';
import { notFound } from '../../lib/errors.ts';
import {
  cancelPlan,
  currentPlan,
  paymentStatus,
  startCreditPurchase,
  startSubscription,
  subscriptionDetails,
  type BillingDeps,
} from './billing.service.ts';
import { billingWebhookRoutes } from './billing.webhooks.ts';

/** The caller, with the brand from X-Brand-Id or (credit purchase) the body's BrandId, checked against the account. */
async function callerOf(deps: BillingDeps, principal: Principal, request: FastifyRequest, bodyBrandId?: string) {
  let brandId = request.brandId;
  if (!brandId && bodyBrandId) {
    const brand = await findBrandInAccount(deps.db, principal.accountId, bodyBrandId).catch(() => null);
    if (!brand) throw notFound('Brand not found');
    brandId = brand.id;
  }
  return { accountId: principal.accountId, userId: principal.userId, brandId };
}

/**
 * Spec 3 §7 "Billing and payments": plans and credit packs charged through Shopify Billing. The browser's
 * stored shop credentials in the bodies are accepted but not used: the brand's own Shopify connection is.
 */
export const billingRoutes: FastifyPluginAsync<BillingDeps> = async (app, deps) => {
  await app.register(billingWebhookRoutes, { db: deps.db, integrations: deps.integrations });

  registerEndpoints(app, billingEndpoints, {
    createSubscription: async ({ principal, request, body }) => {
      const result = await startSubscription(deps, await callerOf(deps, principal, request), body);
      return { success: true as const, ...result, appSubscriptionCreate: { confirmationUrl: result.confirmationUrl } };
    },
    purchaseCredits: async ({ principal, request, body }) => {
      const caller = await callerOf(deps, principal, request, body.BrandId);
      const result = await startCreditPurchase(deps, caller, body);
      return {
        success: true as const,
        ...result,
        appPurchaseOneTimeCreate: { confirmationUrl: result.confirmationUrl },
      };
    },
    paymentStatus: async ({ principal, params }) => ({
      success: true as const,
      ...(await paymentStatus(deps, principal.accountId, params.chargeId)),
    }),
    details: async ({ principal, query }) => ({
      success: true as const,
      ...(await subscriptionDetails(deps, principal.accountId, query.subscriptionId)),
    }),
    cancelSubscription: async ({ principal, body }) => {
      await cancelPlan(deps, principal.accountId, body.subscriptionId);
      return { success: true as const, message: BILLING_MESSAGES.cancelled };
    },
    current: async ({ principal, request }) => ({
      success: true as const,
      data: await currentPlan(deps, await callerOf(deps, principal, request)),
    }),
  });
};
