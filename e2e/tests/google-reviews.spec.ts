import type { APIRequestContext, Page } from '@playwright/test';
import {
  commentsResponseSchema,
  CONNECTION_MESSAGES,
  creditBalanceResponseSchema,
  INBOX_MESSAGES,
  onboardDataResponseSchema,
  simRepliesResponseSchema,
  STORAGE_KEYS,
} from '@bizamply/contracts';
import {
  GOOGLE_BUSINESS_DEMO,
  LOCATION_PICKER_MESSAGES as PICKER,
} from '@bizamply/contracts/platforms/google_business';
import { expect, snap, test } from '../support/fixtures.ts';
import { signUpToStep2, snapDesktopAndPhone } from '../support/onboarding.ts';

/**
 * Issue 18: Google reviews (Google Business Profile) end to end for a new merchant. Ines connects her showroom in
 * onboarding step 2: she signs in with Google in the connect window (the simulator's consent page), sees the
 * locations her Google account manages — one of them already connected to another Bizamply account, which she
 * cannot pick — and picks hers. Its reviews arrive in the inbox; a new review comes in by a Pub/Sub push; she
 * answers it (charged), Google shows the reply, then she deletes the reply and Google no longer shows it.
 */

const RUN = Date.now().toString(36);
const GOOGLE_PERSON = `ines.${RUN}@gmail.test`;
const LOCATION_ID = `17${String(Date.now()).slice(-11)}`;
const LOCATION_TITLE = `Moreau Showroom ${RUN}`;
// A name the simulator's generated history never uses (its people come from fixed first and last names).
const REVIEWER = `Noor Okafor ${RUN}`;
const TAG = `gbp${RUN}`;

/** The signed-in page's bearer headers and its (only) brand, for the test's own API reads. */
async function merchantApi(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(
    (key) => localStorage.getItem(key) ?? sessionStorage.getItem(key),
    STORAGE_KEYS.authToken,
  );
  const headers = { Authorization: `Bearer ${token ?? ''}`, Accept: 'application/json' };
  const [brand] = onboardDataResponseSchema.parse(await (await request.get('/api/onboard-data', { headers })).json())
    .data.brands;
  const brandHeaders = { ...headers, 'X-Brand-Id': brand?.BrandId ?? '' };
  return {
    balance: async () =>
      creditBalanceResponseSchema.parse(await (await request.get('/api/credits/balance', { headers })).json()).data
        .availableCredits,
    search: async (word: string) =>
      commentsResponseSchema.parse(
        await (await request.get(`/api/comments?search=${word}`, { headers: brandHeaders })).json(),
      ).data.comments,
  };
}

/** The review as Google holds it now (the simulator's state), with its current reply. */
async function reviewOnGoogle(request: APIRequestContext, name: string) {
  const answer = await request.get(`/sim/control/google_business/reviews?locationId=${LOCATION_ID}`);
  const { reviews } = (await answer.json()) as { reviews: { name: string; reviewReply?: { comment: string } }[] };
  return reviews.find((review) => review.name === name);
}

test('a merchant connects Google reviews by picking a location, answers a new review and deletes the reply', async ({
  page,
  request,
}) => {
  // Ines manages her showroom on Google, and also the demo's Mission Street shop, which the demo account holds.
  const created = await request.post('/sim/control/google_business/locations', {
    data: { locationId: LOCATION_ID, title: LOCATION_TITLE, manager: GOOGLE_PERSON },
  });
  expect(created.status()).toBe(201);
  const shared = await request.post('/sim/control/google_business/locations', {
    data: { locationId: GOOGLE_BUSINESS_DEMO.locationId, title: GOOGLE_BUSINESS_DEMO.title, manager: GOOGLE_PERSON },
  });
  expect(shared.status()).toBe(201);

  // A new merchant from a real install link: her store is connected by sign-up, the review platforms are offered.
  await signUpToStep2(page, request, { installed: true });
  const card = page.getByRole('listitem').filter({ has: page.getByText('Google reviews', { exact: true }) });
  await card.getByRole('button', { name: 'Connect Google reviews' }).click();

  const picker = page.getByRole('dialog', { name: PICKER.title });
  await expect(picker).toBeVisible();
  await expect(picker.getByText(PICKER.intro)).toBeVisible();
  await expect(picker.getByRole('button', { name: PICKER.confirm })).toBeDisabled();
  await snapDesktopAndPhone(page, 'google-reviews-picker-sign-in', { fullPage: false });

  // Google's consent in the connect window: Ines signs in as her Google account and approves.
  const popupPromise = page.waitForEvent('popup');
  await picker.getByRole('button', { name: PICKER.continue }).click();
  const popup = await popupPromise;
  const approve = popup.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByText('Google Business Profile', { exact: true })).toBeVisible();
  await popup.locator('#account').fill(GOOGLE_PERSON);
  await snap(popup, 'google-reviews-consent');
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await approve.click();
  await closed;

  // The locations her Google account manages, with their addresses; the one another account holds says why.
  const group = picker.getByRole('group', { name: PICKER.legend });
  await expect(group).toBeVisible({ timeout: 15_000 });
  const mine = group.getByRole('radio', { name: new RegExp(LOCATION_TITLE) });
  await expect(mine).toBeEnabled();
  await expect(group.getByText(/Market St, San Francisco/)).toBeVisible();
  const taken = group.getByRole('radio', { name: new RegExp(GOOGLE_BUSINESS_DEMO.title) });
  await expect(taken).toBeDisabled();
  await expect(group.getByText(PICKER.takenReason)).toBeVisible();
  await expect(group.getByText('1021 Mission St, San Francisco')).toBeVisible();
  // The only location she can pick is chosen for her; the keyboard reaches it and the confirm button.
  await expect(mine).toBeChecked();
  await mine.focus();
  await page.keyboard.press('Space');
  await expect(mine).toBeChecked();
  await snapDesktopAndPhone(page, 'google-reviews-picker-locations', { fullPage: false });

  await picker.getByRole('button', { name: PICKER.confirm }).click();
  await expect(page.getByText('Google reviews connected successfully for Moreau Studio!')).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(card.getByText(CONNECTION_MESSAGES.connected)).toBeVisible();

  // Skip the rest of onboarding; the location's reviews are imported in the background.
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).not.toHaveURL(/\/onboarding/);
  const merchant = await merchantApi(page, request);
  await expect.poll(async () => (await merchant.search('')).length, { timeout: 30_000 }).toBeGreaterThan(20);

  await page.goto('/responses');
  await page.getByRole('button', { name: 'Google reviews', exact: true }).click();
  const googleRows = page.getByRole('article', { name: / on Google reviews$/ });
  await expect(googleRows.first()).toBeVisible();
  await expect(page.getByRole('article', { name: / on (?!Google reviews)/ })).toHaveCount(0);
  await snapDesktopAndPhone(page, 'google-reviews-inbox');

  // A customer leaves a review; Google publishes NEW_REVIEW and Pub/Sub pushes it to us.
  const pushed = await request.post('/sim/control/google_business/reviews', {
    data: {
      locationId: LOCATION_ID,
      rating: 2,
      comment: `${TAG} The glaze on my mug cracked after a week.`,
      reviewerName: REVIEWER,
    },
  });
  expect(pushed.status()).toBe(201);
  const { review, webhooks } = (await pushed.json()) as { review: { name: string }; webhooks: { status: number }[] };
  expect(webhooks.map((hook) => hook.status)).toEqual([200]);
  await expect.poll(async () => (await merchant.search(TAG)).length, { timeout: 30_000 }).toBe(1);

  await page.getByPlaceholder(INBOX_MESSAGES.searchPlaceholder).fill(TAG);
  const row = page.getByRole('article', { name: `${REVIEWER} on Google reviews` });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText(`${TAG} The glaze on my mug cracked after a week.`)).toBeVisible();
  await expect(row.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();

  // Generate a reply, then send it to Google: charged like any other platform.
  const before = await merchant.balance();
  await row.getByRole('button', { name: /^Generate · \d+ credits?$/ }).click();
  await page.getByRole('tab', { name: /Draft/ }).click();
  const draft = page.getByRole('article', { name: `${REVIEWER} on Google reviews` });
  await draft.getByRole('button', { name: /^Send via Google reviews · \d+ credits?$/ }).click();
  await expect(draft).toBeHidden({ timeout: 20_000 });
  const [sent] = await merchant.search(TAG);
  expect(sent?.status).toBe('sent');
  const spent = before - (await merchant.balance());
  expect(spent).toBeGreaterThan(0);

  // Google has the reply (reviews.updateReply), exactly once.
  await expect
    .poll(async () => (await reviewOnGoogle(request, review.name))?.reviewReply?.comment)
    .toBe(sent?.updatedContent);
  const log = simRepliesResponseSchema.parse(
    await (await request.get(`/sim/control/replies?platform=google_business&account=${LOCATION_ID}`)).json(),
  ).replies;
  expect(log.filter((entry) => review.name.endsWith(`/${entry.targetId}`))).toHaveLength(1);

  // Delete the reply (reviews.deleteReply): behind a confirmation; the text is back in Drafts, nothing refunded.
  await page.getByRole('tab', { name: /Sent/ }).click();
  const answered = page.getByRole('article', { name: `${REVIEWER} on Google reviews` });
  await answered.getByRole('button', { name: INBOX_MESSAGES.deleteReply }).click();
  const confirm = page.getByRole('alertdialog', { name: INBOX_MESSAGES.deleteReply });
  await expect(confirm).toContainText(INBOX_MESSAGES.deleteReplyConfirm.replace('{platform}', 'Google reviews'));
  await snapDesktopAndPhone(page, 'google-reviews-delete-reply', { fullPage: false });
  await confirm.getByRole('button', { name: INBOX_MESSAGES.deleteReply }).click();
  await expect(page.getByText(INBOX_MESSAGES.replyDeleted)).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await reviewOnGoogle(request, review.name))?.reviewReply).toBeUndefined();
  expect((await merchant.search(TAG))[0]?.status).toBe('draft');
  expect(before - (await merchant.balance())).toBe(spent);

  // The picker on /connections: the consent is still fresh, so it lists the locations straight away.
  await page.goto('/connections');
  const connections = page.getByRole('list', { name: 'Platforms' });
  const googleCard = connections.getByRole('listitem').filter({ hasText: 'Google reviews' }).first();
  // The card names the connected location, not only the brand.
  await expect(googleCard.getByText(LOCATION_TITLE, { exact: true })).toBeVisible();
  await googleCard
    .getByRole('button', { name: /Reconnect|Connect/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: PICKER.title }).getByRole('radio').first()).toBeVisible();
  await snapDesktopAndPhone(page, 'google-reviews-connections-picker', { fullPage: false });
  await page.getByRole('button', { name: PICKER.cancel }).click();
});
