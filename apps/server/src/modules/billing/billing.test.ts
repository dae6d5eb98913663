import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@bizamply/contracts';
import { charges, creditLedger, users } from '../../db/schema/index.ts';
import { hmacBase64 } from '../../integrations/signatures.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import { approveConsent, buildListeningApp, cookiesOf, type ListeningApp } from '../../../test/listening-app.ts';
import { grantDuePeriods } from './billing.status.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;

async function userWithShopify(): Promise<User & { shop: string }> {
  const user = await createUserWithBrand(t);
  const shop = `billing-${Date.now()}-${Math.random().toString(36).slice(2, 6)}.myshopify.com`;
  const ticket = await t.request({
    method: 'POST',
    url: '/api/connections/popup-ticket',
    token: user.token,
    payload: { brandId: user.brand.id, platform: 'shopify', shop },
  });
  const { popupUrl } = ticket.json().data as { popupUrl: string };
  const popup = await fetch(`${t.baseUrl}${popupUrl}`, { redirect: 'manual' });
  await approveConsent(popup.headers.get('location') ?? '', { cookie: cookiesOf(popup) });
  return { ...user, shop };
}

/** Plays the merchant on Shopify's confirmation page: Approve or Decline, then the redirect back. */
async function decide(confirmationUrl: string, decision: 'approve' | 'decline') {
  const page = await fetch(confirmationUrl);
  const html = await page.text();
  expect(html).toContain('Approve');
  expect(html).toContain('Decline');
  const action = /<form method="get" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const charge = /name="charge" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const url = `${action}?${new URLSearchParams({ charge, decision })}`;
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return { url, returnTo: new URL(answer.headers.get('location') ?? '') };
}

const balance = async (user: User) =>
  (await t.request({ url: '/api/credits/balance', token: user.token })).json().data.availableCredits as number;
const status = async (user: User, chargeId: string) =>
  (await t.request({ url: `/api/subscriptions/status/${chargeId}`, token: user.token })).json();
const accountTypeOf = async (user: User) =>
  (await t.database.db.select().from(users).where(eq(users.id, user.user.id)))[0]?.accountType;

describe('Shopify Billing: plans (spec 3 Plans, §7, §9)', () => {
  it('subscribes to Premium: approve → active, account type premium, 5000 credits once; then cancel', async () => {
    const user = await userWithShopify();
    const before = await balance(user);
    const created = await t.request({
      method: 'POST',
      url: '/api/subscriptions/create',
      token: user.token,
      brandId: user.brand.id,
      payload: {
        subscriptionName: 'Premium',
        subscriptionPrice: 199.99,
        subscriptionInterval: 'EVERY_30_DAYS',
        currencyCode: 'USD',
        returnUrl: `${t.baseUrl}/payment-confirmation`,
      },
    });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body.appSubscriptionCreate.confirmationUrl).toBe(body.confirmationUrl);
    expect(body.confirmationUrl.startsWith(`${t.baseUrl}/sim/shopify/${user.shop}/`)).toBe(true);
    expect((await status(user, body.chargeId)).status).toBe('pending');

    const { returnTo, url } = await decide(body.confirmationUrl, 'approve');
    expect(returnTo.pathname).toBe('/payment-confirmation');
    expect(returnTo.searchParams.get('charge_id')).toBe(body.chargeId);

    expect(await status(user, body.chargeId)).toMatchObject({ status: 'active', kind: 'subscription', credits: 5000 });
    expect(await balance(user)).toBe(before + 5000);
    expect(await accountTypeOf(user)).toBe('premium');

    // The return replayed and the status polled again: nothing more.
    await fetch(url, { redirect: 'manual' });
    expect((await status(user, body.chargeId)).status).toBe('active');
    expect(await balance(user)).toBe(before + 5000);

    const current = await t.request({ url: '/api/subscriptions/current', token: user.token, brandId: user.brand.id });
    expect(current.json().data).toMatchObject({
      accountType: 'premium',
      shopifyConnected: true,
      subscription: { name: 'Premium plan', status: 'active' },
    });
    const details = await t.request({ url: '/api/subscriptions/details', token: user.token });
    expect(details.json()).toMatchObject({ success: true, name: 'Premium plan', subscriptionId: body.chargeId });
    expect(Date.parse(details.json().currentPeriodEnd)).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    // The next period is credited once by the job, however often it runs.
    await t.database.db
      .update(charges)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(charges.shopifyChargeId, body.chargeId));
    expect(await grantDuePeriods(t.database.db, new Date())).toBe(1);
    expect(await grantDuePeriods(t.database.db, new Date())).toBe(0);
    expect(await balance(user)).toBe(before + 10_000);

    const cancelled = await t.request({
      method: 'POST',
      url: '/api/subscriptions/delete',
      token: user.token,
      payload: { subscriptionId: body.chargeId },
    });
    expect(cancelled.json()).toEqual({ success: true, message: BILLING_MESSAGES.cancelled });
    expect((await status(user, body.chargeId)).status).toBe('cancelled');
    expect(await accountTypeOf(user)).toBe('free');
    expect(await balance(user)).toBe(before + 10_000);
    const again = await t.request({ method: 'POST', url: '/api/subscriptions/delete', token: user.token, payload: {} });
    expect(again.statusCode).toBe(404);
  });

  it('a declined subscription ends failed: no credits, account type unchanged', async () => {
    const user = await userWithShopify();
    const before = await balance(user);
    const created = await t.request({
      method: 'POST',
      url: '/api/subscriptions/create',
      token: user.token,
      brandId: user.brand.id,
      payload: { subscriptionName: 'Basic', subscriptionPrice: 99.99 },
    });
    const { chargeId, confirmationUrl } = created.json();
    await decide(confirmationUrl, 'decline');
    expect((await status(user, chargeId)).status).toBe('failed');
    expect(await balance(user)).toBe(before);
    expect(await accountTypeOf(user)).toBe('free');
  });

  it('refuses an unknown plan, a wrong price and a brand without Shopify', async () => {
    const user = await createUserWithBrand(t);
    const wrongPrice = await t.request({
      method: 'POST',
      url: '/api/subscriptions/create',
      token: user.token,
      brandId: user.brand.id,
      payload: { subscriptionName: 'Premium', subscriptionPrice: 1 },
    });
    expect(wrongPrice.json()).toMatchObject({ status: 400, message: BILLING_MESSAGES.priceMismatch });
    const enterprise = await t.request({
      method: 'POST',
      url: '/api/subscriptions/create',
      token: user.token,
      brandId: user.brand.id,
      payload: { subscriptionName: 'Enterprise', subscriptionPrice: 1 },
    });
    expect(enterprise.json()).toMatchObject({ status: 400, message: BILLING_MESSAGES.unknownPlan });
    const noShop = await t.request({
      method: 'POST',
      url: '/api/subscriptions/credit/purchase',
      token: user.token,
      payload: { BrandId: user.brand.id, purchaseName: '1000 credits', spendAmount: 99.99 },
    });
    expect(noShop.json()).toMatchObject({ status: 409, message: BILLING_MESSAGES.shopifyRequired });
  });
});

describe('Shopify Billing: credit packs', () => {
  it('buys 1000 credits: +1000 exactly once across webhook, polls, replayed return and redelivered webhook', async () => {
    const user = await userWithShopify();
    const before = await balance(user);
    const created = await t.request({
      method: 'POST',
      url: '/api/subscriptions/credit/purchase',
      token: user.token,
      payload: {
        BrandId: user.brand.id,
        purchaseName: '1000 credits',
        spendAmount: 99.99,
        currencyCode: 'USD',
        returnUrl: `${t.baseUrl}/payment-confirmation`,
      },
    });
    expect(created.statusCode).toBe(200);
    const { chargeId, confirmationUrl, appPurchaseOneTimeCreate } = created.json();
    expect(appPurchaseOneTimeCreate.confirmationUrl).toBe(confirmationUrl);

    const { url } = await decide(confirmationUrl, 'approve');
    // The signed app_purchases_one_time/update webhook got there before anyone polled.
    const [afterWebhook] = await t.database.db.select().from(charges).where(eq(charges.shopifyChargeId, chargeId));
    expect(afterWebhook?.status).toBe('active');
    expect(await balance(user)).toBe(before + 1000);
    const polls = await Promise.all([status(user, chargeId), status(user, chargeId), status(user, chargeId)]);
    expect(polls.map((poll) => poll.status)).toEqual(['active', 'active', 'active']);
    await fetch(url, { redirect: 'manual' });

    // Shopify redelivers the webhook (a new delivery id, same charge).
    const [charge] = await t.database.db.select().from(charges).where(eq(charges.shopifyChargeId, chargeId));
    const raw = JSON.stringify({
      app_purchase_one_time: { admin_graphql_api_id: charge?.shopifyGid, status: 'active' },
    });
    const secret = t.integrations.deps.settings.shopify.keys?.clientSecret ?? '';
    const headers = {
      'content-type': 'application/json',
      'x-shopify-topic': 'app_purchases_one_time/update',
      'x-shopify-shop-domain': user.shop,
      'x-shopify-webhook-id': `replay-${Date.now()}`,
    };
    const redelivered = await fetch(`${t.baseUrl}/webhooks/shopify/billing`, {
      method: 'POST',
      headers: { ...headers, 'x-shopify-hmac-sha256': hmacBase64(secret, raw) },
      body: raw,
    });
    expect(await redelivered.json()).toMatchObject({ success: true, applied: true });
    const forged = await fetch(`${t.baseUrl}/webhooks/shopify/billing`, {
      method: 'POST',
      headers: { ...headers, 'x-shopify-hmac-sha256': hmacBase64('wrong', raw) },
      body: raw,
    });
    expect(forged.status).toBe(401);

    expect(await balance(user)).toBe(before + 1000);
    const entries = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, `charge:${charge?.id}`));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'refill', delta: 1000, platform: 'shopify' });
    expect(await accountTypeOf(user)).toBe('free');
  });

  it("another account's charge is a 404", async () => {
    const owner = await userWithShopify();
    const created = await t.request({
      method: 'POST',
      url: '/api/subscriptions/credit/purchase',
      token: owner.token,
      brandId: owner.brand.id,
      payload: { purchaseName: '5000 credits', spendAmount: 199.99 },
    });
    const stranger = await createUserWithBrand(t);
    const answer = await t.request({
      url: `/api/subscriptions/status/${created.json().chargeId}`,
      token: stranger.token,
    });
    expect(answer.statusCode).toBe(404);
  });
});
