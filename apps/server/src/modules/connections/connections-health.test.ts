import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES, connectionsResponseSchema } from '@bizamply/contracts';
import { connections } from '../../db/schema/index.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import {
  approveConsent,
  buildListeningApp,
  connectWithConsent,
  connectThroughPopup,
  openPopup,
  type ListeningApp,
} from '../../../test/listening-app.ts';

/** Issue 19: one connections page for every service, Shopify by hand, health and Reconnect. */
let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp({ SUPPORT_EMAIL: 'help@bizamply.test' });
});
afterAll(async () => {
  await t.close();
});

const run = Date.now().toString(36);
/** The cookies an injected answer set, for the next request of "this browser". */
const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

async function oauthUrl(owner: { token: string; brand: { id: string } }, platform: string, extra = '') {
  return t.request({
    url: `/api/connections/${platform}/oauth-url?brandId=${owner.brand.id}${extra}`,
    token: owner.token,
  });
}

describe('GET /api/connections lists TikTok and Google Analytics with their health', () => {
  it('shows TikTok and GA4 connected in onboarding, token expiry, last success and the support address', async () => {
    const user = await createUserWithBrand(t);
    expect((await connectWithConsent(t, user, 'tiktok', `hl${run}`)).statusCode).toBe(200);
    expect((await connectWithConsent(t, user, 'google', `5${String(Date.now()).slice(-8)}`)).statusCode).toBe(200);
    await t.runJobs();
    const body = connectionsResponseSchema.parse(
      (await t.request({ url: '/api/connections', token: user.token, brandId: user.brand.id })).json(),
    );
    const { tiktok, google } = body.data.connections;
    expect(tiktok).toMatchObject({ connected: true, canRemove: true, name: 'TikTok', type: 'social' });
    expect(google).toMatchObject({ connected: true, canRemove: true, name: 'Google Analytics', type: 'analytics' });
    // TikTok's own access token lives 24 hours: its expiry is shown.
    expect(Date.parse(tiktok?.data[0]?.tokenExpiresAt ?? '')).toBeGreaterThan(Date.now());
    expect(tiktok?.data[0]?.lastSyncAt).not.toBeNull();
    expect(google?.data[0]?.propertyName).toMatch(/^Property \d+$/);
    expect(body.data.totalConnections).toBe(2);
    expect(body.data.supportEmail).toBe('help@bizamply.test');
  });
});

describe('Shopify by hand on /connections (a user who skipped the install link)', () => {
  it('asks for a valid store, then connects it through Shopify’s consent and comes back to /connections', async () => {
    const user = await createUserWithBrand(t);
    const invalid = await oauthUrl(user, 'shopify', '&shop=not-a-store');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(CONNECTION_MESSAGES.shopifyDomainInvalid);

    const shop = `byhand-${run}.myshopify.com`;
    const started = await oauthUrl(user, 'shopify', `&shop=${shop}`);
    expect(started.statusCode).toBe(200);
    const url: string = started.json().data.oauthUrl;
    expect(url).toContain(`/sim/shopify/${shop}/admin/oauth/authorize?`);
    const done = await approveConsent(url, { cookie: cookieOf(started) });
    expect(done.status).toBe(302);
    expect(done.location).toBe('/connections?connected=shopify');
    const map = await t.request({ url: '/api/connections', token: user.token, brandId: user.brand.id });
    expect(map.json().data.connections.shopify).toMatchObject({ connected: true, canRemove: false });
    expect(map.json().data.connections.shopify.data[0].shop).toBe(shop);
  });

  it('reconnects a Shopify store that needs attention without asking for the store again', async () => {
    const user = await createUserWithBrand(t);
    const shop = `again-${run}.myshopify.com`;
    const row = await connectThroughPopup(t, user, 'shopify', { shop });
    await t.database.db
      .update(connections)
      .set({ needsAttention: 'reconnect', lastError: 'The app was uninstalled' })
      .where(eq(connections.id, row.id));
    const started = await oauthUrl(user, 'shopify');
    expect(started.statusCode).toBe(200);
    expect(started.json().data.oauthUrl).toContain(`/sim/shopify/${shop}/admin/oauth/authorize?`);
    expect((await approveConsent(started.json().data.oauthUrl, { cookie: cookieOf(started) })).status).toBe(302);
    const [after] = await t.database.db.select().from(connections).where(eq(connections.id, row.id));
    expect(after).toMatchObject({ needsAttention: null, lastError: null, externalId: shop });
  });
});

describe('Reconnect keeps the account and suggests the person (issue 19)', () => {
  it('a Facebook reconnect keeps the Page it had, even when the person manages another Page listed first', async () => {
    const user = await createUserWithBrand(t);
    const person = user.user.email.toLowerCase();
    const first = `1${String(Date.now()).slice(-13)}1`;
    const second = `1${String(Date.now()).slice(-13)}2`;
    await t.control('POST', '/facebook/pages', { pageId: first, name: 'Listed first', manager: person });
    // The onboarding picker connects the second Page.
    expect((await connectWithConsent(t, user, 'facebook', second, person)).statusCode).toBe(200);

    const started = await oauthUrl(user, 'facebook');
    const url: string = started.json().data.oauthUrl;
    // Simulator mode: the consent page is told who the signed-in user is, and pre-selects them.
    expect(new URL(url).searchParams.get('login_hint')).toBe(person);
    const page = await (await fetch(url)).text();
    expect(page).toContain(`value="${person}"`);
    expect((await approveConsent(url, { cookie: cookieOf(started) })).location).toBe('/connections?connected=facebook');
    const [row] = await t.database.db.select().from(connections).where(eq(connections.brandId, user.brand.id));
    expect(row?.externalId).toBe(second);
  });

  it('sends Google’s own login_hint, in the popup of onboarding too', async () => {
    const user = await createUserWithBrand(t);
    const popup = await openPopup(t, user, 'google');
    expect(new URL(popup.consentUrl).searchParams.get('login_hint')).toBe(user.user.email);
    const started = await oauthUrl(user, 'google');
    expect(new URL(started.json().data.oauthUrl).searchParams.get('login_hint')).toBe(user.user.email);
  });
});
