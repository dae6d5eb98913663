import {
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
} from '../billing.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/**
 * Spec 3 §7 "Billing and payments": plans and credit packs charged through Shopify Billing. Signed-in calls; the
 * brand (X-Brand-Id, or the purchase body's BrandId) is optional and checked by the handler. Shopify's billing
 * webhook is a machine route in Shopify's format (raw signed body): it stays outside the definitions.
 */
export const billingEndpoints = defineEndpointGroup('billing', {
  createSubscription: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/create',
    auth: 'user',
    summary: 'Start a plan subscription; the browser goes to the confirmationUrl to approve it on Shopify',
    body: subscriptionCreateRequestSchema,
    response: subscriptionCreateResponseSchema,
  }),
  purchaseCredits: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/credit/purchase',
    auth: 'user',
    summary: 'Start a one-time credit pack purchase; the browser goes to the confirmationUrl',
    body: creditPurchaseRequestSchema,
    response: creditPurchaseResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  paymentStatus: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/status/:chargeId',
    auth: 'user',
    summary: "A charge's status (pending, active, failed, cancelled); credits are granted once when active",
    params: chargeIdParamsSchema,
    response: paymentStatusResponseSchema,
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/details',
    auth: 'user',
    summary: "The account's active subscription (or the one named): name and current period end",
    query: subscriptionDetailsQuerySchema,
    response: subscriptionDetailsResponseSchema,
  }),
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/delete',
    auth: 'user',
    summary: 'Cancel the active subscription on Shopify; the account returns to the free plan',
    body: subscriptionDeleteRequestSchema,
    response: subscriptionDeleteResponseSchema,
  }),
  current: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/current',
    auth: 'user',
    summary: "The plans page's view: account type, active subscription, whether Shopify is connected",
    response: currentPlanResponseSchema,
  }),
});
