import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import type { InboxItem } from '../../integrations/types.ts';
import { upsertInboxItemsReturningNew } from './ingestion.queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const item = (externalId: string, postedAt: Date): InboxItem => ({
  externalId,
  content: 'Arrived with a clock from the future',
  rating: 5,
  reviewerName: 'Tess',
  reviewerEmail: null,
  productId: null,
  productTitle: null,
  productImage: null,
  mediaId: null,
  postLink: null,
  language: 'en',
  postedAt,
  metadata: { source: 'test' },
});

describe('ingestion stores no item in the future (issue 19 item 5)', () => {
  it('clamps a platform time ahead of arrival to the arrival time and keeps the original in metadata', async () => {
    const user = await createUserWithBrand(t);
    const scope = { accountId: user.account.id, brandId: user.brand.id, platform: 'judgeme' as const };
    const future = new Date(Date.now() + 7 * 60 * 60 * 1000);
    const past = new Date(Date.now() - 60 * 60 * 1000);
    const before = Date.now();
    await upsertInboxItemsReturningNew(t.database.db, scope, [item('future-1', future), item('past-1', past)]);
    const rows = await t.database.db
      .select()
      .from(comments)
      .where(and(eq(comments.brandId, user.brand.id), eq(comments.platform, 'judgeme')));
    const stored = new Map(rows.map((row) => [row.externalId, row]));
    const clamped = stored.get('future-1');
    expect(clamped?.postedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(clamped?.postedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(clamped?.metadata).toEqual({ source: 'test', platformPostedAt: future.toISOString() });
    expect(stored.get('past-1')?.postedAt.toISOString()).toBe(past.toISOString());
    expect(stored.get('past-1')?.metadata).toEqual({ source: 'test' });

    // Delivered again (a webhook retry): still one row, still not in the future.
    await upsertInboxItemsReturningNew(t.database.db, scope, [item('future-1', future)]);
    const [again] = await t.database.db
      .select()
      .from(comments)
      .where(eq(comments.id, clamped?.id ?? ''));
    expect(again?.postedAt.getTime()).toBe(clamped?.postedAt.getTime());
  });
});
