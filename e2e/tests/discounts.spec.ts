import { DEMO_SHOPS, DISCOUNT_LABELS, DISCOUNT_MESSAGES } from '@bizamply/contracts';
import { DEMO, expect, login, snap, test } from '../support/fixtures.ts';

/**
 * Spec 2 "Discount Manager" as the demo merchant meets it: the store's discounts (read from Shopify, here the
 * simulator), one edited in the Edit Discount modal, and the change found in Shopify through the simulator's
 * control API. Only the Seasonal Sale amount changes; no other spec reads discounts.
 */

interface SimDiscount {
  title: string;
  value: { percentage?: number };
}

test('the demo merchant sees the store discounts, edits one, and the change reaches Shopify', async ({
  page,
  request,
}) => {
  await login(page, DEMO);
  await page.goto('/loyalty-manager');
  await expect(page.getByRole('heading', { name: DISCOUNT_LABELS.pageTitle })).toBeVisible();
  const table = page.getByRole('table', { name: 'Discounts' });
  const row = table.getByRole('row').filter({ hasText: 'Seasonal Sale' });
  await expect(row).toBeVisible();
  for (const header of Object.values(DISCOUNT_LABELS.columns).slice(0, 8)) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(table.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(table.getByText('Expired', { exact: true })).toBeVisible();
  await expect(table.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(page.getByText(DISCOUNT_LABELS.totalSavings)).toBeVisible();
  await expect(page.getByText(DISCOUNT_LABELS.conversionRate)).toBeVisible();
  await snap(page, 'discounts-list');

  await row.getByRole('button', { name: 'Edit Seasonal Sale' }).click();
  const dialog = page.getByRole('dialog', { name: DISCOUNT_MESSAGES.editTitle });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByLabel(DISCOUNT_LABELS.columns.amount);
  const current = Number(await amount.inputValue());
  const next = current >= 50 ? 20 : current + 5;

  // The shared schema's rule, shown under the field before anything is sent.
  await amount.fill('0');
  await dialog.getByRole('button', { name: DISCOUNT_MESSAGES.update }).click();
  await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
  await snap(page, 'discounts-edit-invalid', { fullPage: false });

  await amount.fill(String(next));
  await snap(page, 'discounts-edit-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: DISCOUNT_MESSAGES.update }).click();
  await expect(page.getByText(DISCOUNT_MESSAGES.updated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(`${next}%`, { exact: true })).toBeVisible();
  await snap(page, 'discounts-updated');

  // Shopify (the simulator) holds the new value: read through its control API.
  const found: SimDiscount[] = [];
  for (const shop of DEMO_SHOPS) {
    const response = await request.get(`/sim/control/shopify/discounts?shop=${encodeURIComponent(shop.domain)}`);
    expect(response.ok()).toBe(true);
    found.push(...((await response.json()) as { discounts: SimDiscount[] }).discounts);
  }
  expect(found.some((discount) => discount.title === 'Seasonal Sale' && discount.value.percentage === next / 100)).toBe(
    true,
  );
});

test("a Shopify failure shows 'Failed to update discount' as a red toast and a banner", async ({ page, request }) => {
  await login(page, DEMO);
  await page.goto('/loyalty-manager');
  const row = page.getByRole('table', { name: 'Discounts' }).getByRole('row').filter({ hasText: 'Holiday Preview' });
  await row.getByRole('button', { name: 'Edit Holiday Preview' }).click();
  const dialog = page.getByRole('dialog', { name: DISCOUNT_MESSAGES.editTitle });
  await dialog.getByLabel(DISCOUNT_LABELS.columns.usageLimit).fill('300');
  // Shopify answers the next calls (our mutation first) with a server error; the rest are cleared below.
  const fault = await request.post('/sim/control/faults', {
    data: { platform: 'shopify', kind: 'server_error', count: 5 },
  });
  expect(fault.ok()).toBe(true);
  try {
    await dialog.getByRole('button', { name: DISCOUNT_MESSAGES.update }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: DISCOUNT_MESSAGES.updateFailed })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: DISCOUNT_MESSAGES.updateFailed })).toBeVisible();
    await snap(page, 'discounts-update-failed', { fullPage: false });
  } finally {
    await request.delete('/sim/control/faults?platform=shopify');
  }
  await dialog.getByRole('button', { name: DISCOUNT_MESSAGES.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('250', { exact: true })).toBeVisible();
});
