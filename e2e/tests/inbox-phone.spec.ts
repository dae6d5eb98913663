import type { Locator, Page } from '@playwright/test';
import { DEMO_PLATFORM_IDS, DEMO_SHOPS, INBOX_MESSAGES, simRepliesResponseSchema } from '@bizamply/contracts';
import { selectDemoBrand } from '../support/demo-brand.ts';
import { DEMO, expect, login, snap, test } from '../support/fixtures.ts';

/**
 * Issue 19 items 1, 2 and 4 on a phone (390×844, touch): the merchant reads the inbox, selects reviews by tapping,
 * generates, edits and sends; answers a customer's WhatsApp message at the sender's number; and sees why Send via
 * Both is not offered for a reviewer WhatsApp cannot reach. Works on run-unique items of the shared demo brand.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const SHOP = DEMO_SHOPS[0]?.domain ?? '';
const WHATSAPP_NUMBER_ID = DEMO_PLATFORM_IDS[0]?.whatsapp ?? '';
const TAG = `phn${Date.now().toString(36)}`;
const REVIEWERS = ['Ines Palm', 'Olle Reed'];
const SENDER = `4477008${String(Date.now()).slice(-5)}`;

const row = (page: Page, name: string, platform = 'Judge.me') =>
  page.getByRole('article', { name: `${name} on ${platform}` });

/** The row's text column is readable: most of the phone's width, and the actions sit below it. */
async function expectReadableRow(article: Locator, text: string) {
  const body = await article.getByText(text).first().boundingBox();
  const action = await article.getByRole('button').last().boundingBox();
  expect(body?.width ?? 0).toBeGreaterThan(250);
  expect(action?.y ?? 0).toBeGreaterThan((body?.y ?? 0) + (body?.height ?? 0) - 1);
}

test('on a phone, a merchant reads, selects by touch, generates, edits and sends, and answers WhatsApp', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await login(page, DEMO);
  const demo = await selectDemoBrand(page, request);
  for (const [index, reviewerName] of REVIEWERS.entries()) {
    const created = await request.post('/sim/control/judgeme/reviews', {
      data: {
        shop: SHOP,
        rating: 5 - index,
        body: `${TAG} The grinder is quiet and the beans smell wonderful; I will order again next month (${index + 1}).`,
        reviewerName,
        emitWebhook: true,
      },
    });
    expect(created.status()).toBe(201);
  }
  const message = await request.post('/sim/control/whatsapp/messages', {
    data: {
      phoneNumberId: WHATSAPP_NUMBER_ID,
      from: SENDER,
      name: 'Mona Vik',
      text: `${TAG} Hi! Is the espresso blend back in stock?`,
      emitWebhook: true,
    },
  });
  expect(message.status()).toBe(201);
  await expect.poll(async () => (await demo.search(TAG)).length, { timeout: 30_000 }).toBe(3);

  // Read: the rows are readable at 390 px, actions wrap below the text.
  await page.goto('/responses');
  await expect(page.getByRole('heading', { name: 'Customer Responses', level: 1 })).toBeVisible();
  await page.getByPlaceholder(INBOX_MESSAGES.searchPlaceholder).fill(TAG);
  // Only this run's three items (earlier runs left reviewers of the same names): the search has applied.
  await expect(page.getByRole('article')).toHaveCount(3);
  for (const name of REVIEWERS) await expect(row(page, name)).toBeVisible();
  await expectReadableRow(row(page, REVIEWERS[0] ?? ''), 'The grinder is quiet');
  await snap(page, 'phone-inbox');

  // Bulk select by touch: tap the two reviews' boxes; the bar prices the action.
  for (const name of REVIEWERS) await row(page, name).getByRole('checkbox').tap();
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await snap(page, 'phone-inbox-selection', { fullPage: false });
  await bar.getByRole('button', { name: `${INBOX_MESSAGES.generateResponses} · 4 credits` }).tap();
  await expect(page.getByText('Generated 2 of 2 responses.')).toBeVisible({ timeout: 30_000 });

  // Edit one draft in the editor, by touch.
  await page.getByRole('tab', { name: /Draft/ }).tap();
  const first = row(page, REVIEWERS[0] ?? '');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(first).toBeVisible();
  await expectReadableRow(first, 'The grinder is quiet');
  // Judge.me reviewers without a phone: Both is disabled with the reason, not offered and half-sent.
  const both = first.getByRole('button', { name: /^Send via Both/ });
  await expect(both).toBeDisabled();
  await expect(first.getByText(INBOX_MESSAGES.bothNoPhone.replace('{platform}', 'Judge.me'))).toBeVisible();
  await snap(page, 'phone-inbox-drafts');
  await first.getByRole('button', { name: 'Edit', exact: true }).tap();
  const editor = page.getByRole('dialog', { name: 'Edit Response' });
  const text = editor.getByPlaceholder(INBOX_MESSAGES.editorPlaceholder);
  await expect(text).not.toHaveValue('');
  const edited = `Thank you, Ines! ${TAG} — the next bag is on us.`;
  await text.fill(edited);
  await snap(page, 'phone-inbox-editor', { fullPage: false });
  await editor.getByRole('button', { name: INBOX_MESSAGES.saveChanges }).tap();
  await expect(editor).toBeHidden();
  await expect(first.getByText(edited)).toBeVisible();

  // Send it.
  await first.getByRole('button', { name: 'Send via Judge.me · 1 credit' }).tap();
  await expect(first).toBeHidden({ timeout: 20_000 });

  // The WhatsApp message: generate, then Send via WhatsApp reaches the sender's number. No Both on it.
  await page.getByRole('tab', { name: /Inbox/ }).tap();
  const whatsapp = row(page, 'Mona Vik', 'WhatsApp');
  await expect(whatsapp).toBeVisible();
  await whatsapp.getByRole('button', { name: /^Generate/ }).tap();
  await page.getByRole('tab', { name: /Draft/ }).tap();
  await expect(whatsapp).toBeVisible();
  await expect(whatsapp.getByRole('button', { name: /^Send via Both/ })).toHaveCount(0);
  await whatsapp.getByRole('button', { name: 'Send via WhatsApp · 1 credit' }).tap();
  await expect(whatsapp).toBeHidden({ timeout: 20_000 });
  const answered = (await demo.search(TAG)).find((comment) => comment.platform === 'whatsapp');
  expect(answered?.status).toBe('sent');
  const log = simRepliesResponseSchema.parse(
    await (await request.get(`/sim/control/replies?platform=whatsapp&account=${WHATSAPP_NUMBER_ID}`)).json(),
  ).replies;
  expect(log.filter((entry) => entry.targetId === SENDER).map((entry) => entry.message)).toEqual([
    answered?.updatedContent,
  ]);

  await page.getByRole('tab', { name: /Sent/ }).tap();
  await expect(row(page, REVIEWERS[0] ?? '')).toBeVisible();
  await snap(page, 'phone-inbox-sent');
});
