import {
  BILLING_MESSAGES,
  CREDIT_PACKS,
  SUBSCRIPTION_INTERVAL,
  SUBSCRIPTION_PLANS,
  type CreditPurchaseRequest,
  type CurrentPlan,
  type PaymentStatusResponse,
  type SubscriptionCreateRequest,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { Cipher } from '../../lib/secrets.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Integrations } from '../../integrations/registry.ts';
import { findBrandConnection, findConnectionsByExternalId } from '../connections/connection-store.service.ts';
import { platformFailure } from '../connections/connect.service.ts';
import { openConnection } from '../ingestion/ingestion.service.ts';
import { findAccountType, findActiveSubscription, insertCharge, type ChargeRow } from './billing.queries.ts';
import {
  cancelSubscription,
  createOneTimePurchase,
  createSubscription,
  fetchChargeStatus,
  subscribeBillingWebhooks,
  type CreatedCharge,
  type ShopifyAccess,
} from './billing.shopify.ts';
import { applyChargeStatus, requireCharge } from './billing.status.ts';

export interface BillingDeps {
  db: Database;
  cipher: Cipher;
  integrations: Integrations;
  publicUrl: string;
  /** Shopify test charges (no real money) outside live mode. */
  testCharges: boolean;
}

interface Caller {
  accountId: string;
  userId: string;
  brandId: string | null;
}

const CENTS = 100;
const returnUrl = (deps: BillingDeps) => `${deps.publicUrl}/payment-confirmation`;
export const billingWebhookUrl = (publicUrl: string) => `${publicUrl}/webhooks/shopify/billing`;

/** The brand's Shopify connection (or, for a charge, the store it was made on) and its token. */
type ShopifyDeps = Pick<BillingDeps, 'db' | 'cipher' | 'integrations'>;

async function shopifyAccess(
  deps: ShopifyDeps,
  scope: { accountId: string; brandId: string | null; shop?: string },
): Promise<ShopifyAccess & { brandId: string }> {
  const row = scope.brandId
    ? await findBrandConnection(deps.db, { accountId: scope.accountId, brandId: scope.brandId, platform: 'shopify' })
    : scope.shop
      ? ((await findConnectionsByExternalId(deps.db, 'shopify', scope.shop)).find(
          (connection) => connection.accountId === scope.accountId,
        ) ?? null)
      : null;
  if (!row) {
    if (!scope.brandId && !scope.shop) throw new AppError('BRAND_REQUIRED', 'Select a brand first');
    throw conflict(BILLING_MESSAGES.shopifyRequired);
  }
  const connection = openConnection(deps.cipher, row);
  return { shop: connection.externalId, accessToken: connection.credentials.accessToken, brandId: row.brandId };
}

async function onShopify<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw platformFailure(error, 'shopify');
  }
}

/** Network first (no transaction open), then one insert of the pending charge. */
async function startCharge(
  deps: BillingDeps,
  caller: Caller,
  charge: { kind: ChargeRow['kind']; product: string; name: string; price: number; credits: number },
  create: (access: ShopifyAccess) => Promise<CreatedCharge>,
) {
  const access = await shopifyAccess(deps, caller);
  const created = await onShopify(async () => {
    await subscribeBillingWebhooks(deps.integrations.deps, access, billingWebhookUrl(deps.publicUrl));
    return create(access);
  });
  const row = await insertCharge(deps.db, {
    accountId: caller.accountId,
    brandId: access.brandId,
    userId: caller.userId,
    kind: charge.kind,
    product: charge.product,
    name: charge.name,
    priceCents: Math.round(charge.price * CENTS),
    credits: charge.credits,
    shop: access.shop,
    shopifyGid: created.gid,
    shopifyChargeId: created.gid.split('/').pop() ?? created.gid,
  });
  return { chargeId: row.shopifyChargeId, confirmationUrl: created.confirmationUrl };
}

/** The price comes from our plan list; a client price that disagrees is refused rather than charged. */
export async function startSubscription(deps: BillingDeps, caller: Caller, input: SubscriptionCreateRequest) {
  const plan = SUBSCRIPTION_PLANS.find((entry) => entry.name.toLowerCase() === input.subscriptionName.toLowerCase());
  if (!plan || plan.price === null || plan.monthlyCredits === null) throw badRequest(BILLING_MESSAGES.unknownPlan);
  if (Math.abs(plan.price - input.subscriptionPrice) > 0.001) throw badRequest(BILLING_MESSAGES.priceMismatch);
  const { price, monthlyCredits } = plan;
  return startCharge(
    deps,
    caller,
    { kind: 'subscription', product: plan.accountType, name: `${plan.name} plan`, price, credits: monthlyCredits },
    (access) =>
      createSubscription(deps.integrations.deps, access, {
        name: `${plan.name} plan`,
        price,
        returnUrl: returnUrl(deps),
        interval: SUBSCRIPTION_INTERVAL,
        currencyCode: input.currencyCode,
        test: deps.testCharges,
      }),
  );
}

export async function startCreditPurchase(deps: BillingDeps, caller: Caller, input: CreditPurchaseRequest) {
  const pack = CREDIT_PACKS.find((entry) => entry.name.toLowerCase() === input.purchaseName.toLowerCase());
  if (!pack) throw badRequest(BILLING_MESSAGES.unknownPack);
  if (Math.abs(pack.price - input.spendAmount) > 0.001) throw badRequest(BILLING_MESSAGES.priceMismatch);
  return startCharge(
    deps,
    caller,
    { kind: 'one_time', product: pack.name, name: pack.name, price: pack.price, credits: pack.credits },
    (access) =>
      createOneTimePurchase(deps.integrations.deps, access, {
        name: pack.name,
        price: pack.price,
        returnUrl: returnUrl(deps),
        currencyCode: input.currencyCode,
        test: deps.testCharges,
      }),
  );
}

/** What Shopify says about one of our charges (null: Shopify does not know it). */
export async function chargeOnShopify(deps: ShopifyDeps, charge: ChargeRow) {
  const access = await shopifyAccess(deps, { accountId: charge.accountId, brandId: charge.brandId, shop: charge.shop });
  return onShopify(() => fetchChargeStatus(deps.integrations.deps, access, charge.shopifyGid));
}

/** Asks Shopify about a charge still pending here and applies the answer (the webhook may have done it already). */
export async function refreshCharge(deps: ShopifyDeps, charge: ChargeRow): Promise<ChargeRow> {
  if (charge.status !== 'pending') return charge;
  const reported = await chargeOnShopify(deps, charge);
  if (!reported) return charge;
  return applyChargeStatus(deps.db, { accountId: charge.accountId, chargeId: charge.id }, reported);
}

export async function paymentStatus(
  deps: BillingDeps,
  accountId: string,
  reference: string,
): Promise<Omit<PaymentStatusResponse, 'success'>> {
  const charge = await refreshCharge(deps, await requireCharge(deps.db, accountId, reference));
  return { status: charge.status, kind: charge.kind, name: charge.name, credits: charge.credits };
}

async function subscriptionFor(deps: BillingDeps, accountId: string, reference?: string) {
  if (reference) {
    const charge = await requireCharge(deps.db, accountId, reference);
    if (charge.kind !== 'subscription') throw notFound(BILLING_MESSAGES.noSubscription);
    return charge;
  }
  const active = await findActiveSubscription(deps.db, accountId);
  if (!active) throw notFound(BILLING_MESSAGES.noSubscription);
  return active;
}

export async function cancelPlan(deps: BillingDeps, accountId: string, reference?: string) {
  const charge = await subscriptionFor(deps, accountId, reference);
  if (charge.status !== 'active') throw conflict(BILLING_MESSAGES.noSubscription);
  const access = await shopifyAccess(deps, { accountId, brandId: charge.brandId, shop: charge.shop });
  const status = await onShopify(() => cancelSubscription(deps.integrations.deps, access, charge.shopifyGid));
  await applyChargeStatus(deps.db, { accountId, chargeId: charge.id }, { status });
}

export async function subscriptionDetails(deps: BillingDeps, accountId: string, reference?: string) {
  const charge = reference
    ? await subscriptionFor(deps, accountId, reference)
    : await findActiveSubscription(deps.db, accountId);
  return {
    subscriptionId: charge?.shopifyChargeId ?? null,
    name: charge?.name ?? null,
    status: charge?.status ?? null,
    currentPeriodEnd: charge?.currentPeriodEnd?.toISOString() ?? null,
  };
}

export async function currentPlan(deps: BillingDeps, caller: Caller): Promise<CurrentPlan> {
  const [accountType, active, connection] = await Promise.all([
    findAccountType(deps.db, caller.accountId, caller.userId),
    findActiveSubscription(deps.db, caller.accountId),
    caller.brandId
      ? findBrandConnection(deps.db, { accountId: caller.accountId, brandId: caller.brandId, platform: 'shopify' })
      : null,
  ]);
  return {
    accountType,
    shopifyConnected: connection !== null,
    subscription: active
      ? {
          subscriptionId: active.shopifyChargeId,
          name: active.name,
          status: active.status,
          currentPeriodEnd: active.currentPeriodEnd?.toISOString() ?? null,
        }
      : null,
  };
}
