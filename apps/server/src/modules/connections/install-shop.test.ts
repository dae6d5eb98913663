import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponseSchema } from '@bizamply/contracts';
import { connections } from '../../db/schema/index.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import { latestCode, uniqueIp } from '../auth/auth.test-support.ts';
import { buildListeningApp, connectThroughPopup, type ListeningApp } from '../../../test/listening-app.ts';

/** Issue 19 item 15: the install link's store is connected by sign-up itself. */
let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
});
afterAll(async () => {
  await t.close();
});

const run = Date.now().toString(36);
let sequence = 0;

/** The merchant installs our app in the Shopify admin: the simulator answers the install link's parameters. */
async function install(shop: string) {
  const { status, body } = await t.control('POST', '/shopify/install', { shop });
  expect(status).toBe(201);
  return body as { shop: string; shopify_session_id: string; shopify_access_token: string; signupPath: string };
}

async function signUpFrom(link: { shop: string; shopify_session_id: string; shopify_access_token: string }) {
  sequence += 1;
  const email = `install-${run}-${sequence}@example.com`;
  const response = await t.request({
    method: 'POST',
    url: '/auth/register',
    payload: {
      firstName: 'Ines',
      lastName: 'Moreau',
      email,
      password: 'Str0ng#Pass2026',
      confirmPassword: 'Str0ng#Pass2026',
      companyName: 'Moreau Ceramics',
      brandName: 'Moreau Studio',
      shop: link.shop,
      shopifySessionId: link.shopify_session_id,
      shopifyAccessToken: link.shopify_access_token,
    },
    headers: { 'x-forwarded-for': `203.0.113.${sequence}` },
  });
  expect(response.statusCode).toBe(201);
  const body = authResponseSchema.parse(response.json());
  const status = await t.request({ url: '/backend/onboarding/onboard-status', token: body.token });
  const brandId: string = status.json().brands[0].BrandId;
  return { token: body.token, brandId, email };
}

async function shopifyOf(brandId: string) {
  const [row] = await t.database.db
    .select()
    .from(connections)
    .where(and(eq(connections.brandId, brandId), eq(connections.platform, 'shopify')));
  return row ?? null;
}

describe('sign-up from the install link connects the store (issue 19)', () => {
  it('connects Shopify for the new brand, with the store’s name, and imports its products', async () => {
    const link = await install(`install-${run}.myshopify.com`);
    expect(link.signupPath).toBe(
      `/signup?shop=${link.shop}&shopify_session_id=${encodeURIComponent(link.shopify_session_id)}&shopify_access_token=${link.shopify_access_token}`,
    );
    const merchant = await signUpFrom(link);
    await t.runJobs();
    const row = await shopifyOf(merchant.brandId);
    expect(row).toMatchObject({ externalId: link.shop, needsAttention: null });
    expect(row?.displayName).toBeTruthy();
    // The rest of the product opens once the address is verified (issue 13 §3).
    const verified = await t.request({
      method: 'POST',
      url: '/auth/verify-email',
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: { email: merchant.email, code: await latestCode(t, merchant.email) },
    });
    expect(verified.statusCode).toBe(200);
    const status = await t.request({
      url: `/integration/shopify/status/${merchant.brandId}`,
      token: merchant.token,
    });
    expect(status.json()).toMatchObject({ connected: true, needsAttention: null });
    // The history import ran after the connect (products from the store's catalogue).
    expect(row?.lastSyncAt).not.toBeNull();
  });

  it('connects nothing when the store refuses the link’s token, and the sign-up still works', async () => {
    const link = await install(`forged-${run}.myshopify.com`);
    const merchant = await signUpFrom({ ...link, shopify_access_token: 'shpat_not_issued_by_shopify' });
    await t.runJobs();
    expect(await shopifyOf(merchant.brandId)).toBeNull();
    expect(t.jobLog.join('\n')).not.toMatch(/connections:install-shop.*failed/);
  });

  it('does not take a store another Bizamply account holds', async () => {
    const shop = `taken-${run}.myshopify.com`;
    const owner = await createUserWithBrand(t);
    await connectThroughPopup(t, owner, 'shopify', { shop });
    const merchant = await signUpFrom(await install(shop));
    await t.runJobs();
    expect(await shopifyOf(merchant.brandId)).toBeNull();
    expect((await shopifyOf(owner.brand.id))?.accountId).toBe(owner.user.accountId);
  });
});
