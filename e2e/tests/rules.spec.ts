import type { APIRequestContext, Page } from '@playwright/test';
import {
  approvalsResponseSchema,
  AUTOMATION_MESSAGES,
  automationActivityResponseSchema,
  commentsResponseSchema,
  DEMO_SHOPS,
  INBOX_MESSAGES,
} from '@bizamply/contracts';
import { selectDemoBrand } from '../support/demo-brand.ts';
import { DEMO, expect, login, snap, test } from '../support/fixtures.ts';

/**
 * Issue 16 as a merchant meets it on the demo account: a rule is created (off), dry-run over the last 30 days,
 * turned on, and the next matching review is answered with no click. The demo account is shared: the rule only
 * matches the test's own reviews (a run-unique word) and is deleted at the end.
 */

const TAG = `rul${Date.now().toString(36)}`;
const RULE = `Thank ${TAG} reviewers`;
const PHONE = { width: 390, height: 844 };
const SHOP = DEMO_SHOPS[0]?.domain ?? '';

async function demoRules(page: Page, request: APIRequestContext) {
  const { brandHeaders } = await selectDemoBrand(page, request);
  return {
    activity: async () =>
      automationActivityResponseSchema.parse(
        await (await request.get('/api/automation/activity', { headers: brandHeaders })).json(),
      ).data.entries,
    search: async (status: string) =>
      commentsResponseSchema.parse(
        await (await request.get(`/api/comments?search=${TAG}&status=${status}`, { headers: brandHeaders })).json(),
      ).data.comments,
  };
}

async function review(request: APIRequestContext, body: string, reviewerName: string) {
  const response = await request.post('/sim/control/judgeme/reviews', {
    data: { shop: SHOP, rating: 5, body, reviewerName },
  });
  expect(response.status()).toBe(201);
}

test('a merchant creates a rule, dry-runs it, turns it on, and the next matching review is answered with no click', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await login(page, DEMO);
  const demo = await demoRules(page, request);
  // Before the rule: a happy review the dry run will find in the last 30 days.
  await review(request, `Lovely beans, my morning ritual now ${TAG}`, 'Rita Before');
  await expect.poll(async () => (await demo.search('pending')).length, { timeout: 30_000 }).toBe(1);

  await page.goto('/rules');
  await expect(page.getByRole('heading', { name: AUTOMATION_MESSAGES.pageTitle, level: 1 })).toBeVisible();
  // The demo's two sensible rules, both off.
  await expect(page.getByRole('article', { name: 'Thank happy reviewers' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Hide spam on social' })).toHaveAttribute('aria-checked', 'false');

  await page.getByRole('button', { name: AUTOMATION_MESSAGES.newRule }).first().click();
  const editor = page.getByRole('dialog', { name: AUTOMATION_MESSAGES.newRule });
  // Saving without conditions or actions: the schema's message, under the field.
  await editor.getByLabel('Name').fill(RULE);
  await editor.getByRole('button', { name: AUTOMATION_MESSAGES.saveRule }).click();
  await expect(editor.getByRole('alert').first()).toBeVisible();
  await editor.getByRole('group', { name: 'Platforms' }).getByRole('button', { name: 'Judge.me' }).click();
  await expect(editor.getByRole('alert')).toHaveCount(0);
  await editor.getByRole('combobox', { name: 'Rating from' }).click();
  await page.getByRole('option', { name: '5★' }).click();
  await editor.getByLabel('Contains any of').fill(TAG);
  await editor.getByRole('combobox', { name: 'Reply' }).click();
  await page.getByRole('option', { name: AUTOMATION_MESSAGES.actionSend }).click();
  await snap(page, 'rules-editor', { fullPage: false });
  await editor.getByRole('button', { name: AUTOMATION_MESSAGES.saveRule }).click();
  await expect(editor).toHaveCount(0);
  const card = page.getByRole('article', { name: RULE });
  await expect(card).toContainText('Judge.me · 5★');
  await expect(page.getByRole('switch', { name: RULE })).toHaveAttribute('aria-checked', 'false');
  await snap(page, 'rules-list');

  await card.getByRole('button', { name: AUTOMATION_MESSAGES.dryRun }).click();
  const dryRun = page.getByRole('dialog', { name: AUTOMATION_MESSAGES.dryRun });
  await expect(dryRun.getByText(AUTOMATION_MESSAGES.dryRunTitle.replace('{days}', '30'))).toBeVisible();
  await expect(
    dryRun.getByRole('list', { name: AUTOMATION_MESSAGES.dryRunExamples }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(dryRun.getByText(`Lovely beans, my morning ritual now ${TAG}`)).toBeVisible();
  await expect(dryRun.getByLabel('Counts per action').getByText(AUTOMATION_MESSAGES.actionSend)).toBeVisible();
  await snap(page, 'rules-dry-run', { fullPage: false });
  await page.setViewportSize(PHONE);
  await snap(page, 'rules-dry-run-phone', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });

  await dryRun.getByRole('button', { name: AUTOMATION_MESSAGES.turnOn }).click();
  await expect(page.getByText(AUTOMATION_MESSAGES.ruleTurnedOn)).toBeVisible();
  await dryRun.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('switch', { name: RULE })).toHaveAttribute('aria-checked', 'true');

  try {
    // The rule acts on what arrives from now on: the next matching review is drafted and sent by the workers.
    await review(request, `Second bag already, wonderful ${TAG}`, 'Sam After');
    await expect.poll(async () => (await demo.search('sent')).length, { timeout: 45_000 }).toBe(1);
    expect((await demo.search('pending')).map((item) => item.customerName)).toEqual(['Rita Before']);
    // The run records its outcome right after the send.
    await expect.poll(async () => (await demo.activity()).filter((entry) => entry.ruleName === RULE).length).toBe(1);

    await page.getByRole('tab', { name: AUTOMATION_MESSAGES.tabActivity }).click();
    const activity = page.getByRole('table', { name: AUTOMATION_MESSAGES.tabActivity });
    const entry = activity.getByRole('row').filter({ hasText: RULE });
    await expect(entry).toContainText(AUTOMATION_MESSAGES.actionSend);
    await expect(entry).toContainText(AUTOMATION_MESSAGES.resultDone);
    await snap(page, 'rules-activity');

    await page.goto('/responses');
    await page.getByRole('tab', { name: /^Sent/ }).click();
    await page.getByPlaceholder(INBOX_MESSAGES.searchPlaceholder).fill(TAG);
    const sent = page.getByRole('article', { name: 'Sam After on Judge.me' });
    await expect(sent).toBeVisible();
    await sent.getByRole('button', { name: AUTOMATION_MESSAGES.itemHistory }).click();
    await expect(page.getByRole('list', { name: AUTOMATION_MESSAGES.itemHistory })).toContainText(RULE);
    await snap(page, 'inbox-automation-history', { fullPage: false });
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: new RegExp(`^${AUTOMATION_MESSAGES.needsPerson}`) }).click();
    await page.getByPlaceholder(INBOX_MESSAGES.searchPlaceholder).fill('');
    await expect(page.getByRole('article').first()).toBeVisible();
    await snap(page, 'inbox-needs-a-person');
    await page.setViewportSize(PHONE);
    await snap(page, 'inbox-needs-a-person-phone');
    await page.goto('/rules');
    await expect(page.getByRole('article', { name: RULE })).toBeVisible();
    await snap(page, 'rules-list-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  } finally {
    await page.goto('/rules');
    const own = page.getByRole('article', { name: RULE });
    await own.getByRole('button', { name: `${AUTOMATION_MESSAGES.deleteRule}: ${RULE}` }).click();
    await expect(own).toHaveCount(0);
  }
});

test('an approver edits a rule’s draft in the approval queue and approves it: sent, charged once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await login(page, DEMO);
  const { brandHeaders } = await selectDemoBrand(page, request);
  const word = `${TAG}apv`;
  const csrf = await page.evaluate(() => document.cookie.match(/csrf_token=([^;]+)/)?.[1] ?? '');
  const headers = { ...brandHeaders, 'X-CSRF-Token': csrf };
  const created = await page.request.post('/api/automation/rules', {
    headers,
    data: {
      name: `Approve ${word}`,
      enabled: true,
      conditions: { platforms: ['judgeme'], containsWords: [word] },
      actions: [{ type: 'approval', channel: 'platform' }],
    },
  });
  expect(created.status()).toBe(200);
  const ruleId = ((await created.json()) as { data: { id: string } }).data.id;
  try {
    await review(request, `Great grinder, quiet and precise ${word}`, 'Paula Approve');
    const queued = async () =>
      approvalsResponseSchema.parse(
        await (await request.get('/api/automation/approvals', { headers: brandHeaders })).json(),
      ).data.items;
    await expect.poll(async () => (await queued()).length, { timeout: 45_000 }).toBe(1);

    await page.goto('/rules');
    await page.getByRole('tab', { name: new RegExp(`^${AUTOMATION_MESSAGES.tabApprovals}`) }).click();
    const queue = page.getByRole('list', { name: AUTOMATION_MESSAGES.tabApprovals });
    const draft = queue.getByLabel('Draft response');
    await draft.fill(`Thank you, Paula! Enjoy your grinder. ${word}`);
    await queue.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(AUTOMATION_MESSAGES.draftSaved)).toBeVisible();
    await queue.getByRole('checkbox', { name: 'Select Paula Approve' }).click();
    await snap(page, 'rules-approval-queue');
    await page.setViewportSize(PHONE);
    await snap(page, 'rules-approval-queue-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /^Approve 1 · / }).click();
    await expect(page.getByText(AUTOMATION_MESSAGES.approved.replace('{n}', '1'))).toBeVisible();
    await expect(page.getByText(AUTOMATION_MESSAGES.approvalsEmpty)).toBeVisible();
    const sent = commentsResponseSchema.parse(
      await (await request.get(`/api/comments?search=${word}&status=sent`, { headers: brandHeaders })).json(),
    ).data.comments;
    expect(sent.map((item) => item.sentContent)).toEqual([`Thank you, Paula! Enjoy your grinder. ${word}`]);
  } finally {
    expect((await page.request.delete(`/api/automation/rules/${ruleId}`, { headers })).status()).toBe(200);
  }
});
