import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commentsQuerySchema, commentsResponseSchema, type CommentsQuery } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { comments } from '../../db/schema/index.ts';
import { searchPage } from './comment.service.ts';
import { searchPageCache } from './inbox-page-cache.ts';
import { insertComment, saveDraftAs } from './inbox.test-support.ts';
import type * as frequency from './search-frequency.ts';

// The frequency estimate chooses the plan only: forced either way here, to show the page does not change with it.
const estimate = vi.hoisted(() => ({ common: undefined as boolean | undefined }));
vi.mock('./search-frequency.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof frequency>();
  return {
    ...actual,
    isCommonInTable: async (...args: Parameters<typeof actual.isCommonInTable>) =>
      estimate.common ?? actual.isCommonInTable(...args),
  };
});

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let other: Awaited<ReturnType<typeof createUserWithBrand>>;
let secondBrand: { id: string };
const scopeOf = (who: typeof owner, brandId = who.brand.id) => ({ accountId: who.account.id, brandId });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  other = await createUserWithBrand(t);
  // 60 old teacups (a third drafts, two Yotpo), then 2,100 newer items without the word: more than the newest
  // 2,000 a search tests first, so a "common" teacup is looked for deeper and a rare one through the GIN index.
  await t.database.db.execute(sql`
    INSERT INTO comments (account_id, brand_id, platform, external_id, content, status, posted_at)
    SELECT ${owner.account.id}, ${owner.brand.id}, (ARRAY['judgeme','yotpo','judgeme'])[1 + i % 3]::platform,
           'old-' || i, 'A lovely teacup, blue glaze ' || i, CASE WHEN i % 3 = 0 THEN 'draft' ELSE 'pending' END::comment_status,
           now() - interval '30 days' - (i || ' minutes')::interval
    FROM generate_series(1, 60) i`);
  await t.database.db.execute(sql`
    INSERT INTO comments (account_id, brand_id, platform, external_id, content, status, posted_at)
    SELECT ${owner.account.id}, ${owner.brand.id}, 'judgeme', 'recent-' || i, 'Fresh review ' || i,
           (ARRAY['pending','draft','sent'])[1 + i % 3]::comment_status, now() - (i || ' seconds')::interval
    FROM generate_series(1, 2100) i`);
  await insertComment(t, other, { content: 'Their teacup' });
  const { rows } = await t.database.db.execute<{ id: string }>(
    sql`INSERT INTO brands (account_id, name, domain) VALUES (${owner.account.id}, 'Second', 'second.example') RETURNING id`,
  );
  secondBrand = rows[0] as { id: string };
  await insertComment(t, { account: owner.account, brand: secondBrand }, { content: 'Second brand teacup' });
});
afterAll(async () => {
  await t.close();
});

const request = (who: typeof owner, query: string, brandId = who.brand.id) =>
  t.request({ url: `/api/comments?${query}`, token: who.token, brandId });
const get = async (who: typeof owner, query: string, brandId?: string) => {
  const response = await request(who, query, brandId);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};
const parse = (body: string) => commentsResponseSchema.parse(JSON.parse(body)).data;
const contents = (body: string) => parse(body).comments.map((comment) => comment.content);
const fresh = async (query: string, brandId?: string) =>
  (
    await searchPage(
      t.database.db,
      scopeOf(owner, brandId),
      commentsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
    )
  ).data;
/** Any write of one of the brand's items moves its data version (a no-op update too): every page is read afresh. */
const touchBrand = () => t.database.db.execute(sql`UPDATE comments SET tags = tags WHERE external_id = 'old-1'`);

describe('search pages kept while the brand does not change', () => {
  it.each([
    ['a word', 'search=teacup&limit=50'],
    ['a prefix', 'search=teac&limit=20'],
    ['two words', 'search=teacup%20glaze&limit=50'],
    ['a tab and a chip', 'search=teacup&status=draft&platform=judgeme&limit=50'],
    ['a later page, oldest first', 'search=glaze&page=2&limit=7&sort=oldest'],
    ['the spam tab', 'search=fresh&status=spam&limit=50'],
    ['a word no item holds', 'search=teapot&limit=50'],
    ['an emoji only (the plain page)', `search=${encodeURIComponent('🫖')}&limit=50`],
  ])('answers %s twice with the bytes of the page read afresh', async (_kind, query) => {
    const first = await get(owner, query);
    expect(await get(owner, query)).toBe(first);
    expect(JSON.parse(first)).toEqual({ success: true, data: await fresh(query) });
  });

  it.each([
    ['over 200 characters', 'a'.repeat(201)],
    ['with a NUL', 'tea\u0000cup'],
  ])('rejects a search %s as before', async (_kind, search) => {
    const response = await request(owner, `search=${encodeURIComponent(search)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('reads a repeated search once and keeps one page for one normalised search', async () => {
    const cache = searchPageCache();
    let writes = 0;
    const write = (body: unknown) => {
      writes += 1;
      return JSON.stringify(body);
    };
    const ask = (search: string) =>
      cache(t.database.db, scopeOf(owner), commentsQuerySchema.parse({ search, limit: 50 }), write);
    const written = await ask('teacup');
    const first = await ask('teacup');
    expect(first.json.toString()).toBe(written.json);
    expect(await ask('  TEACUP!')).toBe(first);
    expect(writes).toBe(1);
    await touchBrand();
    expect(await ask('teacup')).not.toBe(first);
    expect(writes).toBe(2);
  });

  it('gives the same page whichever way the frequency estimate sends the search', async () => {
    for (const query of [
      'search=teacup&limit=50',
      'search=teacup&status=draft&limit=10',
      'search=glaze&page=2&limit=20',
    ]) {
      const answers = [];
      for (const common of [true, false]) {
        estimate.common = common;
        await touchBrand();
        answers.push(await fresh(query));
      }
      estimate.common = undefined;
      expect(answers[0]?.comments.length, query).toBeGreaterThan(0);
      expect(answers[1], query).toEqual(answers[0]);
    }
  });

  it('shows every write of the brand on the next request: an insert, an edit of any column, a draft, a delete', async () => {
    const query = 'search=saucer&limit=50';
    expect(contents(await get(owner, query))).toEqual([]);
    const added = await insertComment(t, owner, { content: 'A saucer too', postedAt: new Date() });
    const afterInsert = parse(await get(owner, query));
    expect(afterInsert.comments.map((comment) => comment.content)).toEqual(['A saucer too']);
    expect(afterInsert.counts.pending).toBe(1);

    await t.database.db
      .update(comments)
      .set({ tags: ['refund'] })
      .where(eq(comments.id, added.id));
    expect(parse(await get(owner, query)).comments[0]?.automation.tags).toEqual(['refund']);

    await saveDraftAs(t, owner, added.id, 'Thank you!');
    expect(parse(await get(owner, query)).counts).toMatchObject({ pending: 0, draft: 1 });
    expect(contents(await get(owner, `${query}&status=draft`))).toEqual(['A saucer too']);

    await t.database.db.update(comments).set({ content: 'A plain cup' }).where(eq(comments.id, added.id));
    expect(parse(await get(owner, query)).counts.draft).toBe(0);
    await t.database.db.update(comments).set({ content: 'A saucer again' }).where(eq(comments.id, added.id));
    expect(contents(await get(owner, query))).toEqual(['A saucer again']);

    await t.database.db.delete(comments).where(eq(comments.id, added.id));
    expect(parse(await get(owner, query))).toMatchObject({ comments: [], counts: { draft: 0 } });
  });

  it("never serves another account's or another brand's search", async () => {
    const mine = await get(owner, 'search=teacup&limit=50');
    expect(contents(mine)).not.toContain('Their teacup');
    // Versions count per brand: give the other brands the owner's, so only the key can keep their pages apart.
    await t.database.db.execute(sql`UPDATE comment_versions SET version = (SELECT version FROM comment_versions
      WHERE brand_id = ${owner.brand.id}) WHERE brand_id IN (${other.brand.id}, ${secondBrand.id})`);
    expect(contents(await get(other, 'search=teacup&limit=50'))).toEqual(['Their teacup']);
    expect(contents(await get(owner, 'search=teacup&limit=50', secondBrand.id))).toEqual(['Second brand teacup']);
    // Another account's brand id with the owner's session is not found, as without the cache.
    expect((await request(owner, 'search=teacup&limit=50', other.brand.id)).statusCode).toBe(404);
  });

  it('holds no more than its bytes, the least recently used search going first, and still answers right', async () => {
    const query = (search: string): CommentsQuery => commentsQuerySchema.parse({ search, limit: 5 });
    let writes = 0;
    const write = (body: unknown) => {
      writes += 1;
      return JSON.stringify(body);
    };
    const unbounded = searchPageCache();
    const size = async (search: string) =>
      (await unbounded(t.database.db, scopeOf(owner), query(search), write)).json.length;
    const [one, two, three] = [await size('teacup'), await size('glaze'), await size('lovely')];
    const cache = searchPageCache(one + two + three - 1);
    const ask = (search: string) => cache(t.database.db, scopeOf(owner), query(search), write);
    writes = 0;
    await ask('teacup');
    await ask('glaze');
    // Asked again: its bytes, made once (kept-answers.ts), the same object from then on.
    const first = await ask('teacup');
    expect(writes).toBe(2);
    await ask('lovely');
    expect(await ask('teacup')).toBe(first);
    expect(writes).toBe(3);
    await ask('glaze');
    expect(writes).toBe(4);
    expect(JSON.parse((await ask('teacup')).json.toString())).toEqual({
      success: true,
      data: await fresh('search=teacup&limit=5'),
    });
  });
});
