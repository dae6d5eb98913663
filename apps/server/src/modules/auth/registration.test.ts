import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import {
  ACCESS_MESSAGES,
  apiErrorSchema,
  AUTH_MESSAGES,
  authResponseSchema,
  REGISTRATION_MESSAGES,
} from '@bizamply/contracts';
import { brands, creditLedger, users } from '../../db/schema/index.ts';
import { createCipher, loadInstanceSecret } from '../../lib/secrets.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { latestCode, signUp, STRONG_PASSWORD, uniqueEmail, uniqueIp } from './auth.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, options: { ip?: string; token?: string } = {}) =>
  t.request({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': options.ip ?? uniqueIp() },
    ...(options.token ? { token: options.token } : {}),
  });

describe('POST /auth/signup (simple registration)', () => {
  it('creates an unverified user with a usable session', async () => {
    const email = uniqueEmail('New.Person');
    const response = await post('/auth/signup', {
      email,
      password: STRONG_PASSWORD,
      name: 'Zoë Ann Lee',
      profilePic: 'https://example.com/me.png',
    });
    expect(response.statusCode).toBe(201);
    const body = authResponseSchema.parse(response.json());
    expect(body).toMatchObject({ success: true, message: ACCESS_MESSAGES.signupSuccess });
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Zoë',
      lastName: 'Ann Lee',
      name: 'Zoë Ann Lee',
      profilePic: 'https://example.com/me.png',
      emailVerified: false,
      firstimeSetup: 0,
      isAdmin: false,
    });
    const status = await t.request({ url: '/auth/status', token: body.token });
    expect(status.json()).toMatchObject({ authenticated: true, user: { emailVerified: false } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an address that exists, whatever its case', async () => {
    const first = await signUp(t);
    const response = await post('/auth/signup', {
      email: first.email.toUpperCase(),
      password: STRONG_PASSWORD,
      name: 'Someone Else',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.userExists,
      code: 'USER_EXISTS',
      status: 409,
    });
  });

  it.each([
    [{ email: 'nope' }, REGISTRATION_MESSAGES.invalidEmail],
    [{ password: 'Ab1&' }, REGISTRATION_MESSAGES.passwordMin8],
    [{ password: 'alllowercase1&' }, REGISTRATION_MESSAGES.passwordComplexity],
    [{ password: 'NoSpecial123' }, REGISTRATION_MESSAGES.passwordComplexity],
    [{ name: 'A' }, REGISTRATION_MESSAGES.nameMin],
    [{ name: 'A'.repeat(51) }, REGISTRATION_MESSAGES.nameMax],
    [{ name: 'Robert3' }, REGISTRATION_MESSAGES.nameLetters],
    [{ name: '<script>alert(1)</script>' }, REGISTRATION_MESSAGES.nameLetters],
    [{ name: "Robert'); DROP TABLE users;--" }, REGISTRATION_MESSAGES.nameLetters],
  ])('rejects %o with the spec message and stores nothing', async (override, message) => {
    const email = uniqueEmail();
    const response = await post('/auth/signup', { email, password: STRONG_PASSWORD, name: 'Ann Lee', ...override });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'VALIDATION_ERROR', message });
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(0);
  });

  it('limits registrations to 5 per IP per hour', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) await signUp(t, { ip });
    const response = await post(
      '/auth/signup',
      { email: uniqueEmail(), password: STRONG_PASSWORD, name: 'Ann Lee' },
      { ip },
    );
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.registrationRateLimited,
      code: 'RATE_LIMIT_EXCEEDED',
      status: 429,
    });
  });
});

const shopForm = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Mia',
  lastName: "O'Neil",
  email: uniqueEmail('shop'),
  password: 'Sh0p(Owner)',
  confirmPassword: 'Sh0p(Owner)',
  companyName: "Mia's Goods & Co.",
  brandName: 'Mia Home',
  shop: 'mia-home.myshopify.com',
  shopifySessionId: 'offline_mia-home.myshopify.com',
  shopifyAccessToken: 'shpat_secret_value',
  ...overrides,
});

describe('POST /auth/register (shop-based sign-up)', () => {
  it('creates account, company, brand and encrypted shop credentials', async () => {
    const form = shopForm();
    const response = await post('/auth/register', form);
    expect(response.statusCode).toBe(201);
    const body = authResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({
      firstName: 'Mia',
      lastName: "O'Neil",
      emailVerified: false,
      shopifyDomain: 'mia-home.myshopify.com',
      shopifySessionId: 'offline_mia-home.myshopify.com',
    });
    expect(response.body).not.toContain('shpat_secret_value');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.shopifyAccessTokenEnc).not.toContain('shpat');
    const cipher = createCipher(await loadInstanceSecret(t.database.db));
    expect(cipher.decrypt(row?.shopifyAccessTokenEnc ?? '')).toBe('shpat_secret_value');

    const status = await t.request({ url: '/backend/onboarding/onboard-status', token: body.token });
    expect(status.json()).toMatchObject({
      companyName: "Mia's Goods & Co.",
      brands: [{ BrandName: 'Mia Home' }],
      setupStatus: 'brands_created',
    });
    // The spec's follow-up submit (sign-up shape, isUpdate) finds the same brand.
    const submit = await t.request({
      method: 'POST',
      url: '/backend/onboarding/submit-user',
      token: body.token,
      payload: {
        company: form.companyName,
        brands: [
          { brandName: 'MIA HOME', shopify: { shop: form.shop, shopifySessionId: 's2', shopifyAccessToken: 't2' } },
        ],
        personalInfo: { firstName: 'Mia', lastName: "O'Neil", email: form.email },
        isUpdate: true,
      },
    });
    expect(submit.statusCode).toBe(200);
    expect(submit.json().brandIds).toEqual([status.json().brands[0].BrandId]);
  });

  it('reports every field error, the first as the message', async () => {
    const response = await post('/auth/register', {
      email: '',
      password: '',
      confirmPassword: '',
      shop: 'x.myshopify.com',
      shopifySessionId: 's',
      shopifyAccessToken: 't',
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.message).toBe(REGISTRATION_MESSAGES.firstNameRequired);
    expect(body.details?.map((detail) => detail.message)).toEqual([
      REGISTRATION_MESSAGES.firstNameRequired,
      REGISTRATION_MESSAGES.lastNameRequired,
      AUTH_MESSAGES.emailRequired,
      AUTH_MESSAGES.passwordRequired,
      REGISTRATION_MESSAGES.confirmPasswordRequired,
      REGISTRATION_MESSAGES.companyNameRequired,
      REGISTRATION_MESSAGES.brandNameRequired,
    ]);
  });

  it.each([
    [{ confirmPassword: 'Sh0p(Other)' }, REGISTRATION_MESSAGES.passwordsDoNotMatch],
    [{ password: 'Sh0pOwner~', confirmPassword: 'Sh0pOwner~' }, REGISTRATION_MESSAGES.passwordComplexity],
    [{ password: 'Sh0p(', confirmPassword: 'Sh0p(' }, REGISTRATION_MESSAGES.passwordMin8],
    [{ email: 'mia@' }, AUTH_MESSAGES.emailInvalid],
    [{ firstName: '   ' }, REGISTRATION_MESSAGES.firstNameRequired],
    [{ firstName: '<b>Mia</b>' }, ACCESS_MESSAGES.firstNameInvalid],
    [{ brandName: '<img src=x onerror=alert(1)>' }, ACCESS_MESSAGES.brandNameInvalid],
    [{ companyName: "x'; DROP TABLE brands;--" }, ACCESS_MESSAGES.companyNameInvalid],
    [{ shop: '' }, AUTH_MESSAGES.missingShopParams],
    [{ shopifyAccessToken: undefined }, AUTH_MESSAGES.missingShopParams],
    [{ brandName: 'B'.repeat(101) }, ACCESS_MESSAGES.tooLong],
  ])('rejects %o with its message', async (override, message) => {
    const response = await post('/auth/register', shopForm(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("attaches company, brand and shop to a signed-in user's own account after a password check", async () => {
    const owner = await createUserWithBrand(t, { brandName: 'Existing' });
    const form = shopForm({ email: owner.user.email, brandName: 'Second Brand' });
    // Users made by the fixture have no password yet (like Google users): the form sets it.
    const first = await post('/auth/register', form, { token: owner.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: ACCESS_MESSAGES.accountLinked, user: { id: owner.user.id } });
    const names = await t.database.db
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.accountId, owner.account.id));
    expect(names.map((brand) => brand.name).sort()).toEqual(['Existing', 'Second Brand']);

    const wrong = await post(
      '/auth/register',
      shopForm({ email: owner.user.email, password: 'Wr0ng(Pass)', confirmPassword: 'Wr0ng(Pass)' }),
      {
        token: owner.token,
      },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('welcome credits', () => {
  it('come with the verified address, not with the sign-up, and only once (issue 13 §3)', async () => {
    const signed = await signUp(t);
    const before = await t.request({ url: '/api/credits/balance', token: signed.token });
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('EMAIL_NOT_VERIFIED');
    const [ledgerBefore] = await t.database.db
      .select({ n: count() })
      .from(creditLedger)
      .where(eq(creditLedger.accountId, signed.user.bizamplyId));
    expect(ledgerBefore?.n).toBe(0);

    const code = await latestCode(t, signed.email);
    const verify = () =>
      t.request({
        method: 'POST',
        url: '/auth/verify-email',
        headers: { 'x-forwarded-for': uniqueIp() },
        token: signed.token,
        payload: { email: signed.email, code },
      });
    const verified = await verify();
    expect(verified.statusCode).toBe(200);
    const token = verified.json().token as string;
    const balance = await t.request({ url: '/api/credits/balance', token });
    expect(balance.statusCode).toBe(200);
    expect(balance.json().data).toEqual({ totalCredits: 100, usedCredits: 0, availableCredits: 100 });

    // Verifying again (its own signed-in user gets a harmless success) grants nothing more.
    expect((await verify()).statusCode).toBe(200);
    const again = await t.request({ url: '/api/credits/balance', token });
    expect(again.json().data.totalCredits).toBe(100);
  });
});
