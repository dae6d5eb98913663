import type { APIRequestContext, Page } from '@playwright/test';
import {
  brandVoiceResponseSchema,
  commentsResponseSchema,
  DEMO_PLATFORM_IDS,
  DRAFT_QUALITY_MESSAGES,
  draftQualityResponseSchema,
  INBOX_MESSAGES,
  SIGNAL_MESSAGES,
} from '@bizamply/contracts';
import { selectDemoBrand } from '../support/demo-brand.ts';
import { DEMO, expect, login, snap, test } from '../support/fixtures.ts';

/**
 * Issue 17 as a merchant meets it on the demo account: the dashboard's AI draft-quality card (from the seeded
 * history) with a brand-voice suggestion applied, and a spam comment that waits, free, in its own tab until
 * it is marked "Not spam". The demo account is shared: the spam comment is the test's own (a run-unique tag)
 * and the brand voice is put back as it was.
 */

const TAG = `cmp${Date.now().toString(36)}`;
const PHONE = { width: 390, height: 844 };

async function demoApi(page: Page, request: APIRequestContext) {
  const { brandHeaders } = await selectDemoBrand(page, request);
  return {
    quality: async () =>
      draftQualityResponseSchema.parse(
        await (await request.get('/api/dashboard/draft-quality?period=30d', { headers: brandHeaders })).json(),
      ).data,
    voice: async () =>
      brandVoiceResponseSchema.parse(await (await request.get('/api/brand-voice', { headers: brandHeaders })).json())
        .data,
    restoreVoice: async (voice: unknown) => {
      const csrf = await page.evaluate(() => document.cookie.match(/csrf_token=([^;]+)/)?.[1] ?? '');
      // The page's own request context carries its CSRF cookie.
      const response = await page.request.put('/api/brand-voice', {
        headers: { ...brandHeaders, 'X-CSRF-Token': csrf },
        data: voice,
      });
      expect(response.ok()).toBe(true);
    },
    search: async (status: string) =>
      commentsResponseSchema.parse(
        await (await request.get(`/api/comments?search=${TAG}&status=${status}`, { headers: brandHeaders })).json(),
      ).data.comments,
  };
}

test('the dashboard shows how much people change AI drafts, and turns repeated edits into brand-voice suggestions', async ({
  page,
  request,
}) => {
  await login(page, DEMO);
  const demo = await demoApi(page, request);
  const figures = await demo.quality();
  expect(figures.drafts).toBeGreaterThan(0);
  const voice = await demo.voice();

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: DRAFT_QUALITY_MESSAGES.title });
  await card.scrollIntoViewIfNeeded();
  const unchanged = `${Math.round(figures.unchangedPercent * 10) / 10}`.replace(/\.0$/, '');
  await expect(card.getByText(DRAFT_QUALITY_MESSAGES.unchanged.replace('{percent}', unchanged))).toBeVisible();
  await expect(card.getByRole('tab', { name: DRAFT_QUALITY_MESSAGES.byIntent })).toBeVisible();
  await expect(card.getByRole('cell', { name: 'Praise' })).toBeVisible();
  await card.getByRole('tab', { name: DRAFT_QUALITY_MESSAGES.byLanguage }).click();
  await expect(card.getByRole('cell', { name: 'English' })).toBeVisible();
  // The seeded team always deletes "really"/"truly" and often signs "Cheers, Dana".
  const avoid = figures.suggestions.find((entry) => entry.kind === 'avoid');
  expect(avoid).toBeDefined();
  await expect(card.getByText(`"Cheers, Dana" was added to`)).toBeVisible();
  await snap(page, 'dashboard-draft-quality');
  await page.setViewportSize(PHONE);
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'dashboard-draft-quality-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  try {
    const word = avoid?.kind === 'avoid' ? avoid.word : '';
    const suggestion = card.getByRole('listitem').filter({ hasText: `"${word}" was deleted from` });
    await suggestion.getByRole('button', { name: DRAFT_QUALITY_MESSAGES.applyAvoid }).click();
    await expect(page.getByText(DRAFT_QUALITY_MESSAGES.applied)).toBeVisible();
    await expect(suggestion).toHaveCount(0);
    expect((await demo.voice()).avoidWords).toContain(word);
  } finally {
    await demo.restoreVoice({
      tone: voice.tone,
      customTone: voice.customTone,
      signOff: voice.signOff,
      avoidWords: voice.avoidWords,
      language: voice.language,
    });
  }
});

test('spam waits in its own tab, free of charge, until the merchant marks it "Not spam"', async ({ page, request }) => {
  await login(page, DEMO);
  const demo = await demoApi(page, request);
  const created = await request.post('/sim/control/instagram/comments', {
    data: {
      account: DEMO_PLATFORM_IDS[0]?.instagram ?? '',
      text: `FREE FOLLOWERS!!! check my profile 💰💰 link in bio ${TAG}`,
      username: `growth_${TAG}`,
      emitWebhook: true,
    },
  });
  expect(created.status()).toBe(201);
  // The webhook stores the comment; the signals job then flags it.
  await expect.poll(async () => (await demo.search('spam')).length, { timeout: 30_000 }).toBe(1);
  expect(await demo.search('pending')).toHaveLength(0);

  await page.goto('/responses');
  await page.getByRole('tab', { name: /^Spam/ }).click();
  await page.getByPlaceholder(INBOX_MESSAGES.searchPlaceholder).fill(TAG);
  const row = page.getByRole('article', { name: `growth_${TAG} on Instagram` });
  await expect(row).toBeVisible();
  await expect(row.getByText(SIGNAL_MESSAGES.spamBadge, { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Generate/ })).toHaveCount(0);
  await snap(page, 'inbox-spam');
  await page.setViewportSize(PHONE);
  await snap(page, 'inbox-spam-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: SIGNAL_MESSAGES.notSpam }).click();
  await expect(page.getByText(SIGNAL_MESSAGES.markedNotSpam)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: /^Inbox/ }).click();
  await page.getByPlaceholder(INBOX_MESSAGES.searchPlaceholder).fill(TAG);
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: /Generate/ })).toBeVisible();
  expect(await demo.search('spam')).toHaveLength(0);
});
