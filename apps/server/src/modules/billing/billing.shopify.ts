import { z } from 'zod';
import { shopifyGraphql } from '../../integrations/shopify/client.ts';
import { PlatformError } from '../../integrations/http.ts';
import type { IntegrationDeps } from '../../integrations/types.ts';

/** Shopify Billing over Admin GraphQL (platform-apis.md §1.7). */
export interface ShopifyAccess {
  shop: string;
  accessToken: string;
}

const userErrors = z.array(z.object({ message: z.string().max(1000) })).default([]);
const chargeView = z.object({ id: z.string().max(200), status: z.string().max(40) });

const SUBSCRIPTION_CREATE = `mutation($name:String!,$returnUrl:URL!,$lineItems:[AppSubscriptionLineItemInput!]!,$test:Boolean){
  appSubscriptionCreate(name:$name, returnUrl:$returnUrl, lineItems:$lineItems, test:$test){
    appSubscription{ id name status currentPeriodEnd } confirmationUrl userErrors{ field message } } }`;
const PURCHASE_CREATE = `mutation($name:String!,$price:MoneyInput!,$returnUrl:URL!,$test:Boolean){
  appPurchaseOneTimeCreate(name:$name, price:$price, returnUrl:$returnUrl, test:$test){
    appPurchaseOneTime{ id name status } confirmationUrl userErrors{ field message } } }`;
const SUBSCRIPTION_CANCEL = `mutation($id:ID!,$prorate:Boolean){
  appSubscriptionCancel(id:$id, prorate:$prorate){ appSubscription{ id status } userErrors{ field message } } }`;
const CHARGE_NODE = `query($id:ID!){ node(id:$id){
  ... on AppSubscription { id status currentPeriodEnd } ... on AppPurchaseOneTime { id status } } }`;
const BILLING_TOPICS = ['APP_SUBSCRIPTIONS_UPDATE', 'APP_PURCHASES_ONE_TIME_UPDATE'];
const WEBHOOK_MUTATION = `mutation($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!){
  webhookSubscriptionCreate(topic:$topic, webhookSubscription:$webhookSubscription){ webhookSubscription{ id } userErrors{ field message } } }`;

function refused(errors: { message: string }[]): never {
  throw new PlatformError('shopify', 'rejected', `Shopify refused the charge: ${errors[0]?.message ?? 'error'}`);
}

export interface CreatedCharge {
  gid: string;
  confirmationUrl: string;
}

export async function createSubscription(
  deps: IntegrationDeps,
  access: ShopifyAccess,
  input: { name: string; price: number; returnUrl: string; interval: string; currencyCode: string; test: boolean },
): Promise<CreatedCharge> {
  const data = await shopifyGraphql(deps, {
    ...access,
    query: SUBSCRIPTION_CREATE,
    variables: {
      name: input.name,
      returnUrl: input.returnUrl,
      test: input.test,
      lineItems: [
        {
          plan: {
            appRecurringPricingDetails: {
              price: { amount: input.price, currencyCode: input.currencyCode },
              interval: input.interval,
            },
          },
        },
      ],
    },
    data: z.object({
      appSubscriptionCreate: z.object({
        appSubscription: chargeView.nullable(),
        confirmationUrl: z.string().max(2000).nullable(),
        userErrors,
      }),
    }),
  });
  const result = data.appSubscriptionCreate;
  if (!result.appSubscription || !result.confirmationUrl) refused(result.userErrors);
  return { gid: result.appSubscription.id, confirmationUrl: result.confirmationUrl };
}

export async function createOneTimePurchase(
  deps: IntegrationDeps,
  access: ShopifyAccess,
  input: { name: string; price: number; returnUrl: string; currencyCode: string; test: boolean },
): Promise<CreatedCharge> {
  const data = await shopifyGraphql(deps, {
    ...access,
    query: PURCHASE_CREATE,
    variables: {
      name: input.name,
      returnUrl: input.returnUrl,
      test: input.test,
      price: { amount: input.price, currencyCode: input.currencyCode },
    },
    data: z.object({
      appPurchaseOneTimeCreate: z.object({
        appPurchaseOneTime: chargeView.nullable(),
        confirmationUrl: z.string().max(2000).nullable(),
        userErrors,
      }),
    }),
  });
  const result = data.appPurchaseOneTimeCreate;
  if (!result.appPurchaseOneTime || !result.confirmationUrl) refused(result.userErrors);
  return { gid: result.appPurchaseOneTime.id, confirmationUrl: result.confirmationUrl };
}

export async function cancelSubscription(deps: IntegrationDeps, access: ShopifyAccess, gid: string): Promise<string> {
  const data = await shopifyGraphql(deps, {
    ...access,
    query: SUBSCRIPTION_CANCEL,
    variables: { id: gid, prorate: false },
    data: z.object({
      appSubscriptionCancel: z.object({ appSubscription: chargeView.nullable(), userErrors }),
    }),
  });
  const result = data.appSubscriptionCancel;
  if (!result.appSubscription) refused(result.userErrors);
  return result.appSubscription.status;
}

/** The charge's status on Shopify (PENDING, ACTIVE, DECLINED, EXPIRED, FROZEN, CANCELLED); null when unknown. */
export async function fetchChargeStatus(
  deps: IntegrationDeps,
  access: ShopifyAccess,
  gid: string,
): Promise<{ status: string; currentPeriodEnd: string | null } | null> {
  const data = await shopifyGraphql(deps, {
    ...access,
    query: CHARGE_NODE,
    variables: { id: gid },
    data: z.object({
      node: chargeView.extend({ currentPeriodEnd: z.string().max(100).nullable().optional() }).nullable(),
    }),
  });
  return data.node ? { status: data.node.status, currentPeriodEnd: data.node.currentPeriodEnd ?? null } : null;
}

/** Asks Shopify to report charge status changes to us (idempotent on Shopify's side per topic and address). */
export async function subscribeBillingWebhooks(deps: IntegrationDeps, access: ShopifyAccess, callbackUrl: string) {
  for (const topic of BILLING_TOPICS) {
    await shopifyGraphql(deps, {
      ...access,
      query: WEBHOOK_MUTATION,
      variables: { topic, webhookSubscription: { callbackUrl, format: 'JSON' } },
      data: z.object({ webhookSubscriptionCreate: z.object({ userErrors }) }),
    });
  }
}
