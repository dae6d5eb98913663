import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commentsQuerySchema, commentsResponseSchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { comments } from '../../db/schema/index.ts';
import { inboxPage } from './comment.service.ts';
import { inboxPageCache } from './inbox-page-cache.ts';
import { insertComment, saveDraftAs } from './inbox.test-support.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let other: Awaited<ReturnType<typeof createUserWithBrand>>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  other = await createUserWithBrand(t);
  for (let index = 0; index < 3; index += 1) {
    await insertComment(t, owner, {
      content: `Owner review ${index}`,
      postedAt: new Date(Date.UTC(2026, 9, 1 + index)),
    });
  }
  await insertComment(t, other, { content: 'Other brand review' });
});
afterAll(async () => {
  await t.close();
});

const get = async (who: typeof owner, query = '?status=pending&limit=50') => {
  const response = await t.request({ url: `/api/comments${query}`, token: who.token, brandId: who.brand.id });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.body;
};
const contents = (body: string) => commentsResponseSchema.parse(JSON.parse(body)).data.comments.map((c) => c.content);

describe('inbox pages kept while the brand does not change', () => {
  it('answers a repeated page with the same bytes as the page read afresh', async () => {
    const first = await get(owner);
    expect(await get(owner)).toBe(first);
    const scope = { accountId: owner.account.id, brandId: owner.brand.id };
    const fresh = await inboxPage(t.database.db, scope, commentsQuerySchema.parse({ status: 'pending', limit: 50 }));
    expect(JSON.parse(first)).toEqual({ success: true, data: fresh.data });
    expect(contents(first)).toEqual(['Owner review 2', 'Owner review 1', 'Owner review 0']);
  });

  it('shows every write of the brand on the next request: an insert, an edit of any column, a delete', async () => {
    await get(owner);
    const added = await insertComment(t, owner, { content: 'Added later', postedAt: new Date(Date.UTC(2026, 10, 1)) });
    const afterInsert = JSON.parse(await get(owner));
    expect(afterInsert.data.comments[0].content).toBe('Added later');
    expect(afterInsert.data.counts.pending).toBe(4);

    await t.database.db
      .update(comments)
      .set({ tags: ['refund'] })
      .where(eq(comments.id, added.id));
    expect(JSON.parse(await get(owner)).data.comments[0].automation.tags).toEqual(['refund']);

    await saveDraftAs(t, owner, added.id, 'Thank you!');
    const afterDraft = JSON.parse(await get(owner));
    expect(afterDraft.data.comments.map((c: { content: string }) => c.content)).not.toContain('Added later');
    expect(afterDraft.data.counts).toMatchObject({ pending: 3, draft: 1 });
    expect(contents(await get(owner, '?status=draft&limit=50'))).toEqual(['Added later']);

    await t.database.db.delete(comments).where(eq(comments.id, added.id));
    expect(JSON.parse(await get(owner, '?status=draft&limit=50')).data).toMatchObject({
      comments: [],
      counts: { draft: 0 },
    });
  });

  it("compresses a kept page once per encoding: a browser's repeated page is the same bytes, not compressed again", async () => {
    const query = '?status=pending&limit=49';
    const plain = await get(owner, query);
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const brotliStreams = vi.spyOn(zlib, 'createBrotliCompress');
    try {
      const ask = () =>
        t.request({
          url: `/api/comments${query}`,
          token: owner.token,
          brandId: owner.brand.id,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        });
      const [first, second] = [await ask(), await ask()];
      expect(first.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(brotliStreams).not.toHaveBeenCalled();
    } finally {
      brotli.mockRestore();
      brotliStreams.mockRestore();
    }
  });

  it('keeps each brand and each kind of page apart', async () => {
    expect(contents(await get(owner))).not.toContain('Other brand review');
    expect(contents(await get(other))).toEqual(['Other brand review']);
    expect(contents(await get(owner, '?status=pending&limit=1'))).toEqual(['Owner review 2']);
    expect(contents(await get(owner, '?status=pending&limit=1&page=2'))).toEqual(['Owner review 1']);
    expect(contents(await get(owner, '?status=pending&limit=50&sort=oldest'))[0]).toBe('Owner review 0');
    expect(contents(await get(owner, '?status=pending&limit=50&platform=yotpo'))).toEqual([]);
  });

  it('a search page shows a new matching item at once (search-page-cache.test.ts)', async () => {
    expect(contents(await get(owner, '?search=teapot'))).toEqual([]);
    await insertComment(t, owner, { content: 'A teapot review' });
    expect(contents(await get(owner, '?search=teapot'))).toEqual(['A teapot review']);
  });

  it("sends a page's first answer as the text written and, asked again, as its UTF-8 bytes made once", async () => {
    const scope = { accountId: owner.account.id, brandId: owner.brand.id };
    const cache = inboxPageCache();
    const query = commentsQuerySchema.parse({ status: 'pending', limit: 48 });
    const first = await cache(t.database.db, scope, query, JSON.stringify);
    expect(typeof first.json).toBe('string');
    const again = await cache(t.database.db, scope, query, JSON.stringify);
    expect(Buffer.isBuffer(again.json)).toBe(true);
    expect(again.json.toString('utf8')).toBe(first.json);
    expect(await cache(t.database.db, scope, query, JSON.stringify)).toBe(again);
  });

  it('holds no more than its bytes, the least recently used page going first, and still answers right', async () => {
    const scope = { accountId: owner.account.id, brandId: owner.brand.id };
    const query = (limit: number) => commentsQuerySchema.parse({ status: 'pending', limit });
    let writes = 0;
    const write = (body: unknown) => {
      writes += 1;
      return JSON.stringify(body);
    };
    const unbounded = inboxPageCache();
    const size = async (limit: number) => (await unbounded(t.database.db, scope, query(limit), write)).json.length;
    const [one, two, three] = [await size(1), await size(2), await size(3)];
    const cache = inboxPageCache(one + two + three - 1);
    writes = 0;
    await cache(t.database.db, scope, query(1), write);
    await cache(t.database.db, scope, query(2), write);
    const first = await cache(t.database.db, scope, query(1), write);
    expect(writes).toBe(2);
    // The third page runs over the bytes: the least recently used one (limit 2) goes, limit 1 stays.
    await cache(t.database.db, scope, query(3), write);
    expect(await cache(t.database.db, scope, query(1), write)).toBe(first);
    expect(writes).toBe(3);
    await cache(t.database.db, scope, query(2), write);
    expect(writes).toBe(4);
  });
});
