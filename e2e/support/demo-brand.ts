import type { APIRequestContext, Page } from '@playwright/test';
import { commentsResponseSchema, DEMO_SHOPS, onboardDataResponseSchema, STORAGE_KEYS } from '@bizamply/contracts';

/**
 * Makes the first demo brand (Northwind Coffee: WhatsApp Business, the seeded WhatsApp conversation) the page's
 * selected brand, and returns a search over its inbox through the API, with the page's own token.
 */
export async function useDemoBrand(page: Page, request: APIRequestContext) {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
  const headers = { Authorization: `Bearer ${token ?? ''}`, Accept: 'application/json' };
  const { brands } = onboardDataResponseSchema.parse(
    await (await request.get('/api/onboard-data', { headers })).json(),
  ).data;
  const brand = brands.find((entry) => entry.BrandName === DEMO_SHOPS[0]?.name);
  if (!brand) throw new Error('the demo brand is missing');
  await page.evaluate(({ key, id }) => localStorage.setItem(key, id), {
    key: STORAGE_KEYS.selectedBrand,
    id: brand.BrandId,
  });
  const brandHeaders = { ...headers, 'X-Brand-Id': brand.BrandId };
  return {
    brandId: brand.BrandId,
    search: async (word: string) =>
      commentsResponseSchema.parse(
        await (await request.get(`/api/comments?search=${word}`, { headers: brandHeaders })).json(),
      ).data.comments,
  };
}
