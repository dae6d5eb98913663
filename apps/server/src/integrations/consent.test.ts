import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentPlatform } from '@bizamply/contracts';
import { approveConsent, buildListeningApp, type ListeningApp } from '../../test/listening-app.ts';
import { callbackUrl } from '../modules/connections/connect.service.ts';
import { refreshTikTokToken } from './tiktok/oauth.ts';
import type { ConsentAccount } from './types.ts';

/**
 * The consent flows of the spec's "direct" platforms (issue 13) in their wire formats, adapter against the
 * simulator: who the simulated person is decides which Pages / account / properties the consent lists.
 */
let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
const unique = () => `${Date.now()}${(serial += 1)}`.slice(-7);

/** The merchant consents as `person`; the adapter exchanges the code and lists what that person manages. */
async function consentAs(platform: ConsentPlatform, person: string): Promise<ConsentAccount[]> {
  const flow = t.integrations.oauth[platform];
  const redirectUri = callbackUrl(t.baseUrl, platform);
  const state = `state-${unique()}`;
  const answer = await approveConsent(flow.authorizeUrl({ state, redirectUri, hints: {} }), {
    account: person,
    stopAtCallback: true,
  });
  const back = new URL(answer.location ?? '');
  expect(back.searchParams.get('state')).toBe(state);
  const accounts = flow.accounts;
  if (!accounts) throw new Error(`${platform} lists no accounts`);
  return accounts({ query: Object.fromEntries(back.searchParams), redirectUri, hints: {} });
}

describe('Facebook Login: me/accounts lists the Pages the signed-in person manages', () => {
  it('each person sees their Pages only; a co-managed Page is listed for both; the demo Page for the demo person', async () => {
    const id = unique();
    const [ann, bob] = [`ann.${id}@example.test`, `bob.${id}@example.test`];
    const annsPage = `10485770${id}`;
    const shared = `10485771${id}`;
    await t.control('POST', '/facebook/pages', { pageId: annsPage, name: 'Ann’s Page', manager: ann });
    for (const manager of [ann, bob]) {
      await t.control('POST', '/facebook/pages', { pageId: shared, name: 'Shared Page', manager });
    }
    const annSees = await consentAs('facebook', ann);
    expect(annSees.map((page) => page.externalId).sort()).toEqual([annsPage, shared].sort());
    expect(annSees[0]?.credentials.accessToken).toMatch(/^EAAP/);
    expect((await consentAs('facebook', bob)).map((page) => page.value)).toEqual([shared]);

    const demo = await consentAs('facebook', 'demo@bizamply.test');
    expect(demo.map((page) => page.displayName)).toEqual(['Northwind Coffee']);
    expect((await consentAs('facebook', `carol.${id}@example.test`)).map((page) => page.externalId)).not.toContain(
      demo[0]?.externalId,
    );
  });
});

describe('TikTok account holder consent: one login, one account, its own tokens', () => {
  it('the code becomes the account’s tokens (open_id = business id); the refresh token renews them', async () => {
    const handle = `holder${unique()}`;
    const created = await t.control('POST', '/tiktok/accounts', { handle });
    const [account] = await consentAs('tiktok', `@${handle}`);
    expect(account).toMatchObject({
      externalId: created.body.account.businessId,
      displayName: `@${handle}`,
      value: `@${handle}`,
      credentials: { mode: 'account_holder', refreshToken: expect.stringMatching(/^rft\./) },
    });
    // Not due yet: nothing to renew.
    const connection = { id: 'c', accountId: 'a', brandId: 'b', platform: 'tiktok' as const, metadata: {} };
    expect(
      await refreshTikTokToken(t.integrations.deps, {
        ...connection,
        externalId: handle,
        credentials: account?.credentials ?? { accessToken: '' },
      }),
    ).toBeNull();
    const due = {
      ...account?.credentials,
      accessToken: account?.credentials.accessToken ?? '',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    };
    const renewed = await refreshTikTokToken(t.integrations.deps, {
      ...connection,
      externalId: handle,
      credentials: due,
    });
    expect(renewed?.credentials?.accessToken).toMatch(/^act\./);
    expect(renewed?.credentials?.accessToken).not.toBe(account?.credentials.accessToken);

    // A refresh token is not an access token.
    const misuse = await fetch(
      `${t.baseUrl}/sim/tiktok/open_api/v1.3/business/get/?business_id=${account?.externalId}`,
      {
        headers: { 'access-token': String(account?.credentials.refreshToken) },
      },
    );
    expect(((await misuse.json()) as { code: number }).code).toBe(40105);
  });
});

describe('Google consent (analytics.readonly): accountSummaries lists the properties the person can read', () => {
  it('each person sees their properties; another person’s token cannot read them; the demo property for the demo person', async () => {
    const id = unique();
    const [ann, bob] = [`ann.${id}@example.test`, `bob.${id}@example.test`];
    await t.control('POST', '/google/properties', { propertyId: `55${id}`, displayName: 'Ann GA4', user: ann });
    const annSees = await consentAs('google', ann);
    expect(annSees.map((property) => property.value)).toEqual([`GA4-55${id}-1`]);
    expect(annSees[0]?.credentials).toMatchObject({ mode: 'oauth', refreshToken: expect.stringMatching(/^1\/\//) });
    const bobSees = await consentAs('google', bob);
    expect(bobSees.map((property) => property.externalId)).not.toContain(`55${id}`);

    // Bob's own token is refused Ann's property (403 PERMISSION_DENIED → "not found" for the adapter).
    const bobConnection = {
      id: 'c',
      accountId: 'a',
      brandId: 'b',
      platform: 'google' as const,
      metadata: {},
      externalId: `55${id}`,
      credentials: bobSees[0]?.credentials ?? { accessToken: '' },
    };
    await expect(
      t.integrations.adapters.google.sync(
        bobConnection,
        { since: null },
        { items: async () => {}, products: async () => {}, skipped: () => {} },
      ),
    ).rejects.toMatchObject({ kind: 'not_found' });
    await t.integrations.adapters.google.sync(
      { ...bobConnection, credentials: annSees[0]?.credentials ?? { accessToken: '' } },
      { since: null },
      { items: async () => {}, products: async () => {}, skipped: () => {} },
    );

    const demo = await consentAs('google', 'demo@bizamply.test');
    expect(demo.map((property) => property.displayName)).toContain('Lumen Skincare – GA4');
  });
});
