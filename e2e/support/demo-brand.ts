import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_SHOPS, onboardDataResponseSchema, STORAGE_KEYS } from '@bizamply/contracts';

/**
 * Selects the demo's first brand (Northwind Coffee) in the signed-in page, and returns the page's bearer headers
 * and the same with X-Brand-Id, for a story that checks on the server what the user did in the browser.
 */
export async function selectDemoBrand(page: Page, request: APIRequestContext) {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
  const headers: Record<string, string> = { Authorization: `Bearer ${token ?? ''}`, Accept: 'application/json' };
  const { brands } = onboardDataResponseSchema.parse(
    await (await request.get('/api/onboard-data', { headers })).json(),
  ).data;
  const brand = brands.find((entry) => entry.BrandName === DEMO_SHOPS[0]?.name);
  if (!brand) throw new Error('the demo brand Northwind Coffee is missing');
  await page.evaluate(({ key, id }) => localStorage.setItem(key, id), {
    key: STORAGE_KEYS.selectedBrand,
    id: brand.BrandId,
  });
  return { brandId: brand.BrandId, headers, brandHeaders: { ...headers, 'X-Brand-Id': brand.BrandId } };
}
