import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAccountTakenMessage } from '@bizamply/contracts';
import { connections } from '../../db/schema/index.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import { buildListeningApp, consentThroughPopup, type ListeningApp } from '../../../test/listening-app.ts';

/**
 * The consent picker (issue 18) with Google reviews' locations: GET /integrations/google_business/accounts lists
 * what this browser's Google consent listed (name, address, Business Profile account, taken), POST connects the
 * picked one for the brand; another customer account's consent or brand is never readable or usable.
 */
let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;
let serial = 0;
const unique = () => `${Date.now()}${(serial += 1)}`.slice(-9);

async function newLocation(title: string) {
  const locationId = `16${unique()}`;
  const manager = `owner.${locationId}@gmail.test`;
  const created = await t.control('POST', '/google_business/locations', { locationId, title, manager });
  expect(created.status).toBe(201);
  return { locationId, manager, account: created.body.location.account as string };
}

const locations = (user: User, grant = '') =>
  t.request({
    url: '/integrations/google_business/accounts',
    token: user.token,
    ...(grant ? { headers: { cookie: grant } } : {}),
  });
const connect = (user: User, body: Record<string, unknown>, grant = '') =>
  t.request({
    method: 'POST',
    url: '/integrations/google_business/accounts',
    token: user.token,
    payload: body,
    ...(grant ? { headers: { cookie: grant } } : {}),
  });
const connectionOf = async (brandId: string) =>
  (
    await t.database.db
      .select()
      .from(connections)
      .where(and(eq(connections.brandId, brandId), eq(connections.platform, 'google_business')))
  )[0];

describe('GET /integrations/google_business/accounts', () => {
  it('answers "not granted" before the consent, then the locations with title, address and account', async () => {
    const user = await createUserWithBrand(t);
    const before = await locations(user);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ success: true, data: { granted: false, accounts: [], expiresAt: null } });

    const location = await newLocation('Mission Street shop');
    const grant = await consentThroughPopup(t, user, 'google_business', location.manager);
    const after = await locations(user, grant);
    expect(after.statusCode).toBe(200);
    const data = after.json().data;
    expect(data.granted).toBe(true);
    expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now());
    expect(data.accounts).toEqual([
      {
        id: location.locationId,
        name: 'Mission Street shop',
        detail: expect.stringMatching(/Market St, San Francisco$/),
        group: `owner.${location.locationId}`,
        taken: false,
      },
    ]);
  });

  it('needs a signed-in user (401)', async () => {
    const response = await t.request({ url: '/integrations/google_business/accounts' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /integrations/google_business/accounts', () => {
  it('connects the picked location with its account in metadata; an unlisted one is refused (400)', async () => {
    const user = await createUserWithBrand(t);
    const location = await newLocation('Showroom');
    const grant = await consentThroughPopup(t, user, 'google_business', location.manager);

    const unlisted = await connect(user, { brandId: user.brand.id, id: '1699999999999' }, grant);
    expect(unlisted.statusCode).toBe(400);
    expect(await connectionOf(user.brand.id)).toBeUndefined();

    const ok = await connect(user, { brandId: user.brand.id, id: location.locationId }, grant);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      connected: true,
      data: { platform: 'google_business', externalId: location.locationId, displayName: 'Showroom' },
    });
    const row = await connectionOf(user.brand.id);
    expect(row?.metadata).toMatchObject({ account: location.account, location: `locations/${location.locationId}` });

    // /connections names the location on the Google reviews card.
    const page = await t.request({ url: '/api/connections', token: user.token, brandId: user.brand.id });
    expect(page.json().data.connections.google_business.data[0]).toMatchObject({ accountName: 'Showroom' });
  });

  it('asks for the Google consent first (403); an empty id or a platform not connected by picking is a 400', async () => {
    const user = await createUserWithBrand(t);
    const noGrant = await connect(user, { brandId: user.brand.id, id: '1600000000001' });
    expect(noGrant.statusCode).toBe(403);
    expect(noGrant.json()).toMatchObject({ success: false, code: 'FORBIDDEN', status: 403 });
    const empty = await connect(user, { brandId: user.brand.id, id: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const unknownPlatform = await t.request({
      method: 'POST',
      url: '/integrations/shopify/accounts',
      token: user.token,
      payload: { brandId: user.brand.id, id: 'x' },
    });
    expect(unknownPlatform.statusCode).toBe(400);
    expect(await connectionOf(user.brand.id)).toBeUndefined();
  });

  it('tenancy: another account’s consent lists nothing and connects nothing; another account’s brand is 404', async () => {
    const owner = await createUserWithBrand(t);
    const stranger = await createUserWithBrand(t);
    const location = await newLocation('Owner’s shop');
    const ownerGrant = await consentThroughPopup(t, owner, 'google_business', location.manager);

    // The owner's grant cookie in the stranger's requests: the grant belongs to another customer account.
    expect((await locations(stranger, ownerGrant)).json().data).toMatchObject({ granted: false, accounts: [] });
    const reused = await connect(stranger, { brandId: stranger.brand.id, id: location.locationId }, ownerGrant);
    expect(reused.statusCode).toBe(403);
    expect(await connectionOf(stranger.brand.id)).toBeUndefined();

    // The stranger's own consent, aimed at the owner's brand.
    const strangerGrant = await consentThroughPopup(t, stranger, 'google_business', location.manager);
    const foreignBrand = await connect(stranger, { brandId: owner.brand.id, id: location.locationId }, strangerGrant);
    expect(foreignBrand.statusCode).toBe(404);
    expect(await connectionOf(owner.brand.id)).toBeUndefined();
  });

  it('a location another customer account holds is marked taken and refused (409), nothing stored', async () => {
    const first = await createUserWithBrand(t);
    const second = await createUserWithBrand(t);
    const location = await newLocation('Shared showroom');
    const firstGrant = await consentThroughPopup(t, first, 'google_business', location.manager);
    expect((await connect(first, { brandId: first.brand.id, id: location.locationId }, firstGrant)).statusCode).toBe(
      200,
    );

    const secondGrant = await consentThroughPopup(t, second, 'google_business', location.manager);
    expect((await locations(second, secondGrant)).json().data.accounts).toMatchObject([
      { id: location.locationId, taken: true },
    ]);
    const refused = await connect(second, { brandId: second.brand.id, id: location.locationId }, secondGrant);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(platformAccountTakenMessage('google_business'));
    expect(await connectionOf(second.brand.id)).toBeUndefined();
  });
});
