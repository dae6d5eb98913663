import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES, type Platform } from '@bizamply/contracts';
import { comments, connections, products } from '../../db/schema/index.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import {
  approveConsent,
  buildListeningApp,
  openPopup as openPopupIn,
  type ListeningApp,
} from '../../../test/listening-app.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;

/** The SPA's two steps: mint a ticket (authenticated), then open the popup address it returns. */
async function openPopup(user: User, platform: Platform, shop?: string): Promise<Response> {
  const popup = await openPopupIn(t, user, platform, shop);
  expect(popup.popupUrl).toContain(`company=${user.brand.id}`);
  return popup.response;
}

async function connectByPopup(user: User, platform: Platform, options: { shop?: string; account?: string } = {}) {
  const popup = await openPopupIn(t, user, platform, options.shop);
  expect(popup.response.status).toBe(302);
  expect(popup.consentUrl.startsWith(`${t.baseUrl}/sim/`)).toBe(true);
  return approveConsent(popup.consentUrl, { account: options.account, cookie: popup.cookie });
}

async function status(user: User, platform: Platform) {
  const response = await t.request({
    method: 'POST',
    url: `/integrations/${platform}/check-connection`,
    token: user.token,
    payload: { brandId: user.brand.id },
  });
  return response.json() as { connected: boolean; needsAttention: string | null };
}

const countComments = async (brandId: string, platform: Platform) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.brandId, brandId), eq(comments.platform, platform)));
  return row?.n ?? 0;
};
const simCount = async (platform: Platform, account: string) =>
  (await t.control('GET', `/stats/${platform}?account=${encodeURIComponent(account)}`)).body.items as number;

describe('Shopify → Judge.me popups (spec 1 §4), history import to the end', () => {
  it('connects Shopify through the consent page, imports every product page, then Judge.me and its reviews', async () => {
    const user = await createUserWithBrand(t);
    const shop = `oauth-shop-${Date.now()}.myshopify.com`;
    // 55 products: the import needs two pages of 50.
    for (let index = 0; index < 43; index += 1) {
      await t.control('POST', '/shopify/products', { shop, title: `Extra product ${index}`, emitWebhook: false });
    }
    const callback = await connectByPopup(user, 'shopify', { shop });
    expect(callback.status).toBe(200);
    expect(callback.html).toContain(CONNECTION_MESSAGES.popupConnected);
    expect(callback.html).toContain('/integration/popup.js');

    const shopifyStatus = await t.request({ url: `/integration/shopify/status/${user.brand.id}`, token: user.token });
    expect(shopifyStatus.json()).toEqual({ success: true, connected: true, needsAttention: null });

    await t.runJobs();
    const stored = await t.database.db.select().from(products).where(eq(products.brandId, user.brand.id));
    expect(stored).toHaveLength(await simCount('shopify', shop));
    expect(stored.length).toBeGreaterThan(50);

    const [row] = await t.database.db.select().from(connections).where(eq(connections.brandId, user.brand.id));
    expect(row?.externalId).toBe(shop);
    expect(row?.credentialsEnc).toMatch(/^v1\./);
    expect(row?.credentialsEnc).not.toContain('shpat_');

    const judgeme = await connectByPopup(user, 'judgeme');
    expect(judgeme.html).toContain(CONNECTION_MESSAGES.popupConnected);
    expect(await status(user, 'judgeme')).toMatchObject({ connected: true });
    await t.runJobs();
    expect(await countComments(user.brand.id, 'judgeme')).toBe(await simCount('judgeme', shop));
    expect(await simCount('judgeme', shop)).toBeGreaterThan(100);
    const [sample] = await t.database.db
      .select()
      .from(comments)
      .where(and(eq(comments.brandId, user.brand.id), eq(comments.platform, 'judgeme')))
      .limit(1);
    expect(sample).toMatchObject({
      status: 'pending',
      productId: expect.stringMatching(/^gid:\/\/shopify\/Product\//),
    });
    expect(sample?.rating).toBeGreaterThanOrEqual(1);

    // Yotpo is now refused (one review platform per brand).
    const yotpo = await openPopup(user, 'yotpo');
    expect(yotpo.status).toBe(409);
    expect(await yotpo.text()).toContain('Judge.me is already connected for this brand');
  });

  it('refuses Judge.me before Shopify with a clear message (409)', async () => {
    const user = await createUserWithBrand(t);
    const popup = await openPopup(user, 'judgeme');
    expect(popup.status).toBe(409);
    expect(await popup.text()).toContain(CONNECTION_MESSAGES.judgemeNeedsShopify);
    const viaApi = await t.request({
      url: `/api/connections/judgeme/oauth-url?brandId=${user.brand.id}`,
      token: user.token,
    });
    expect(viaApi.statusCode).toBe(409);
    expect(viaApi.json()).toMatchObject({ code: 'CONFLICT', message: CONNECTION_MESSAGES.judgemeNeedsShopify });
  });

  it('rejects an invalid Shopify domain with the spec message', async () => {
    const user = await createUserWithBrand(t);
    const popup = await openPopup(user, 'shopify', 'not-a-shop.example.com');
    expect(popup.status).toBe(400);
    expect(await popup.text()).toContain('Please enter a valid Shopify domain (e.g., your-store.myshopify.com)');
  });
});

describe('popup authentication and OAuth state', () => {
  it('refuses a popup without a ticket, with a ticket for another brand, and a reused ticket', async () => {
    const user = await createUserWithBrand(t);
    const bare = await fetch(`${t.baseUrl}/integration/instagram?company=${user.brand.id}`, { redirect: 'manual' });
    expect(bare.status).toBe(401);
    expect(await bare.text()).toContain(CONNECTION_MESSAGES.popupTicketInvalid);

    const ticket = await t.request({
      method: 'POST',
      url: '/api/connections/popup-ticket',
      token: user.token,
      payload: { brandId: user.brand.id, platform: 'instagram' },
    });
    const url = ticket.json().data.popupUrl as string;
    const other = url.replace(user.brand.id, '00000000-0000-4000-8000-000000000000');
    expect((await fetch(`${t.baseUrl}${other}`, { redirect: 'manual' })).status).toBe(401);
    // The mismatch consumed the ticket: single use.
    expect((await fetch(`${t.baseUrl}${url}`, { redirect: 'manual' })).status).toBe(401);
  });

  it('accepts a callback state once only, and shows a cancelled consent', async () => {
    const user = await createUserWithBrand(t);
    const popup = await openPopupIn(t, user, 'instagram');
    const denied = await approveConsent(popup.consentUrl, { decision: 'deny', cookie: popup.cookie });
    expect(denied.html).toContain(CONNECTION_MESSAGES.oauthDenied);
    expect((await status(user, 'instagram')).connected).toBe(false);

    const again = await openPopup(user, 'instagram');
    const page = await fetch(again.headers.get('location') ?? '');
    expect(page.status).toBe(200);
    const state = new URL(again.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const forged = await fetch(`${t.baseUrl}/integration/instagram/callback?code=abc&state=${state}x`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(CONNECTION_MESSAGES.oauthStateInvalid);
  });
});

describe('Instagram, Yotpo and WhatsApp popups; Facebook by Facebook Login', () => {
  it('connects Instagram (long-lived token) and imports every comment of every post', async () => {
    const user = await createUserWithBrand(t);
    const username = `brand${Date.now()}`;
    const callback = await connectByPopup(user, 'instagram', { account: username });
    expect(callback.html).toContain(CONNECTION_MESSAGES.popupConnected);
    const status_ = await t.request({ url: `/integration/instagram/status/${user.brand.id}`, token: user.token });
    expect(status_.json().connected).toBe(true);
    const [row] = await t.database.db.select().from(connections).where(eq(connections.brandId, user.brand.id));
    expect(row?.displayName).toBe(username);
    expect(row?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 50 * 24 * 3600 * 1000);
    await t.runJobs();
    const total = await simCount('instagram', row?.externalId ?? '');
    expect(total).toBeGreaterThan(60);
    expect(await countComments(user.brand.id, 'instagram')).toBe(total);
    const [comment] = await t.database.db.select().from(comments).where(eq(comments.brandId, user.brand.id)).limit(1);
    expect(comment?.mediaId).toMatch(/^1789\d+$/);
    expect(comment?.postLink).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
  });

  it('connects Yotpo (app key from the callback) and pages its reviews to the end', async () => {
    const user = await createUserWithBrand(t);
    const appKey = `yotpoKey${Date.now()}`;
    const callback = await connectByPopup(user, 'yotpo', { account: appKey });
    expect(callback.html).toContain(CONNECTION_MESSAGES.popupConnected);
    const check = await t.request({ url: `/integration/yotpo/status/${user.brand.id}`, token: user.token });
    expect(check.json().connected).toBe(true);
    await t.runJobs();
    const total = await simCount('yotpo', appKey);
    expect(total).toBeGreaterThan(100);
    expect(await countComments(user.brand.id, 'yotpo')).toBe(total);
  });

  it('connects WhatsApp Business (WABA from the token, first phone number)', async () => {
    const user = await createUserWithBrand(t);
    const callback = await connectByPopup(user, 'whatsapp', { account: '15557654321' });
    expect(callback.html).toContain(CONNECTION_MESSAGES.popupConnected);
    const check = await t.request({
      method: 'POST',
      url: '/onboarding/check-connection',
      token: user.token,
      payload: { serviceName: 'whatsapp', brandId: user.brand.id },
    });
    expect(check.json()).toMatchObject({ connected: true });
    const [row] = await t.database.db.select().from(connections).where(eq(connections.brandId, user.brand.id));
    expect(row?.metadata).toMatchObject({ displayPhone: '15557654321', whatsappBusinessAccounts: 1 });
    await t.runJobs();
    const [after] = await t.database.db
      .select()
      .from(connections)
      .where(eq(connections.id, row?.id ?? ''));
    expect(after?.lastSyncAt).not.toBeNull();
    expect(after?.lastError).toBeNull();
  });

  it('connects Facebook from the /connections page (oauth-url → consent → back to /connections)', async () => {
    const user = await createUserWithBrand(t);
    const pageId = `1048576${String(Date.now()).slice(-8)}`;
    const manager = `manager.${pageId}@example.test`;
    await t.control('POST', '/facebook/pages', { pageId, name: 'Redirect Page', manager });
    const response = await t.request({
      url: `/api/connections/facebook/oauth-url?brandId=${user.brand.id}`,
      token: user.token,
    });
    expect(response.statusCode).toBe(200);
    const { oauthUrl } = response.json().data as { oauthUrl: string };
    expect(oauthUrl).toContain('/sim/facebook/dialog/oauth?');
    // The API answer set the browser-binding cookie the callback checks.
    const setCookie = [response.headers['set-cookie'] ?? []].flat().join('\n');
    expect(setCookie).toMatch(
      /bz_oauth_facebook=[^;]+; Max-Age=600; Path=\/integration\/facebook; HttpOnly; Secure; SameSite=Lax/,
    );
    const cookie = /bz_oauth_facebook=[^;]+/.exec(setCookie)?.[0] ?? '';
    const callback = await approveConsent(oauthUrl, { account: manager, cookie });
    expect(callback.status).toBe(302);
    expect(callback.location).toBe('/connections?connected=facebook');
    await t.runJobs();
    expect(await countComments(user.brand.id, 'facebook')).toBe(await simCount('facebook', pageId));
  });
});
