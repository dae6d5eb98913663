import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCESS_MESSAGES,
  brandListResponseSchema,
  onboardStatusResponseSchema,
  REGISTRATION_MESSAGES,
  submitUserResponseSchema,
} from '@bizamply/contracts';
import { accounts, brands, connections, users } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { signUp, verifiedUser } from '../auth/auth.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const personalInfo = { firstName: 'Rae', lastName: 'Quinn', email: 'rae@example.com' };
const submit = (token: string | undefined, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/backend/onboarding/submit-user', payload, ...(token ? { token } : {}) });
const status = async (token: string) =>
  onboardStatusResponseSchema.parse((await t.request({ url: '/backend/onboarding/onboard-status', token })).json());

describe('onboarding requires a session', () => {
  it.each([
    ['POST', '/backend/onboarding/submit-user'],
    ['GET', '/backend/onboarding/onboard-status'],
    ['POST', '/onboarding/submit'],
    ['GET', '/api/brands'],
    ['GET', '/backend/api/brands'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.request({
      method,
      url,
      ...(method === 'POST' && url.endsWith('submit-user')
        ? { payload: { company: 'Co', brands: ['A'], personalInfo } }
        : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', status: 401 });
  });
});

describe('POST /backend/onboarding/submit-user', () => {
  it('takes the wizard shape: brand-name strings, empty and duplicate names ignored', async () => {
    const user = await signUp(t);
    const response = await submit(user.token, {
      company: '  Quinn & Sons  ',
      brands: ['Alpha', ' alpha ', '', 'Beta', 'BETA', '   '],
      personalInfo,
      companySize: '11-50',
      industry: 'Retail',
      role: 'Founder',
    });
    expect(response.statusCode).toBe(200);
    const body = submitUserResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      success: true,
      bizamplyId: user.user.bizamplyId,
      message: ACCESS_MESSAGES.onboardingSaved,
    });
    expect(body.brandIds).toHaveLength(2);

    const current = await status(user.token);
    expect(current).toMatchObject({
      bizamplyId: user.user.bizamplyId,
      companyName: 'Quinn & Sons',
      status: 'pending',
      setupStatus: 'brands_created',
    });
    expect(current.brands.map((brand) => [brand.BrandId, brand.BrandName])).toEqual([
      [body.brandIds[0], 'Alpha'],
      [body.brandIds[1], 'Beta'],
    ]);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, user.user.bizamplyId));
    expect(account).toMatchObject({ companySize: '11-50', industry: 'Retail' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
    // Names update; the account's e-mail address never changes here.
    expect(row).toMatchObject({ firstName: 'Rae', lastName: 'Quinn', jobRole: 'Founder', email: user.email });

    // Submitting again adds only what is new.
    const again = submitUserResponseSchema.parse(
      (await submit(user.token, { company: 'Quinn & Sons', brands: ['beta', 'Gamma'], personalInfo })).json(),
    );
    expect(again.brandIds[0]).toBe(body.brandIds[1]);
    expect((await status(user.token)).brands).toHaveLength(3);
  });

  it('takes the sign-up shape with shop credentials, encrypted at rest', async () => {
    const user = await signUp(t);
    const response = await submit(user.token, {
      company: 'Shop Co',
      brands: [
        {
          brandName: 'Shop Brand',
          shopify: { shop: 'shop-brand.myshopify.com', shopifySessionId: 'sess-1', shopifyAccessToken: 'shpat_abc' },
        },
      ],
      personalInfo,
      isUpdate: true,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row).toMatchObject({ shopifyDomain: 'shop-brand.myshopify.com', shopifySessionId: 'sess-1' });
    expect(row?.shopifyAccessTokenEnc).toMatch(/^v1\./);
    const me = await t.request({ url: '/auth/status', token: user.token });
    expect(me.json().user.shopifyDomain).toBe('shop-brand.myshopify.com');
  });

  it.each([
    [{ brands: [] }, REGISTRATION_MESSAGES.atLeastOneBrand],
    [{ brands: ['', '  '] }, REGISTRATION_MESSAGES.atLeastOneBrand],
    [{ company: '' }, REGISTRATION_MESSAGES.companyNameRequired],
    [{ personalInfo: { ...personalInfo, firstName: '' } }, REGISTRATION_MESSAGES.firstNameRequired],
    [{ personalInfo: { ...personalInfo, email: 'nope' } }, 'Please enter a valid email address'],
    [{ brands: ['<script>alert(1)</script>'] }, ACCESS_MESSAGES.brandNameInvalid],
    [{ brands: [{ brandName: 'Ok', shopify: { shop: '' } }] }, 'Missing encrypted Shopify parameters in the URL.'],
    [{ brands: Array.from({ length: 51 }, (_, index) => `Brand ${index}`) }, ACCESS_MESSAGES.tooManyBrands],
  ])('rejects %o with its message and stores nothing', async (override, message) => {
    const user = await signUp(t);
    const response = await submit(user.token, { company: 'Co', brands: ['Alpha'], personalInfo, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect((await status(user.token)).brands).toHaveLength(0);
  });

  it('refuses unknown fields, at the top and inside objects', async () => {
    const user = await signUp(t);
    for (const payload of [
      { company: 'Co', brands: ['A'], personalInfo, accountId: 'someone-else' },
      { company: 'Co', brands: ['A'], personalInfo: { ...personalInfo, role: 'admin' } },
    ]) {
      const response = await submit(user.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().details.length).toBeGreaterThan(0);
    }
  });

  it("stores names with quotes verbatim (parameterised) and never touches another account's brands", async () => {
    const owner = await createUserWithBrand(t, { brandName: 'Owner Brand' });
    const stranger = await verifiedUser(t);
    const response = await submit(stranger.token, {
      company: "O'Reilly (Media)",
      brands: ["Bob's Shop", 'Owner Brand'],
      personalInfo,
    });
    expect(response.statusCode).toBe(200);
    const names = (await status(stranger.token)).brands.map((brand) => brand.BrandName);
    expect(names).toEqual(["Bob's Shop", 'Owner Brand']);
    const ownerBrands = await t.database.db.select().from(brands).where(eq(brands.accountId, owner.account.id));
    expect(ownerBrands.map((brand) => brand.name)).toEqual(['Owner Brand']);
    const ownerStatus = await status(owner.token);
    expect(ownerStatus.brands).toEqual([{ BrandId: owner.brand.id, BrandName: 'Owner Brand' }]);
    // Naming another account's brand in X-Brand-Id is answered as if it did not exist.
    const foreign = await t.request({
      url: '/backend/onboarding/onboard-status',
      token: stranger.token,
      brandId: owner.brand.id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /onboarding/submit', () => {
  it('needs a verified address', async () => {
    const user = await signUp(t);
    const response = await t.request({ method: 'POST', url: '/onboarding/submit', token: user.token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: ACCESS_MESSAGES.verifyBeforeContinuing,
    });
  });

  it('completes onboarding: firstimeSetup 1 and setupStatus completed', async () => {
    const user = await verifiedUser(t);
    await submit(user.token, { company: 'Done Co', brands: ['Done'], personalInfo });
    const response = await t.request({ method: 'POST', url: '/onboarding/submit', token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: ACCESS_MESSAGES.onboardingCompleted,
      user: { id: user.user.id, firstimeSetup: 1 },
    });
    expect(await status(user.token)).toMatchObject({ status: 'completed', setupStatus: 'completed' });
  });
});

describe('GET /api/brands', () => {
  it("lists only the caller's brands with their connected services, under both prefixes", async () => {
    const owner = await createUserWithBrand(t, { brandName: 'Listed' });
    const other = await createUserWithBrand(t, { brandName: 'Hidden' });
    await t.database.db.insert(connections).values([
      { accountId: owner.account.id, brandId: owner.brand.id, platform: 'shopify', externalId: 'listed.myshopify.com' },
      { accountId: owner.account.id, brandId: owner.brand.id, platform: 'judgeme', externalId: 'listed.myshopify.com' },
      { accountId: other.account.id, brandId: other.brand.id, platform: 'yotpo', externalId: 'x' },
    ]);
    for (const url of ['/api/brands', '/backend/api/brands']) {
      const body = brandListResponseSchema.parse((await t.request({ url, token: owner.token })).json());
      expect(body.brands).toEqual([
        {
          brandId: owner.brand.id,
          brandName: 'Listed',
          domain: null,
          logoUrl: null,
          connectedServices: ['shopify', 'judgeme'],
        },
      ]);
    }
  });
});
