import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES, connectionsResponseSchema } from '@bizamply/contracts';
import { createUserWithBrand } from '../../../test/app.ts';
import { approveConsent, buildListeningApp, cookiesOf, type ListeningApp } from '../../../test/listening-app.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;

async function connectShopifyAndJudgeme(user: User) {
  const shop = `api-${Date.now()}-${Math.floor(Math.random() * 1e6)}.myshopify.com`;
  for (const platform of ['shopify', 'judgeme'] as const) {
    const ticket = await t.request({
      method: 'POST',
      url: '/api/connections/popup-ticket',
      token: user.token,
      payload: { brandId: user.brand.id, platform, ...(platform === 'shopify' ? { shop } : {}) },
    });
    const popup = await fetch(`${t.baseUrl}${ticket.json().data.popupUrl}`, { redirect: 'manual' });
    expect((await approveConsent(popup.headers.get('location') ?? '', { cookie: cookiesOf(popup) })).status).toBe(200);
  }
  return shop;
}

describe('GET /api/connections (spec 3 §3 connection map)', () => {
  it('lists every platform with connected, canRemove, data entries, type, name, description and health', async () => {
    const user = await createUserWithBrand(t);
    const shop = await connectShopifyAndJudgeme(user);
    await t.runJobs();
    for (const url of ['/api/connections', '/backend/api/connections']) {
      const response = await t.request({ url, token: user.token });
      expect(response.statusCode).toBe(200);
      const body = connectionsResponseSchema.parse(response.json());
      expect(Object.keys(body.data.connections)).toEqual([
        'shopify',
        'judgeme',
        'yotpo',
        'instagram',
        'facebook',
        'tiktok',
        'whatsapp',
        'google',
        'google_business',
      ]);
      expect(body.data.totalConnections).toBe(2);
      expect(body.data.userEmail).toBe(user.user.email);
      const { shopify, judgeme, yotpo } = body.data.connections;
      expect(shopify).toMatchObject({
        connected: true,
        canRemove: false,
        type: 'ecommerce',
        name: 'Shopify',
        needsAttention: false,
      });
      expect(shopify.data[0]).toMatchObject({ BrandId: user.brand.id, BrandName: user.brand.name, shop });
      expect(shopify.data[0]?.lastSyncAt).not.toBeNull();
      expect(judgeme).toMatchObject({ connected: true, canRemove: true, type: 'reviews', name: 'Judge.me' });
      expect(yotpo).toMatchObject({ connected: false, canRemove: false, data: [] });
    }
  });

  it('narrows to one brand with ?brandId= or X-Brand-Id', async () => {
    const user = await createUserWithBrand(t);
    await connectShopifyAndJudgeme(user);
    const viaHeader = await t.request({ url: '/api/connections', token: user.token, brandId: user.brand.id });
    expect(viaHeader.json().data.totalConnections).toBe(2);
  });
});

describe('oauth-url and DELETE (spec 3 §7)', () => {
  it('returns the consent address, asks Shopify for its store, and asks for a brand', async () => {
    const user = await createUserWithBrand(t);
    const ok = await t.request({
      url: `/api/connections/instagram/oauth-url?brandId=${user.brand.id}`,
      token: user.token,
    });
    expect(ok.json()).toMatchObject({
      success: true,
      data: { oauthUrl: expect.stringContaining('/sim/instagram/oauth/authorize?') },
    });
    const shopify = await t.request({
      url: `/api/connections/shopify/oauth-url?brandId=${user.brand.id}`,
      token: user.token,
    });
    expect(shopify.statusCode).toBe(400);
    expect(shopify.json().message).toBe(CONNECTION_MESSAGES.shopifyDomainRequired);
    const noBrand = await t.request({ url: '/api/connections/instagram/oauth-url', token: user.token });
    expect(noBrand.json()).toMatchObject({ code: 'BRAND_REQUIRED', message: CONNECTION_MESSAGES.selectBrandFirst });
    const removeNoBrand = await t.request({ method: 'DELETE', url: '/api/connections/judgeme', token: user.token });
    expect(removeNoBrand.json()).toMatchObject({
      code: 'BRAND_REQUIRED',
      message: CONNECTION_MESSAGES.noBrandSelected,
    });
  });

  it('removes Judge.me (then Yotpo may connect) but never Shopify', async () => {
    const user = await createUserWithBrand(t);
    await connectShopifyAndJudgeme(user);
    const shopify = await t.request({
      method: 'DELETE',
      url: `/api/connections/shopify?brandId=${user.brand.id}`,
      token: user.token,
    });
    expect(shopify.statusCode).toBe(403);
    expect(shopify.json().message).toBe(CONNECTION_MESSAGES.shopifyProtected);
    const judgeme = await t.request({
      method: 'DELETE',
      url: `/api/connections/judgeme?brandId=${user.brand.id}`,
      token: user.token,
    });
    expect(judgeme.json()).toEqual({ success: true, message: 'Judge.me connection removed successfully', removed: 1 });
    const again = await t.request({
      method: 'DELETE',
      url: `/api/connections/judgeme?brandId=${user.brand.id}`,
      token: user.token,
    });
    expect(again.statusCode).toBe(404);
    const status = await t.request({
      method: 'POST',
      url: '/integration/judgeme/check-connection',
      token: user.token,
      payload: { brandId: user.brand.id },
    });
    expect(status.json().connected).toBe(false);
    const yotpo = await t.request({
      url: `/api/connections/yotpo/oauth-url?brandId=${user.brand.id}`,
      token: user.token,
    });
    expect(yotpo.statusCode).toBe(200);
  });
});

describe('admin Manage Connections (spec 3)', () => {
  it('lets an administrator see and remove a customer’s connections; others get 403', async () => {
    const customer = await createUserWithBrand(t);
    await connectShopifyAndJudgeme(customer);
    const admin = await createUserWithBrand(t, { role: 'admin' });
    const list = await t.request({
      url: `/backend/api/admin/customers/${customer.user.id}/connections`,
      token: admin.token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ totalConnections: 2, userEmail: customer.user.email });

    const forbidden = await t.request({
      url: `/api/admin/customers/${customer.user.id}/connections`,
      token: customer.token,
    });
    expect(forbidden.statusCode).toBe(403);
    const unknown = await t.request({
      url: '/api/admin/customers/00000000-0000-4000-8000-000000000000/connections',
      token: admin.token,
    });
    expect(unknown.statusCode).toBe(404);

    const shopify = await t.request({
      method: 'DELETE',
      url: `/backend/api/admin/customers/${customer.user.id}/connections/shopify`,
      token: admin.token,
    });
    expect(shopify.statusCode).toBe(403);
    const removed = await t.request({
      method: 'DELETE',
      url: `/backend/api/admin/customers/${customer.user.id}/connections/judgeme`,
      token: admin.token,
    });
    expect(removed.json()).toMatchObject({ success: true, message: 'Judge.me connection removed successfully' });
    const after = await t.request({ url: `/api/admin/customers/${customer.user.id}/connections`, token: admin.token });
    expect(after.json().data.totalConnections).toBe(1);
  });
});
