import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { comments } from '../../db/schema/index.ts';
import type { InboxItem } from '../../integrations/types.ts';
import { upsertInboxItemsReturningNew } from './ingestion.queries.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
});
afterAll(async () => {
  await t.close();
});

const item = (externalId: string, overrides: Partial<InboxItem> = {}): InboxItem => ({
  externalId,
  content: `Review ${externalId}`,
  rating: 4,
  reviewerName: 'Ana',
  reviewerEmail: 'ana@example.com',
  productId: 'gid://shopify/Product/1',
  productTitle: 'Ceramic Mug',
  productImage: 'https://cdn.example.com/mug.png',
  mediaId: null,
  postLink: null,
  language: 'en',
  postedAt: new Date('2026-11-20T10:11:12.345Z'),
  metadata: {},
  ...overrides,
});

const stored = async (externalId: string) => {
  const [row] = await t.database.db
    .select()
    .from(comments)
    .where(and(eq(comments.brandId, owner.brand.id), eq(comments.externalId, externalId)));
  return row;
};

describe('the inbox upsert (one statement for any number of items)', () => {
  it('stores every field of a page of items once, the last copy of a repeated id, awkward text intact', async () => {
    const scope = { accountId: owner.account.id, brandId: owner.brand.id, platform: 'judgeme' as const };
    const awkward = 'Quotes " and \\ backslash, {braces}, commas, NULL, émoji 😀, a\nnew line';
    const page = [
      item('b-2'),
      item('a-1', { content: awkward, rating: null, reviewerName: null, metadata: { note: awkward, n: 1 } }),
      item('b-2', { content: 'Second copy wins' }),
      item('c-3', { language: null, postedAt: new Date('2026-01-02T03:04:05.000Z'), externalId: 'c-3' }),
    ];
    expect((await upsertInboxItemsReturningNew(t.database.db, scope, page)).sort()).toEqual(['a-1', 'b-2', 'c-3']);

    const first = await stored('a-1');
    expect(first).toMatchObject({
      content: awkward,
      rating: null,
      reviewerName: null,
      reviewerEmail: 'ana@example.com',
      productTitle: 'Ceramic Mug',
      productImage: 'https://cdn.example.com/mug.png',
      language: 'en',
      status: 'pending',
      metadata: { note: awkward, n: 1 },
    });
    expect(first?.postedAt.toISOString()).toBe('2026-11-20T10:11:12.345Z');
    expect((await stored('b-2'))?.content).toBe('Second copy wins');
    expect(await stored('c-3')).toMatchObject({ language: null });
    expect((await stored('c-3'))?.postedAt.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('a re-delivered item changes text, rating and metadata but never the status, and is not new', async () => {
    const scope = { accountId: owner.account.id, brandId: owner.brand.id, platform: 'judgeme' as const };
    await upsertInboxItemsReturningNew(t.database.db, scope, [item('d-4', { metadata: { a: 1 } })]);
    await t.database.db
      .update(comments)
      .set({ status: 'draft', draftContent: 'Thanks!' })
      .where(and(eq(comments.brandId, owner.brand.id), eq(comments.externalId, 'd-4')));
    const again = await upsertInboxItemsReturningNew(t.database.db, scope, [
      item('d-4', { content: 'Edited by the customer', rating: 2, reviewerName: null, metadata: { b: 2 } }),
      item('e-5'),
    ]);
    expect(again).toEqual(['e-5']);
    expect(await stored('d-4')).toMatchObject({
      content: 'Edited by the customer',
      rating: 2,
      reviewerName: 'Ana',
      status: 'draft',
      draftContent: 'Thanks!',
      metadata: { a: 1, b: 2 },
    });
    // The same item again, unchanged: nothing is written (the update's WHERE finds no difference).
    const before = await stored('d-4');
    expect(
      await upsertInboxItemsReturningNew(t.database.db, scope, [
        item('d-4', { content: 'Edited by the customer', rating: 2, reviewerName: null, metadata: { b: 2 } }),
      ]),
    ).toEqual([]);
    expect((await stored('d-4'))?.updatedAt).toEqual(before?.updatedAt);
  });
});
