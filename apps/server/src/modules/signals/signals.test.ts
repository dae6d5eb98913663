import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNAL_MESSAGES } from '@bizamply/contracts';
import { comments } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { creditState, grantCredits, insertComment } from '../comments/inbox.test-support.ts';
import { languageDetector } from '../../lib/language.ts';
import { detectLanguage } from '../../lib/language.ts';
import { computePendingSignals } from './signals.service.ts';
import { spamScore } from './spam.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Owner = Awaited<ReturnType<typeof createUserWithBrand>>;
const inbox = async (owner: Owner, status: string) =>
  (await t.request({ url: `/api/comments?status=${status}`, token: owner.token, brandId: owner.brand.id })).json().data;
const generate = (owner: Owner, commentId: string, key: string) =>
  t.request({
    method: 'POST',
    url: '/api/comments/generate-response',
    token: owner.token,
    brandId: owner.brand.id,
    payload: { commentId, idempotencyKey: key },
  });
const row = async (id: string) => (await t.database.db.select().from(comments).where(eq(comments.id, id)))[0];

describe('signals stored per item', () => {
  it('are computed by the job for every pending item of the account, and again when the text changes', async () => {
    const owner = await createUserWithBrand(t);
    const item = await insertComment(t, owner, {
      platform: 'instagram',
      rating: null,
      language: null,
      content: 'Mijn bestelling is nog steeds niet aangekomen',
    });
    expect((await row(item.id))?.signalsVersion).toBeNull();
    expect(await computePendingSignals(t.database.db, owner.account.id)).toBe(1);
    expect(await row(item.id)).toMatchObject({
      detectedLanguage: 'nl',
      languageSource: 'text',
      intent: 'delivery_complaint',
      sentiment: 'negative',
      isQuestion: false,
      isSpam: false,
      signalsVersion: 1,
    });
    await t.database.db
      .update(comments)
      .set({ content: 'Prachtig, echt een aanrader!' })
      .where(eq(comments.id, item.id));
    expect((await row(item.id))?.signalsVersion).toBeNull();
    await computePendingSignals(t.database.db, owner.account.id);
    expect(await row(item.id)).toMatchObject({ intent: 'praise', sentiment: 'positive' });
    const listed = (await inbox(owner, 'pending')).comments[0];
    expect(listed.signals).toMatchObject({ language: 'nl', intent: 'praise', isSpam: false, markedNotSpam: false });
  });

  it('flag the same text posted again and again across a brand’s items (a link once is fine)', async () => {
    const owner = await createUserWithBrand(t);
    const text = 'Summer sale on designer bags at bagsdeal.shop/summer, have a look';
    const once = await insertComment(t, owner, { platform: 'instagram', rating: null, content: text });
    await computePendingSignals(t.database.db, owner.account.id);
    expect(await row(once.id)).toMatchObject({ isSpam: false, spamScore: 0.35 });
    for (let index = 0; index < 2; index += 1) {
      await insertComment(t, owner, {
        platform: 'instagram',
        rating: null,
        reviewerName: `bot_${index}`,
        content: ` ${text}!`,
      });
    }
    await computePendingSignals(t.database.db, owner.account.id);
    const rows = await t.database.db.select().from(comments).where(eq(comments.brandId, owner.brand.id));
    expect(rows.filter((entry) => entry.isSpam)).toHaveLength(2);
  });
});

describe('spam costs nothing', () => {
  it('is kept out of the Inbox tab, in the Spam tab with its count, never generated or charged, until “Not spam”', async () => {
    const owner = await createUserWithBrand(t);
    await grantCredits(t, owner.account.id, 10);
    await insertComment(t, owner, { content: 'Lovely mug, thank you!', rating: 5 });
    const spam = await insertComment(t, owner, {
      platform: 'instagram',
      rating: null,
      reviewerName: 'growth.guru_99',
      content: 'FREE FOLLOWERS!!! check my profile 💰💰 link in bio',
    });
    await computePendingSignals(t.database.db, owner.account.id);

    const pending = await inbox(owner, 'pending');
    expect(pending.comments.map((item: { id: string }) => item.id)).not.toContain(spam.id);
    expect(pending.counts).toEqual({ pending: 1, draft: 0, sent: 0, spam: 1, held: 0 });
    const spamTab = await inbox(owner, 'spam');
    expect(spamTab.comments.map((item: { id: string }) => item.id)).toEqual([spam.id]);
    expect(spamTab.pagination.totalCount).toBe(1);

    const blocked = await generate(owner, spam.id, 'spam-1');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ success: false, status: 409, message: SIGNAL_MESSAGES.spamBlocked });
    expect(await creditState(t, owner.account.id)).toMatchObject({ available: 10, ledgerSum: 10 });

    const marked = await t.request({
      method: 'POST',
      url: `/api/comments/${spam.id}/not-spam`,
      token: owner.token,
      brandId: owner.brand.id,
    });
    expect(marked.json()).toEqual({ success: true, message: SIGNAL_MESSAGES.markedNotSpam });
    expect((await inbox(owner, 'pending')).counts).toEqual({ pending: 2, draft: 0, sent: 0, spam: 0, held: 0 });
    // The person's decision survives a recomputation of the item's signals.
    await t.database.db.update(comments).set({ signalsVersion: null }).where(eq(comments.id, spam.id));
    await computePendingSignals(t.database.db, owner.account.id);
    expect(await row(spam.id)).toMatchObject({ isSpam: false, intent: 'other' });
    expect((await generate(owner, spam.id, 'spam-2')).statusCode).toBe(200);
    expect(await creditState(t, owner.account.id)).toMatchObject({ available: 8, ledgerSum: 8 });
  });

  it('is decided at generation even before the job ran, and “Not spam” on another account’s item is a 404', async () => {
    const owner = await createUserWithBrand(t);
    const stranger = await createUserWithBrand(t);
    await grantCredits(t, owner.account.id, 10);
    const spam = await insertComment(t, owner, {
      platform: 'facebook',
      rating: null,
      content: 'Congratulations! You won a free iPhone, claim your prize at bit.ly/claim-now',
    });
    expect((await generate(owner, spam.id, 'early-1')).statusCode).toBe(409);
    const foreign = await t.request({
      method: 'POST',
      url: `/api/comments/${spam.id}/not-spam`,
      token: stranger.token,
      brandId: stranger.brand.id,
    });
    expect(foreign.statusCode).toBe(404);
    const malformed = await t.request({
      method: 'POST',
      url: '/api/comments/not-a-uuid/not-spam',
      token: owner.token,
      brandId: owner.brand.id,
    });
    expect(malformed.statusCode).toBe(404);
  });
});

describe('spam score and language fallbacks', () => {
  it('no single cue flags an item; several do', () => {
    expect(
      spamScore({ content: 'I bought it at https://shop.example/mug and love it', duplicates: 0 }).score,
    ).toBeLessThan(0.6);
    expect(spamScore({ content: 'Check my profile', duplicates: 0 }).score).toBeLessThan(0.6);
    expect(spamScore({ content: 'Soooooo goooood', duplicates: 0 }).score).toBeLessThan(0.6);
    expect(spamScore({ content: 'Love this brand, never disappoints', duplicates: 5 }).score).toBeLessThan(0.6);
    expect(spamScore({ content: 'Free followers! link in bio', duplicates: 0 })).toMatchObject({
      score: 0.9,
      reasons: ['offer', 'phrase'],
    });
  });

  it('uses the platform’s language, then the brand’s, when a text is too short to tell', async () => {
    const detector = await languageDetector();
    expect(detectLanguage(detector, 'Top !', { platformLanguage: 'fr-FR', brandLanguage: 'de' })).toEqual({
      language: 'fr',
      source: 'platform',
    });
    expect(detectLanguage(detector, '😍😍', { platformLanguage: null, brandLanguage: 'de' })).toEqual({
      language: 'de',
      source: 'brand',
    });
    expect(detectLanguage(detector, 'ok', { platformLanguage: null, brandLanguage: null })).toEqual({
      language: 'en',
      source: 'brand',
    });
    expect(
      detectLanguage(detector, 'Gibt es das auch in größer?', { platformLanguage: 'en', brandLanguage: null }),
    ).toEqual({
      language: 'de',
      source: 'text',
    });
  });
});
