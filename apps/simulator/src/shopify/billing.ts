import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../common/context.ts';
import { appendQuery, escapeHtml } from '../common/pages.ts';
import { emitShopifyWebhook } from './control.ts';

/**
 * Shopify Billing (platform-apis.md §1.7): appSubscriptionCreate / appPurchaseOneTimeCreate answer a
 * PENDING charge and a confirmationUrl; the merchant approves or declines on a simulated Shopify page,
 * which sets the status, sends app_subscriptions/update (or app_purchases_one_time/update) signed like
 * every Shopify webhook, and redirects to the returnUrl with `charge_id`. Charges live in the simulator's
 * items table (platform `shopify-billing`), so every server process sees the same state.
 */
const PLATFORM = 'shopify-billing';
const PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

type Kind = 'subscription' | 'one_time';
interface Charge {
  id: string;
  kind: Kind;
  name: string;
  status: string;
  test: boolean;
  price: { amount: string; currencyCode: string };
  interval: string | null;
  returnUrl: string;
  createdAt: string;
  currentPeriodEnd: string | null;
  [key: string]: unknown;
}

const GID = {
  subscription: (seq: number) => `gid://shopify/AppSubscription/${seq}`,
  one_time: (seq: number) => `gid://shopify/AppPurchaseOneTime/${seq}`,
};
const legacyId = (gid: string) => gid.split('/').pop() ?? '';

/** Billing mutations, the installation's charges, or `node(id:)` of a charge (other nodes are not ours). */
export const isBillingQuery = (query: string, variables: Record<string, unknown>) =>
  /appSubscriptionCreate|appPurchaseOneTimeCreate|appSubscriptionCancel|currentAppInstallation/.test(query) ||
  (/\bnode\s*\(/.test(query) &&
    /^gid:\/\/shopify\/(AppSubscription|AppPurchaseOneTime)\//.test(str(variables['id'], 200)));

const userError = (field: string, message: string) => [{ field: [field], message }];
const str = (value: unknown, max = 2000) => (typeof value === 'string' && value.length <= max ? value : '');

function moneyOf(value: unknown): { amount: string; currencyCode: string } | null {
  const money = (value ?? {}) as Record<string, unknown>;
  const amount = Number(money['amount']);
  const currencyCode = str(money['currencyCode'], 3);
  if (!Number.isFinite(amount) || amount <= 0 || !/^[A-Z]{3}$/.test(currencyCode)) return null;
  return { amount: amount.toFixed(2), currencyCode };
}

async function findCharge(context: SimulatorContext, shop: string, id: string): Promise<Charge | null> {
  const item = await context.store.findItem(PLATFORM, id);
  return item && item.account === shop ? (item.data as Charge) : null;
}

async function updateCharge(context: SimulatorContext, id: string, patch: Partial<Charge>): Promise<Charge> {
  const { rows } = await context.options.pool.query(
    `UPDATE simulator.items SET data = data || $3::jsonb WHERE platform = $1 AND external_id = $2 RETURNING data`,
    [PLATFORM, id, JSON.stringify(patch)],
  );
  return (rows[0] as { data: Charge }).data;
}

async function createCharge(
  context: SimulatorContext,
  shop: string,
  kind: Kind,
  input: Omit<Charge, 'id' | 'kind' | 'status' | 'createdAt' | 'currentPeriodEnd'>,
) {
  const item = await context.store.addItem(
    PLATFORM,
    shop,
    null,
    (seq) => GID[kind](seq),
    (_seq, id) => ({
      ...input,
      id,
      kind,
      status: 'PENDING',
      createdAt: new Date().toISOString(),
      currentPeriodEnd: null,
    }),
  );
  const charge = item.data as Charge;
  const confirmationUrl = appendQuery(`${context.baseUrl('shopify')}/${shop}/admin/charges/confirm`, {
    charge: charge.id,
  });
  return { charge, confirmationUrl };
}

const subscriptionView = (charge: Charge) => ({
  id: charge.id,
  name: charge.name,
  status: charge.status,
  test: charge.test,
  trialDays: 0,
  createdAt: charge.createdAt,
  currentPeriodEnd: charge.currentPeriodEnd,
  returnUrl: charge.returnUrl,
  lineItems: [
    {
      id: `gid://shopify/AppSubscriptionLineItem/${legacyId(charge.id)}`,
      plan: {
        pricingDetails: { __typename: 'AppRecurringPricing', interval: charge.interval, price: charge.price },
      },
    },
  ],
});
const purchaseView = (charge: Charge) => ({
  id: charge.id,
  name: charge.name,
  status: charge.status,
  test: charge.test,
  createdAt: charge.createdAt,
  price: charge.price,
});
const viewOf = (charge: Charge) =>
  charge.kind === 'subscription'
    ? { __typename: 'AppSubscription', ...subscriptionView(charge) }
    : { __typename: 'AppPurchaseOneTime', ...purchaseView(charge) };

/** Answers the billing part of the Admin GraphQL API (the `data` object). */
export async function billingGraphql(
  context: SimulatorContext,
  shop: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (query.includes('appSubscriptionCreate')) {
    const lineItems = Array.isArray(variables['lineItems']) ? (variables['lineItems'] as unknown[]) : [];
    const recurring = ((lineItems[0] ?? {}) as { plan?: { appRecurringPricingDetails?: Record<string, unknown> } }).plan
      ?.appRecurringPricingDetails;
    const price = moneyOf(recurring?.['price']);
    const interval = str(recurring?.['interval']);
    const name = str(variables['name'], 255);
    const returnUrl = str(variables['returnUrl']);
    const errors = !name
      ? userError('name', 'Name can’t be blank')
      : !returnUrl.startsWith('http')
        ? userError('returnUrl', 'Return url is invalid')
        : !price || !['EVERY_30_DAYS', 'ANNUAL'].includes(interval)
          ? userError('lineItems', 'Line items are invalid')
          : [];
    if (errors.length > 0 || !price) {
      return { appSubscriptionCreate: { appSubscription: null, confirmationUrl: null, userErrors: errors } };
    }
    const test = variables['test'] === true;
    const created = await createCharge(context, shop, 'subscription', { name, returnUrl, price, interval, test });
    return {
      appSubscriptionCreate: {
        appSubscription: subscriptionView(created.charge),
        confirmationUrl: created.confirmationUrl,
        userErrors: [],
      },
    };
  }
  if (query.includes('appPurchaseOneTimeCreate')) {
    const price = moneyOf(variables['price']);
    const name = str(variables['name'], 255);
    const returnUrl = str(variables['returnUrl']);
    if (!name || !returnUrl.startsWith('http') || !price) {
      const field = !name ? 'name' : !price ? 'price' : 'returnUrl';
      return {
        appPurchaseOneTimeCreate: {
          appPurchaseOneTime: null,
          confirmationUrl: null,
          userErrors: userError(field, `${field} is invalid`),
        },
      };
    }
    const test = variables['test'] === true;
    const created = await createCharge(context, shop, 'one_time', { name, returnUrl, price, interval: null, test });
    return {
      appPurchaseOneTimeCreate: {
        appPurchaseOneTime: purchaseView(created.charge),
        confirmationUrl: created.confirmationUrl,
        userErrors: [],
      },
    };
  }
  if (query.includes('appSubscriptionCancel')) {
    const id = str(variables['id'], 200);
    const charge = id ? await findCharge(context, shop, id) : null;
    if (!charge || charge.kind !== 'subscription') {
      return {
        appSubscriptionCancel: { appSubscription: null, userErrors: userError('id', 'Subscription not found') },
      };
    }
    if (charge.status !== 'ACTIVE') {
      return {
        appSubscriptionCancel: { appSubscription: null, userErrors: userError('id', 'Subscription is not active') },
      };
    }
    const cancelled = await updateCharge(context, id, { status: 'CANCELLED' });
    await notify(context, shop, cancelled);
    return { appSubscriptionCancel: { appSubscription: { id, status: cancelled.status }, userErrors: [] } };
  }
  if (query.includes('currentAppInstallation')) {
    const items = await context.store.listItems(PLATFORM, shop);
    const charges = items.map((item) => item.data as Charge);
    return {
      currentAppInstallation: {
        activeSubscriptions: charges
          .filter((charge) => charge.kind === 'subscription' && charge.status === 'ACTIVE')
          .map(subscriptionView),
        oneTimePurchases: {
          edges: charges
            .filter((charge) => charge.kind === 'one_time')
            .slice(0, 250)
            .map((charge) => ({ node: purchaseView(charge) })),
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      },
    };
  }
  const id = str(variables['id'], 200);
  const charge = id ? await findCharge(context, shop, id) : null;
  return { node: charge ? viewOf(charge) : null };
}

/** app_subscriptions/update or app_purchases_one_time/update, with the REST-style body Shopify sends. */
async function notify(context: SimulatorContext, shop: string, charge: Charge) {
  const common = {
    admin_graphql_api_id: charge.id,
    name: charge.name,
    status: charge.status.toLowerCase(),
    admin_graphql_api_shop_id: `gid://shopify/Shop/${shop.length}`,
    created_at: charge.createdAt,
    updated_at: new Date().toISOString(),
  };
  if (charge.kind === 'subscription') {
    await emitShopifyWebhook(
      context,
      shop,
      'app_subscriptions/update',
      { app_subscription: { ...common, currency: charge.price.currencyCode, capped_amount: null } },
      false,
    );
  } else {
    await emitShopifyWebhook(context, shop, 'app_purchases_one_time/update', { app_purchase_one_time: common }, false);
  }
}

function approvalPage(input: { shop: string; charge: Charge; action: string }): string {
  const { charge } = input;
  const price = `$${charge.price.amount} ${charge.price.currencyCode}`;
  const billed = charge.kind === 'subscription' ? `${price} every 30 days` : `${price} one-time charge`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Approve charge</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#f1f2f4;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px;max-width:440px;width:100%}
h1{font-size:22px;margin:0 0 4px}p{color:#444}.amount{font-size:28px;font-weight:600;margin:16px 0 4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;font-size:14px;margin:16px 0}dt{color:#666}dd{margin:0}
.actions{display:flex;gap:12px;margin-top:24px}button{flex:1;padding:10px;border-radius:6px;border:0;font-size:15px;cursor:pointer}
.approve{background:#008060;color:#fff}.decline{background:#e5e7eb}small{color:#888}</style></head>
<body><main><h1>Approve charge</h1><p><strong>Bizamply</strong> is requesting a charge on <strong>${escapeHtml(input.shop)}</strong>.</p>
<p class="amount">${escapeHtml(price)}</p>
<dl><dt>Plan</dt><dd>${escapeHtml(charge.name)}</dd><dt>Billing</dt><dd>${escapeHtml(billed)}</dd>
<dt>Status</dt><dd>${escapeHtml(charge.status)}</dd></dl>
<form method="get" action="${escapeHtml(input.action)}"><input type="hidden" name="charge" value="${escapeHtml(charge.id)}">
<div class="actions"><button class="decline" type="submit" name="decision" value="decline">Decline</button>
<button class="approve" type="submit" name="decision" value="approve">Approve</button></div></form>
<p><small>Simulated Shopify billing — no real payment is taken.</small></p></main></body></html>`;
}

/** The merchant's side: the confirmation page and the decision that redirects back to the app. */
export function billingPages(server: FastifyInstance, context: SimulatorContext): void {
  server.get<{ Params: { shop: string }; Querystring: Record<string, string> }>(
    '/:shop/admin/charges/confirm',
    async (request, reply) => {
      const { shop } = request.params;
      const charge = await findCharge(context, shop, str(request.query['charge'], 200));
      if (!charge) return reply.status(404).type('text/html').send('<h1>Charge not found</h1>');
      const action = `${context.baseUrl('shopify')}/${shop}/admin/charges/decide`;
      return reply.type('text/html').send(approvalPage({ shop, charge, action }));
    },
  );

  server.get<{ Params: { shop: string }; Querystring: Record<string, string> }>(
    '/:shop/admin/charges/decide',
    async (request, reply) => {
      const { shop } = request.params;
      const id = str(request.query['charge'], 200);
      let charge = await findCharge(context, shop, id);
      if (!charge) return reply.status(404).type('text/html').send('<h1>Charge not found</h1>');
      // Only a pending charge can be decided; a replayed decision just returns to the app again.
      if (charge.status === 'PENDING') {
        const approve = request.query['decision'] === 'approve';
        if (approve && charge.kind === 'subscription') {
          // One active subscription per app and shop: the approved one replaces the previous.
          const others = await context.store.listItems(PLATFORM, shop);
          for (const other of others.map((item) => item.data as Charge)) {
            if (other.kind === 'subscription' && other.status === 'ACTIVE' && other.id !== id) {
              await notify(context, shop, await updateCharge(context, other.id, { status: 'CANCELLED' }));
            }
          }
        }
        charge = await updateCharge(context, id, {
          status: approve ? 'ACTIVE' : 'DECLINED',
          ...(approve && charge.kind === 'subscription'
            ? { currentPeriodEnd: new Date(Date.now() + PERIOD_MS).toISOString() }
            : {}),
        });
        await notify(context, shop, charge);
      }
      return reply.redirect(appendQuery(charge.returnUrl, { charge_id: legacyId(charge.id) }));
    },
  );
}
