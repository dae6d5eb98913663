import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES } from '@bizamply/contracts';
import { comments, connections } from '../../db/schema/index.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import {
  buildListeningApp,
  connectDirect,
  connectWithConsent,
  consentThroughPopup,
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
const post = (user: User, url: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url, token: user.token, payload: { brandId: user.brand.id, ...payload } });
let serial = 0;
const stamp = () => `${Date.now()}${(serial += 1)}`.slice(-7);
const consent = (user: User, platform: 'facebook' | 'tiktok' | 'google') =>
  t.request({ url: `/integrations/${platform}/consent`, token: user.token });

describe('Facebook by Page ID (spec 1 §5), after Facebook Login (issue 13)', () => {
  it('answers the exact spec messages for a missing and a malformed Page ID', async () => {
    const user = await createUserWithBrand(t);
    for (const [payload, message] of [
      [{ pageId: '' }, CONNECTION_MESSAGES.facebookPageIdRequired],
      [{}, CONNECTION_MESSAGES.facebookPageIdRequired],
      [{ pageId: '12345' }, 'Please enter a valid Facebook Page ID (15-16 digits)'],
      [{ pageId: '12345678901234567' }, 'Please enter a valid Facebook Page ID (15-16 digits)'],
      [{ pageId: '10485760000000a' }, 'Please enter a valid Facebook Page ID (15-16 digits)'],
    ] as const) {
      const response = await post(user, '/integrations/facebook/connect', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    }
  });

  it('needs the consent first; then lists the Pages the person manages and connects one of them', async () => {
    const user = await createUserWithBrand(t);
    const pageId = `10485761${stamp()}`;
    const manager = `fb.${pageId}@example.test`;
    await t.control('POST', '/facebook/pages', { pageId, name: 'Test Page', manager });

    // The id alone is not enough any more: 403 with the field named.
    const bare = await post(user, '/integrations/facebook/connect', { pageId });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Continue with Facebook first, so we can check that you manage this Facebook Page.',
      details: [{ field: 'pageId' }],
    });
    expect((await consent(user, 'facebook')).json().data).toEqual({ granted: false, accounts: [], expiresAt: null });

    const grant = await consentThroughPopup(t, user, 'facebook', manager);
    expect(grant).toMatch(/^bz_consent_facebook=/);
    const listed = await t.request({
      url: '/integrations/facebook/consent',
      token: user.token,
      headers: { cookie: grant },
    });
    expect(listed.json().data).toMatchObject({
      granted: true,
      accounts: [{ id: pageId, name: 'Test Page', value: pageId, taken: false }],
    });

    // A Page this person does not manage: the spec's not-found message.
    const other = await connectDirect(t, user, 'facebook', '999999999999999', grant);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Facebook Page 999999999999999 was not found or has not given Bizamply access.');

    const ok = await connectDirect(t, user, 'facebook', pageId, grant);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      connected: true,
      message: `Facebook connected successfully for ${user.brand.name}!`,
      data: { platform: 'facebook', externalId: pageId, displayName: 'Test Page' },
    });
    await t.runJobs();
    const stored = await t.database.db.select().from(comments).where(eq(comments.brandId, user.brand.id));
    expect(stored.length).toBe((await t.control('GET', `/stats/facebook?account=${pageId}`)).body.items);
    expect(stored.every((row) => row.platform === 'facebook' && row.status === 'pending')).toBe(true);
  });

  it('a person managing several Pages sees them all; another person sees none of them', async () => {
    const user = await createUserWithBrand(t);
    const manager = `many.${stamp()}@example.test`;
    const ids = [`10485762${stamp()}`, `10485763${stamp()}`];
    for (const pageId of ids) await t.control('POST', '/facebook/pages', { pageId, name: `Page ${pageId}`, manager });
    const grant = await consentThroughPopup(t, user, 'facebook', manager);
    const listed = await t.request({
      url: '/integrations/facebook/consent',
      token: user.token,
      headers: { cookie: grant },
    });
    expect(
      listed
        .json()
        .data.accounts.map((account: { id: string }) => account.id)
        .sort(),
    ).toEqual([...ids].sort());

    const stranger = await createUserWithBrand(t);
    const theirs = await consentThroughPopup(t, stranger, 'facebook', `stranger.${stamp()}@example.test`);
    const strangerList = await t.request({
      url: '/integrations/facebook/consent',
      token: stranger.token,
      headers: { cookie: theirs },
    });
    const listedIds = strangerList.json().data.accounts.map((account: { id: string }) => account.id);
    expect(listedIds).toHaveLength(1); // a Page of their own, made for them by the simulated platform
    expect(listedIds.some((id: string) => ids.includes(id))).toBe(false);
    expect((await connectDirect(t, stranger, 'facebook', ids[0] ?? '', theirs)).statusCode).toBe(400);
  });
});

describe('TikTok by @handle and Google Analytics by property, after the account holder’s consent', () => {
  it('TikTok: spec messages, consent required, then the account holder’s own tokens import the comments', async () => {
    const user = await createUserWithBrand(t);
    const missing = await post(user, '/integrations/tiktok/connect', { handle: ' ' });
    expect(missing.json().message).toBe(CONNECTION_MESSAGES.tiktokHandleRequired);
    const noAt = await post(user, '/integrations/tiktok/connect', { handle: 'yourbrand' });
    expect(noAt.json().message).toBe('TikTok handle must start with @ (e.g., @yourbrand)');
    const handle = `brand${stamp()}`;
    const bare = await post(user, '/integrations/tiktok/connect', { handle: `@${handle}` });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe(
      'Continue with TikTok first, so we can check that you manage this TikTok account.',
    );

    const ok = await connectWithConsent(t, user, 'tiktok', handle);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.displayName).toBe(`@${handle}`);
    await t.runJobs();
    const [row] = await t.database.db.select().from(connections).where(eq(connections.brandId, user.brand.id));
    expect(row?.metadata).toMatchObject({ handle: `@${handle}`, via: 'tiktok_login' });
    expect(row?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
    const expected = (await t.control('GET', `/stats/tiktok?account=${row?.externalId}`)).body.items as number;
    expect(expected).toBeGreaterThan(30);
    const stored = await t.database.db.select().from(comments).where(eq(comments.brandId, user.brand.id));
    expect(stored).toHaveLength(expected);
  });

  it('TikTok: the typed handle must be the consented account (another handle → not found)', async () => {
    const user = await createUserWithBrand(t);
    const mine = `mine${stamp()}`;
    const grant = await consentThroughPopup(t, user, 'tiktok', mine);
    const other = await connectDirect(t, user, 'tiktok', '@northwindcoffee', grant);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(
      'TikTok account @northwindcoffee was not found or has not given Bizamply access.',
    );
    // The handle's case does not matter.
    expect((await connectDirect(t, user, 'tiktok', `@${mine.toUpperCase()}`, grant)).statusCode).toBe(200);
  });

  it('Google: spec messages, consent required, a property of the consenting person connected', async () => {
    const user = await createUserWithBrand(t);
    expect((await post(user, '/integrations/google/connect', { businessId: '' })).json().message).toBe(
      CONNECTION_MESSAGES.googlePropertyRequired,
    );
    expect((await post(user, '/integrations/google/connect', { businessId: 'G-12345' })).json().message).toBe(
      'Please enter a valid GA4 Property ID (e.g., GA4-XXXXXXXXX-1)',
    );
    expect((await post(user, '/integrations/google/connect', { businessId: 'GA4-444444444-1' })).statusCode).toBe(403);

    const propertyId = `44${stamp()}`;
    const ok = await connectWithConsent(t, user, 'google', propertyId);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ externalId: propertyId, displayName: `Property ${propertyId}` });
    const status = await post(user, '/integrations/google/check-connection', {});
    expect(status.json()).toEqual({ success: true, connected: true, needsAttention: null });
    // The health sync reads the property with the merchant's own (refreshed) Google token.
    await t.runJobs();
    const [row] = await t.database.db.select().from(connections).where(eq(connections.brandId, user.brand.id));
    expect(row?.lastError).toBeNull();
    expect(row?.lastSyncAt).not.toBeNull();
    expect(row?.metadata).toMatchObject({ businessId: `GA4-${propertyId}-1`, via: 'google_oauth' });
  });
});

describe('tenancy: another account’s brand is 404 on every connection endpoint', () => {
  it('never reveals or changes a foreign brand', async () => {
    const owner = await createUserWithBrand(t);
    const intruder = await createUserWithBrand(t);
    const brandId = owner.brand.id;
    const calls = [
      { method: 'GET', url: `/integration/shopify/status/${brandId}` },
      { method: 'GET', url: `/integration/yotpo/status/${brandId}` },
      { method: 'GET', url: `/integration/instagram/status/${brandId}` },
      { method: 'POST', url: '/integration/judgeme/check-connection', payload: { brandId } },
      { method: 'POST', url: '/integrations/judgeme/check-connection', payload: { brandId } },
      { method: 'POST', url: '/integrations/tiktok/check-connection', payload: { brandId } },
      { method: 'POST', url: '/onboarding/check-connection', payload: { serviceName: 'facebook', brandId } },
      { method: 'POST', url: '/integrations/facebook/connect', payload: { brandId, pageId: '104857600000001' } },
      { method: 'POST', url: '/integrations/tiktok/connect', payload: { brandId, handle: '@northwindcoffee' } },
      { method: 'POST', url: '/integrations/google/connect', payload: { brandId, businessId: 'GA4-123456789-1' } },
      { method: 'POST', url: '/api/connections/popup-ticket', payload: { brandId, platform: 'instagram' } },
      { method: 'POST', url: '/api/connections/popup-ticket', payload: { brandId, platform: 'facebook' } },
      { method: 'GET', url: `/api/connections?brandId=${brandId}` },
      { method: 'GET', url: `/api/connections/instagram/oauth-url?brandId=${brandId}` },
      { method: 'DELETE', url: `/api/connections/instagram?brandId=${brandId}` },
      { method: 'GET', url: '/api/connections', brandId },
    ] as const;
    for (const call of calls) {
      const response = await t.request({ ...call, token: intruder.token });
      expect({ url: call.url, status: response.statusCode }).toEqual({ url: call.url, status: 404 });
    }
    const stored = await t.database.db.select().from(connections).where(eq(connections.brandId, brandId));
    expect(stored).toHaveLength(0);
  });

  it('requires a session (401) on the spec 1 §7 calls and the consent list', async () => {
    const response = await t.request({ url: '/integration/shopify/status/00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(401);
    expect((await t.request({ url: '/integrations/facebook/consent' })).statusCode).toBe(401);
  });
});
