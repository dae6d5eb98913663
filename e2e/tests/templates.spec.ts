import type { APIRequestContext, Page } from '@playwright/test';
import { commentsResponseSchema, DEMO_SHOPS, INBOX_MESSAGES, templateListResponseSchema } from '@bizamply/contracts';
import { selectDemoBrand } from '../support/demo-brand.ts';
import { DEMO, expect, login, snap, test } from '../support/fixtures.ts';

/**
 * The editor's saved templates (issue #18 phase 1 moved their calls onto endpoint definitions): a merchant saves
 * the text of a reply as a template, finds it under Manage Templates, uses it, and deletes it. The demo account is
 * shared, so the template's name is unique to the run and the test leaves none behind.
 */

const SHOP = DEMO_SHOPS[0]?.domain ?? '';
const TAG = `tpl${Date.now().toString(36)}`;
const NAME = `Warm thanks ${TAG}`;
const TEXT = `Thank you for your kind words (${TAG}) - we roast every batch to order.`;

async function demoApi(page: Page, request: APIRequestContext) {
  const { brandHeaders } = await selectDemoBrand(page, request);
  return {
    search: async (word: string) =>
      commentsResponseSchema.parse(
        await (await request.get(`/api/comments?search=${word}`, { headers: brandHeaders })).json(),
      ).data.comments,
    // The spec's other prefix reaches the same route.
    templateNames: async () =>
      templateListResponseSchema
        .parse(await (await request.get('/backend/api/templates', { headers: brandHeaders })).json())
        .data.templates.map((template) => template.name),
  };
}

for (const viewport of [
  { label: 'desktop', size: { width: 1440, height: 900 } },
  { label: 'phone', size: { width: 390, height: 844 } },
]) {
  test(`a merchant saves, uses and deletes a reply template (${viewport.label})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport.size);
    await login(page, DEMO);
    const demo = await demoApi(page, request);
    const word = `${TAG}${viewport.label}`;
    const created = await request.post('/sim/control/judgeme/reviews', {
      data: { shop: SHOP, rating: 5, body: `${word} Lovely roast.`, reviewerName: 'Ivy Stone', emitWebhook: true },
    });
    expect(created.status()).toBe(201);
    await expect.poll(async () => (await demo.search(word)).length, { timeout: 30_000 }).toBe(1);

    await page.goto('/responses');
    await page.getByPlaceholder(INBOX_MESSAGES.searchPlaceholder).fill(word);
    const row = page.getByRole('article', { name: 'Ivy Stone on Judge.me' }).filter({ hasText: word });
    await expect(page.getByRole('article')).toHaveCount(1);
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Response' });
    const text = editor.getByLabel('Response');
    await text.fill(TEXT);

    // Add Template saves the editor's text under a name, then shows the brand's templates.
    await editor.getByRole('button', { name: INBOX_MESSAGES.addTemplate }).click();
    await editor.getByLabel('Template name').fill(`${NAME} ${viewport.label}`);
    await editor.getByRole('button', { name: 'Save template' }).click();
    const saved = editor.getByRole('group', { name: 'Saved templates' });
    await expect(saved.getByText(`${NAME} ${viewport.label}`)).toBeVisible();
    expect(await demo.templateNames()).toContain(`${NAME} ${viewport.label}`);
    await snap(page, `inbox-templates-${viewport.label}`);

    // Use puts it back into an emptied editor.
    await text.fill('');
    await saved
      .getByRole('listitem')
      .filter({ hasText: `${NAME} ${viewport.label}` })
      .getByRole('button', { name: 'Use' })
      .click();
    await expect(text).toHaveValue(TEXT);

    // Deleting it removes it on the server too.
    await editor.getByRole('button', { name: INBOX_MESSAGES.manageTemplates }).click();
    await editor.getByRole('button', { name: `Delete template ${NAME} ${viewport.label}` }).click();
    await expect(editor.getByText(`${NAME} ${viewport.label}`)).toHaveCount(0);
    expect(await demo.templateNames()).not.toContain(`${NAME} ${viewport.label}`);
  });
}
