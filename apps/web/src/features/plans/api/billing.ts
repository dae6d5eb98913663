import {
  BILLING_CURRENCY,
  SUBSCRIPTION_INTERVAL,
  creditPurchaseResponseSchema,
  currentPlanResponseSchema,
  paymentStatusResponseSchema,
  subscriptionCreateResponseSchema,
  subscriptionDeleteResponseSchema,
  type CreditPack,
  type CurrentPlan,
  type PaymentStatusResponse,
  type SubscriptionPlan,
} from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';

/** Shopify returns the merchant here with `?charge_id=` after the approval page. */
const returnUrl = () => `${window.location.origin}/payment-confirmation`;

/** GET /api/subscriptions/current: the account type (the current plan) and the subscription behind it. */
export async function getCurrentPlan(signal?: AbortSignal): Promise<CurrentPlan> {
  const { data } = await apiClient.get('/api/subscriptions/current', { schema: currentPlanResponseSchema, signal });
  return data;
}

export const currentPlanQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'current'], queryFn: ({ signal }) => getCurrentPlan(signal) });

export const useCurrentPlan = () => useQuery(currentPlanQueryOptions());

/** POST /api/subscriptions/create → the Shopify confirmation address the browser is sent to. */
export async function createSubscription(plan: SubscriptionPlan): Promise<string> {
  const answer = await apiClient.post(
    '/api/subscriptions/create',
    {
      subscriptionName: plan.name,
      subscriptionPrice: plan.price,
      subscriptionInterval: SUBSCRIPTION_INTERVAL,
      currencyCode: BILLING_CURRENCY,
      returnUrl: returnUrl(),
    },
    { schema: subscriptionCreateResponseSchema },
  );
  return answer.appSubscriptionCreate.confirmationUrl || answer.confirmationUrl;
}

/** POST /api/subscriptions/credit/purchase → the Shopify confirmation address. */
export async function purchaseCredits(pack: CreditPack): Promise<string> {
  const answer = await apiClient.post(
    '/api/subscriptions/credit/purchase',
    {
      BrandId: getSelectedBrandId() ?? undefined,
      purchaseName: pack.name,
      spendAmount: pack.price,
      currencyCode: BILLING_CURRENCY,
      returnUrl: returnUrl(),
    },
    { schema: creditPurchaseResponseSchema },
  );
  return answer.confirmationUrl || answer.appPurchaseOneTimeCreate.confirmationUrl;
}

/** POST /api/subscriptions/delete: cancels the active plan on Shopify. */
export function cancelSubscription(subscriptionId: string) {
  return apiClient.post('/api/subscriptions/delete', { subscriptionId }, { schema: subscriptionDeleteResponseSchema });
}

/** GET /api/subscriptions/status/{chargeId}: pending, active, failed or cancelled. */
export function getPaymentStatus(chargeId: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return apiClient.get(`/api/subscriptions/status/${encodeURIComponent(chargeId)}`, {
    schema: paymentStatusResponseSchema,
    signal,
  });
}
