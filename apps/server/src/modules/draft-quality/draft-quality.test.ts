import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftQualityResponseSchema } from '@bizamply/contracts';
import { draftOutcomes } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { fakeDispatcher, grantCredits, insertComment, uniqueKey } from '../comments/inbox.test-support.ts';
import { measureEdit } from './edits.ts';

const fake = fakeDispatcher();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { replyDispatcher: fake.dispatcher });
});
afterAll(async () => {
  await t.close();
});

type Owner = Awaited<ReturnType<typeof createUserWithBrand>>;
const generate = async (owner: Owner, commentId: string) => {
  const response = await t.request({
    method: 'POST',
    url: '/api/comments/generate-response',
    token: owner.token,
    brandId: owner.brand.id,
    payload: { commentId, idempotencyKey: uniqueKey('gen') },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.response as string;
};
const send = async (owner: Owner, commentId: string, replyText: string) => {
  const response = await t.request({
    method: 'POST',
    url: `/api/comments/${commentId}/send`,
    token: owner.token,
    brandId: owner.brand.id,
    payload: { replyText, source: 'platform', idempotencyKey: uniqueKey('send') },
  });
  expect(response.statusCode).toBe(200);
};
const quality = async (owner: Owner) => {
  const response = await t.request({
    url: '/api/dashboard/draft-quality?period=30d',
    token: owner.token,
    brandId: owner.brand.id,
  });
  expect(response.statusCode).toBe(200);
  return draftQualityResponseSchema.parse(response.json()).data;
};

describe('edit measure', () => {
  it('is the normalised Levenshtein distance, with deleted words and an added closing line', () => {
    const draft = 'Hi Anna, we are truly sorry about the mug.\n\nWarm regards, the Northwind team';
    expect(measureEdit(draft, draft)).toMatchObject({ outcome: 'unchanged', editDistance: 0, normalizedDistance: 0 });
    const edited = measureEdit(draft, 'Hi Anna, we are sorry about the mug.\n\nCheers, Dana');
    expect(edited).toMatchObject({ outcome: 'edited', removedWords: ['truly'], addedSignOff: 'Cheers, Dana' });
    expect(edited.normalizedDistance).toBeGreaterThan(0);
    expect(measureEdit(draft, 'Thanks, we sent you a DM.')).toMatchObject({ outcome: 'discarded', removedWords: [] });
  });
});

describe('draft quality (issue 17)', () => {
  it('records every sent AI draft and every draft replaced by a new one, and shows them per provider, language and intent', async () => {
    const owner = await createUserWithBrand(t);
    await grantCredits(t, owner.account.id, 100);
    const praise = await insertComment(t, owner, { content: 'Absolutely love this mug, excellent quality!' });
    await send(owner, praise.id, await generate(owner, praise.id));

    const complaint = await insertComment(t, owner, {
      rating: 1,
      content: 'The mug arrived cracked and the handle is loose.',
    });
    await generate(owner, complaint.id);
    const second = await generate(owner, complaint.id);
    await send(owner, complaint.id, `${second.replace(/\n\n[^\n]+$/, '')}\n\nCheers, Dana`);

    const manual = await insertComment(t, owner, { content: 'Nice' });
    await t.request({
      method: 'PUT',
      url: `/api/comments/${manual.id}/draft`,
      token: owner.token,
      brandId: owner.brand.id,
      payload: { draftContent: 'Thanks!' },
    });
    await send(owner, manual.id, 'Thanks!');

    const rows = await t.database.db.select().from(draftOutcomes).where(eq(draftOutcomes.brandId, owner.brand.id));
    expect(rows.map((row) => row.outcome).sort()).toEqual(['discarded', 'edited', 'unchanged']);
    const figures = await quality(owner);
    expect(figures).toMatchObject({ drafts: 3, unchangedPercent: 33.3, discardedPercent: 33.3 });
    expect(figures.byProvider).toEqual([expect.objectContaining({ key: 'builtin', drafts: 3 })]);
    expect(figures.byLanguage).toEqual([expect.objectContaining({ key: 'en', drafts: 3 })]);
    expect(figures.byIntent.map((row) => [row.key, row.drafts])).toEqual([
      ['quality_complaint', 2],
      ['praise', 1],
    ]);
  });

  it('suggests brand-voice changes from edits made again and again, until the voice has them', async () => {
    const owner = await createUserWithBrand(t);
    await grantCredits(t, owner.account.id, 100);
    for (let index = 0; index < 3; index += 1) {
      const item = await insertComment(t, owner, { rating: 1, content: `The mug number ${index} arrived cracked.` });
      const draft = await generate(owner, item.id);
      const sent = draft.replace(/\s?\b(truly|really)\b/g, '').replace(/\n\n[^\n]+$/, '\n\nCheers, Dana');
      await send(owner, item.id, sent);
    }
    const { suggestions } = await quality(owner);
    expect(suggestions).toContainEqual({ kind: 'signOff', signOff: 'Cheers, Dana', count: 3, share: 1 });
    expect(suggestions).toContainEqual({ kind: 'avoid', word: 'truly', count: 3, share: 1 });
    const saved = await t.request({
      method: 'PUT',
      url: '/api/brand-voice',
      token: owner.token,
      brandId: owner.brand.id,
      payload: { tone: 'friendly', signOff: 'Cheers, Dana' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await quality(owner)).suggestions.filter((entry) => entry.kind === 'signOff')).toEqual([]);
  });

  it('is empty for a brand without drafts, and scoped to the caller’s brand', async () => {
    const owner = await createUserWithBrand(t);
    expect(await quality(owner)).toEqual({
      drafts: 0,
      unchangedPercent: 0,
      averageEditPercent: 0,
      discardedPercent: 0,
      byProvider: [],
      byLanguage: [],
      byIntent: [],
      suggestions: [],
    });
    const invalid = await t.request({
      url: '/api/dashboard/draft-quality?period=12d',
      token: owner.token,
      brandId: owner.brand.id,
    });
    expect(invalid.statusCode).toBe(400);
  });
});
