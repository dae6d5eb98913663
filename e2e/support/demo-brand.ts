import type { APIRequestContext, Page } from '@playwright/test';
import { commentsResponseSchema, STORAGE_KEYS } from '@bizamply/contracts';
import { demoBrand } from './fixtures.ts';

/**
 * Makes the demo's first brand (Northwind Coffee: WhatsApp Business, the seeded WhatsApp conversation) the
 * signed-in page's selected brand. Returns the page's bearer headers, the same with X-Brand-Id, and a search over
 * the brand's inbox, for a story that checks on the server what the user did in the browser.
 */
export async function selectDemoBrand(page: Page, request: APIRequestContext) {
  const { brandId, headers, brandHeaders } = await demoBrand(page, request);
  await page.evaluate(({ key, id }) => localStorage.setItem(key, id), { key: STORAGE_KEYS.selectedBrand, id: brandId });
  return {
    brandId,
    headers,
    brandHeaders,
    search: async (word: string) =>
      commentsResponseSchema.parse(
        await (await request.get(`/api/comments?search=${word}`, { headers: brandHeaders })).json(),
      ).data.comments,
  };
}
