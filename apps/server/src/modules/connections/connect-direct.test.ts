import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES } from '@bizamply/contracts';
import { comments, connections } from '../../db/schema/index.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import { buildListeningApp, type ListeningApp } from '../../../test/listening-app.ts';

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

describe('Facebook by Page ID (spec 1 §5)', () => {
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

  it('verifies the Page with Facebook: unknown → message naming it; known → connected, comments imported', async () => {
    const user = await createUserWithBrand(t);
    const unknown = await post(user, '/integrations/facebook/connect', { pageId: '999999999999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Facebook Page 999999999999999 was not found or has not given Bizamply access.',
    );

    const pageId = `10485761${String(Date.now()).slice(-7)}`;
    await t.control('POST', '/facebook/pages', { pageId, name: 'Test Page' });
    const ok = await post(user, '/integrations/facebook/connect', { pageId });
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
});

describe('TikTok by @handle and Google Analytics by property', () => {
  it('TikTok: spec messages, then the handle looked up in our Business Center', async () => {
    const user = await createUserWithBrand(t);
    const missing = await post(user, '/integrations/tiktok/connect', { handle: ' ' });
    expect(missing.json().message).toBe(CONNECTION_MESSAGES.tiktokHandleRequired);
    const noAt = await post(user, '/integrations/tiktok/connect', { handle: 'yourbrand' });
    expect(noAt.json().message).toBe('TikTok handle must start with @ (e.g., @yourbrand)');
    const unknown = await post(user, '/integrations/tiktok/connect', { handle: '@nobody_here' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('@nobody_here');

    const handle = `brand${Date.now()}`;
    await t.control('POST', '/tiktok/accounts', { handle });
    const ok = await post(user, '/integrations/tiktok/connect', { handle: `@${handle}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.displayName).toBe(`@${handle}`);
    await t.runJobs();
    const [row] = await t.database.db.select().from(connections).where(eq(connections.brandId, user.brand.id));
    const expected = (await t.control('GET', `/stats/tiktok?account=${row?.externalId}`)).body.items as number;
    expect(expected).toBeGreaterThan(30);
    const stored = await t.database.db.select().from(comments).where(eq(comments.brandId, user.brand.id));
    expect(stored).toHaveLength(expected);
  });

  it('Google: spec messages, unknown property refused, a shared property connected', async () => {
    const user = await createUserWithBrand(t);
    expect((await post(user, '/integrations/google/connect', { businessId: '' })).json().message).toBe(
      CONNECTION_MESSAGES.googlePropertyRequired,
    );
    expect((await post(user, '/integrations/google/connect', { businessId: 'G-12345' })).json().message).toBe(
      'Please enter a valid GA4 Property ID (e.g., GA4-XXXXXXXXX-1)',
    );
    const unknown = await post(user, '/integrations/google/connect', { businessId: 'GA4-555555555-1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('GA4-555555555-1');

    await t.control('POST', '/google/properties', { propertyId: '444444444', displayName: 'Shop GA4' });
    const ok = await post(user, '/integrations/google/connect', { businessId: 'GA4-444444444-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ externalId: '444444444', displayName: 'Shop GA4' });
    const status = await t.request({
      method: 'POST',
      url: '/integrations/google/check-connection',
      token: user.token,
      payload: { brandId: user.brand.id },
    });
    expect(status.json()).toEqual({ success: true, connected: true, needsAttention: null });
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

  it('requires a session (401) on the spec 1 §7 calls', async () => {
    const response = await t.request({ url: '/integration/shopify/status/00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(401);
  });
});
