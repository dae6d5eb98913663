import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brandLogoResponseSchema, brandLogosBulkResponseSchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { brands } from '../../db/schema/index.ts';
import { must } from '../analytics/insight.test-support.ts';
import { derivedLogoUrl } from './logos.service.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let stranger: Awaited<ReturnType<typeof createUserWithBrand>>;
let stored: { id: string };
const simLogo = (domain: string) => `${t.config.publicUrl}/sim/shopify/shops/${domain}/logo.svg`;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t, { brandName: 'Demo Shop' });
  stranger = await createUserWithBrand(t, { brandName: 'Secret Brand' });
  await t.database.db.update(brands).set({ domain: 'demo-shop.myshopify.com' }).where(eq(brands.id, owner.brand.id));
  const [row] = await t.database.db
    .insert(brands)
    .values({ accountId: owner.account.id, name: 'Logo Brand', logoUrl: 'https://cdn.example.com/logo.png' })
    .returning();
  stored = must(row);
  await t.database.db
    .update(brands)
    .set({ logoUrl: 'https://cdn.example.com/secret.png' })
    .where(eq(brands.id, stranger.brand.id));
});
afterAll(async () => {
  await t.close();
});

const logo = async (brand: string, query: Record<string, string> = {}) => {
  const response = await t.request({
    url: `/api/admin/brands/${encodeURIComponent(brand)}/logo`,
    query,
    token: owner.token,
  });
  expect(response.statusCode, brand).toBe(200);
  return brandLogoResponseSchema.parse(response.json()).data;
};

describe('GET /api/admin/brands/{brand}/logo', () => {
  it("serves the simulator's shop logo for a *.myshopify.com brand, by id or by name", async () => {
    const expected = {
      logoUrl: simLogo('demo-shop.myshopify.com'),
      brandName: 'Demo Shop',
      domain: 'demo-shop.myshopify.com',
    };
    expect(await logo(owner.brand.id)).toEqual(expected);
    expect(await logo('demo shop')).toEqual(expected);
  });

  it('the derived address really serves an image from the simulator', async () => {
    const url = new URL((await logo(owner.brand.id)).logoUrl ?? '');
    const response = await t.request({ url: url.pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('>DS</text>');
    expect((await t.request({ url: '/sim/shopify/shops/not a shop/logo.svg' })).statusCode).toBe(404);
  });

  it('prefers a stored logo; other domains have none (the client shows initials)', async () => {
    expect((await logo(stored.id)).logoUrl).toBe('https://cdn.example.com/logo.png');
    expect(await logo('Unknown Co', { domain: 'unknown.example.com' })).toEqual({
      logoUrl: null,
      brandName: 'Unknown Co',
      domain: 'unknown.example.com',
    });
    expect((await logo('Other', { domain: 'other.myshopify.com' })).logoUrl).toBe(simLogo('other.myshopify.com'));
  });

  it("never reads another account's brand: its id is 404, its name gets no stored logo", async () => {
    const response = await t.request({ url: `/api/admin/brands/${stranger.brand.id}/logo`, token: owner.token });
    expect(response.statusCode).toBe(404);
    expect((await logo('Secret Brand')).logoUrl).toBeNull();
  });

  it('validates the domain and needs a session', async () => {
    const bad = await t.request({
      url: '/api/admin/brands/x/logo',
      query: { domain: 'not a domain' },
      token: owner.token,
    });
    expect(bad.json()).toMatchObject({ status: 400, details: [{ field: 'domain' }] });
    expect((await t.request({ url: `/api/admin/brands/${owner.brand.id}/logo` })).statusCode).toBe(401);
  });

  it('names no logo when the simulator is not mounted (live mode)', () => {
    const deps = { publicUrl: 'https://app.example.com', simulatorLogos: false };
    expect(derivedLogoUrl('demo-shop.myshopify.com', deps)).toBeNull();
  });
});

describe('POST /api/admin/brands/logos/bulk', () => {
  it('answers every brand asked, in order', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/backend/api/admin/brands/logos/bulk',
      token: owner.token,
      payload: {
        brands: [
          { name: 'Logo Brand', domain: null },
          { name: 'demo shop' },
          { name: 'Nobody', domain: 'nobody.example.com' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(brandLogosBulkResponseSchema.parse(response.json()).data).toEqual([
      { brandName: 'Logo Brand', domain: null, logoUrl: 'https://cdn.example.com/logo.png' },
      { brandName: 'Demo Shop', domain: 'demo-shop.myshopify.com', logoUrl: simLogo('demo-shop.myshopify.com') },
      { brandName: 'Nobody', domain: 'nobody.example.com', logoUrl: null },
    ]);
  });

  it('takes at most 50 brands', async () => {
    const brandsAsked = Array.from({ length: 51 }, (_, index) => ({ name: `B${index}` }));
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/brands/logos/bulk',
      token: owner.token,
      payload: { brands: brandsAsked },
    });
    expect(response.json()).toMatchObject({ status: 400, details: [{ field: 'brands' }] });
  });
});
