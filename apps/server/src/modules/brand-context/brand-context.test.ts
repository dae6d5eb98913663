import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { onboardDataResponseSchema, selectBrandResponseSchema, type Platform } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { brands, users } from '../../db/schema/index.ts';
import { connect, must } from '../analytics/insight.test-support.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let stranger: Awaited<ReturnType<typeof createUserWithBrand>>;
const SERVICES: Platform[][] = [[], ['shopify'], ['shopify', 'judgeme'], ['shopify', 'judgeme', 'instagram']];
const brandIds: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t, { brandName: 'Brand 0' });
  stranger = await createUserWithBrand(t);
  brandIds.push(owner.brand.id);
  for (const index of [1, 2, 3]) {
    const [brand] = await t.database.db
      .insert(brands)
      .values({ accountId: owner.account.id, name: `Brand ${index}`, createdAt: new Date(Date.now() + index * 1000) })
      .returning();
    brandIds.push(must(brand).id);
  }
  for (const [index, platforms] of SERVICES.entries()) await connect(t, owner, must(brandIds[index]), platforms);
  await t.database.db
    .update(users)
    .set({ settings: { theme: 'dark' } })
    .where(eq(users.id, owner.user.id));
});
afterAll(async () => {
  await t.close();
});

const onboardData = async (url = '/api/onboard-data') => {
  const response = await t.request({ url, token: owner.token });
  expect(response.statusCode).toBe(200);
  return onboardDataResponseSchema.parse(response.json()).data;
};
const select = (payload: unknown, token = owner.token) =>
  t.request({ method: 'POST', url: '/api/select-brand', payload: payload as object, token });

describe('GET /api/onboard-data', () => {
  it('lists the brands with their services and the spec 2 §4 status for 0, 1, 2 and 3 services', async () => {
    const data = await onboardData();
    expect(data.brands).toEqual([
      { BrandId: brandIds[0], BrandName: 'Brand 0', ServiceConnected: [], status: 'Not Connected', serviceCount: 0 },
      {
        BrandId: brandIds[1],
        BrandName: 'Brand 1',
        ServiceConnected: ['shopify'],
        status: 'Partial Setup',
        serviceCount: 1,
      },
      {
        BrandId: brandIds[2],
        BrandName: 'Brand 2',
        ServiceConnected: ['shopify', 'judgeme'],
        status: 'Partial Setup',
        serviceCount: 2,
      },
      {
        BrandId: brandIds[3],
        BrandName: 'Brand 3',
        ServiceConnected: ['shopify', 'judgeme', 'instagram'],
        status: 'Connected',
        serviceCount: 3,
      },
    ]);
    expect(data.selectedBrandId).toBeNull();
    expect((await onboardData('/backend/api/onboard-data')).brands).toHaveLength(4);
  });

  it('needs a session', async () => {
    expect((await t.request({ url: '/api/onboard-data' })).statusCode).toBe(401);
  });
});

describe('POST /api/select-brand', () => {
  it('saves the selection in users.settings (other settings kept) and onboard-data restores it', async () => {
    const response = await select({ brandId: brandIds[2] });
    expect(response.statusCode).toBe(200);
    expect(selectBrandResponseSchema.parse(response.json()).data).toEqual({
      success: true,
      selectedBrand: { BrandId: brandIds[2], BrandName: 'Brand 2' },
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(user?.settings).toEqual({ theme: 'dark', selectedBrandId: brandIds[2] });
    expect((await onboardData()).selectedBrandId).toBe(brandIds[2]);
  });

  it("answers 404 for another account's brand or an unknown id, and keeps the saved selection", async () => {
    for (const brandId of [stranger.brand.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await select({ brandId });
      expect(response.statusCode, brandId).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Brand not found' });
    }
    expect((await onboardData()).selectedBrandId).toBe(brandIds[2]);
  });

  it('validates the body and needs a session', async () => {
    expect((await select({})).json()).toMatchObject({ status: 400, details: [{ field: 'brandId' }] });
    expect((await select({ brandId: brandIds[1], extra: 1 })).statusCode).toBe(400);
    const anonymous = await t.request({ method: 'POST', url: '/api/select-brand', payload: { brandId: brandIds[1] } });
    expect(anonymous.statusCode).toBe(401);
  });
});
