import { BILLING_CURRENCY, SUBSCRIPTION_INTERVAL, type CreditPack, type SubscriptionPlan } from '@bizamply/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';
import { getSelectedBrandId } from '@/lib/storage';

/** Shopify returns the merchant here with `?charge_id=` after the approval page. */
const returnUrl = () => `${window.location.origin}/payment-confirmation`;

/** GET /api/subscriptions/current: the account type (the current plan) and the subscription behind it. */
export const useCurrentPlan = () =>
  useQuery({ ...api.billing.current.queryOptions(), select: (response) => response.data });

/** POST /api/subscriptions/create → the Shopify confirmation address the browser is sent to. */
export async function createSubscription(plan: SubscriptionPlan): Promise<string> {
  const answer = await api.billing.createSubscription({
    body: {
      subscriptionName: plan.name,
      subscriptionPrice: plan.price,
      subscriptionInterval: SUBSCRIPTION_INTERVAL,
      currencyCode: BILLING_CURRENCY,
      returnUrl: returnUrl(),
    },
  });
  return answer.appSubscriptionCreate.confirmationUrl || answer.confirmationUrl;
}

/** POST /api/subscriptions/credit/purchase → the Shopify confirmation address. */
export async function purchaseCredits(pack: CreditPack): Promise<string> {
  const answer = await api.billing.purchaseCredits({
    body: {
      BrandId: getSelectedBrandId() ?? undefined,
      purchaseName: pack.name,
      spendAmount: pack.price,
      currencyCode: BILLING_CURRENCY,
      returnUrl: returnUrl(),
    },
  });
  return answer.confirmationUrl || answer.appPurchaseOneTimeCreate.confirmationUrl;
}

/** POST /api/subscriptions/delete: cancels the active plan on Shopify. */
export function cancelSubscription(subscriptionId: string) {
  return api.billing.cancelSubscription({ body: { subscriptionId } });
}

/** GET /api/subscriptions/status/{chargeId}: pending, active, failed or cancelled. */
export function paymentStatusQueryOptions(chargeId: string | null) {
  return api.billing.paymentStatus.queryOptions({ params: { chargeId: chargeId ?? '' } });
}

/** Every billing query (the plan, a charge's status) is keyed under the `billing` group. */
export const isBillingQuery = (queryKey: QueryKey) => queryKey[0] === api.billing.current.endpoint.group;
