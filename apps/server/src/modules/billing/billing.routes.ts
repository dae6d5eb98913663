import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BILLING_MESSAGES,
  chargeIdParamsSchema,
  creditPurchaseRequestSchema,
  creditPurchaseResponseSchema,
  currentPlanResponseSchema,
  paymentStatusResponseSchema,
  subscriptionCreateRequestSchema,
  subscriptionCreateResponseSchema,
  subscriptionDeleteRequestSchema,
  subscriptionDeleteResponseSchema,
  subscriptionDetailsQuerySchema,
  subscriptionDetailsResponseSchema,
} from '@bizamply/contracts';
import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../plugins/auth.ts';
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

const tags = ['billing'];
const security = [{ bearer: [] }];

/** The caller, with the brand from X-Brand-Id or (credit purchase) the body's BrandId, checked against the account. */
async function callerOf(deps: BillingDeps, request: FastifyRequest, bodyBrandId?: string) {
  const principal = requirePrincipal(request);
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
export const billingRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  await app.register(billingWebhookRoutes, { db: deps.db, integrations: deps.integrations });

  app.post(
    '/api/subscriptions/create',
    {
      schema: {
        tags,
        security,
        summary: 'Start a plan subscription; the browser goes to the confirmationUrl to approve it on Shopify',
        body: subscriptionCreateRequestSchema,
        response: { 200: subscriptionCreateResponseSchema },
      },
    },
    async (request) => {
      const result = await startSubscription(deps, await callerOf(deps, request), request.body);
      return { success: true as const, ...result, appSubscriptionCreate: { confirmationUrl: result.confirmationUrl } };
    },
  );

  app.post(
    '/api/subscriptions/credit/purchase',
    {
      schema: {
        tags,
        security,
        summary: 'Start a one-time credit pack purchase; the browser goes to the confirmationUrl',
        body: creditPurchaseRequestSchema,
        response: { 200: creditPurchaseResponseSchema },
      },
    },
    async (request) => {
      const caller = await callerOf(deps, request, request.body.BrandId);
      const result = await startCreditPurchase(deps, caller, request.body);
      return {
        success: true as const,
        ...result,
        appPurchaseOneTimeCreate: { confirmationUrl: result.confirmationUrl },
      };
    },
  );

  app.get(
    '/api/subscriptions/status/:chargeId',
    {
      schema: {
        tags,
        security,
        summary: "A charge's status (pending, active, failed, cancelled); credits are granted once when active",
        params: chargeIdParamsSchema,
        response: { 200: paymentStatusResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return { success: true as const, ...(await paymentStatus(deps, principal.accountId, request.params.chargeId)) };
    },
  );

  app.get(
    '/api/subscriptions/details',
    {
      schema: {
        tags,
        security,
        summary: "The account's active subscription (or the one named): name and current period end",
        querystring: subscriptionDetailsQuerySchema,
        response: { 200: subscriptionDetailsResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const details = await subscriptionDetails(deps, principal.accountId, request.query.subscriptionId);
      return { success: true as const, ...details };
    },
  );

  app.post(
    '/api/subscriptions/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel the active subscription on Shopify; the account returns to the free plan',
        body: subscriptionDeleteRequestSchema,
        response: { 200: subscriptionDeleteResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      await cancelPlan(deps, principal.accountId, request.body.subscriptionId);
      return { success: true as const, message: BILLING_MESSAGES.cancelled };
    },
  );

  app.get(
    '/api/subscriptions/current',
    {
      schema: {
        tags,
        security,
        summary: "The plans page's view: account type, active subscription, whether Shopify is connected",
        response: { 200: currentPlanResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await currentPlan(deps, await callerOf(deps, request)) }),
  );
};
