import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, commentsResponseSchema, INBOX_MESSAGES } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { insertComment } from './inbox.test-support.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  const base = Date.now() - 1000 * HOUR;
  // 12 pending judge.me, 5 draft instagram, 3 sent yotpo, each an hour apart (oldest first).
  const plan = [
    ...Array.from({ length: 12 }, () => ({ platform: 'judgeme' as const, status: 'pending' as const })),
    ...Array.from({ length: 5 }, () => ({ platform: 'instagram' as const, status: 'draft' as const })),
    ...Array.from({ length: 3 }, () => ({ platform: 'yotpo' as const, status: 'sent' as const })),
  ];
  for (const [index, item] of plan.entries()) {
    await insertComment(t, owner, {
      ...item,
      content: index === 3 ? 'The teapot handle cracked' : `Review number ${index}`,
      rating: (index % 5) + 1,
      mediaId: item.platform === 'instagram' ? `media-${index}` : null,
      postedAt: new Date(base + index * HOUR),
    });
  }
});
afterAll(async () => {
  await t.close();
});

const list = (query: string, brandId = owner.brand.id, token = owner.token) =>
  t.request({ url: `/api/comments${query}`, token, brandId });

describe('GET /api/comments (spec 2 §7)', () => {
  it('pages the Inbox tab on the server, newest first, with tab counts and pagination', async () => {
    const response = await list('?status=pending&limit=5&page=2');
    expect(response.statusCode).toBe(200);
    const { data } = commentsResponseSchema.parse(response.json());
    expect(data.counts).toEqual({ pending: 12, draft: 5, sent: 3, spam: 0, held: 0 });
    expect(data.pagination).toEqual({
      currentPage: 2,
      limit: 5,
      totalCount: 12,
      totalPages: 3,
      hasPrev: true,
      hasNext: true,
    });
    expect(data.comments.map((comment) => comment.content)).toEqual(
      [6, 5, 4, 3, 2].map((index) => (index === 3 ? 'The teapot handle cracked' : `Review number ${index}`)),
    );
    expect(data.comments.every((comment) => comment.status === 'pending' && comment.pending)).toBe(true);
  });

  it('serves the same route under /backend/api, with the spec field names', async () => {
    const response = await t.request({
      url: '/backend/api/comments?status=draft',
      token: owner.token,
      brandId: owner.brand.id,
    });
    const [first] = commentsResponseSchema.parse(response.json()).data.comments;
    expect(first).toMatchObject({
      platform: 'instagram',
      status: 'draft',
      MediaID: first?.mediaId,
      customerName: 'Anna Smith',
    });
    expect(first?._id).toBe(first?.id);
    // Instagram shows the 7-day private-reply window.
    expect(Date.parse(first?.windowEndsAt ?? '') - Date.parse(first?.createdAt ?? '')).toBe(7 * 24 * HOUR);
  });

  it('filters by platform chip and search, and the counts follow those filters', async () => {
    const byPlatform = commentsResponseSchema.parse((await list('?platform=instagram')).json()).data;
    expect(byPlatform.counts).toEqual({ pending: 0, draft: 5, sent: 0, spam: 0, held: 0 });
    const searched = commentsResponseSchema.parse((await list('?search=teap')).json()).data;
    expect(searched.comments.map((comment) => comment.content)).toEqual(['The teapot handle cracked']);
    expect(searched.counts).toEqual({ pending: 1, draft: 0, sent: 0, spam: 0, held: 0 });
    const punctuation = commentsResponseSchema.parse((await list('?search=%25%25')).json()).data;
    expect(punctuation.pagination.totalCount).toBe(20);
  });

  it('a search counts once per change of the inbox: a new match shows in the counts and total at once', async () => {
    const user = await createUserWithBrand(t);
    const search = async () =>
      commentsResponseSchema.parse(
        (
          await t.request({
            url: '/api/comments?search=kettle&status=pending',
            token: user.token,
            brandId: user.brand.id,
          })
        ).json(),
      ).data;
    expect((await search()).pagination.totalCount).toBe(0);
    await insertComment(t, user, { platform: 'judgeme', status: 'pending', content: 'The kettle whistles' });
    const second = await search();
    expect(second.counts).toEqual({ pending: 1, draft: 0, sent: 0, spam: 0, held: 0 });
    expect(second.pagination.totalCount).toBe(1);
    expect(second.comments.map((comment) => comment.content)).toEqual(['The kettle whistles']);
  });

  it('a search whose counts are kept reads them with its page: an empty tab is an empty page, not a blank item', async () => {
    const user = await createUserWithBrand(t);
    await insertComment(t, user, { platform: 'judgeme', status: 'pending', content: 'The samovar gleams' });
    const search = async (query: string) =>
      commentsResponseSchema.parse(
        (
          await t.request({ url: `/api/comments?search=samovar${query}`, token: user.token, brandId: user.brand.id })
        ).json(),
      ).data;
    const first = await search('&status=pending');
    expect(first.comments.map((comment) => comment.content)).toEqual(['The samovar gleams']);
    // The same word's counts are now kept: the Draft tab's page comes with the version they are checked against.
    const drafts = await search('&status=draft');
    expect(drafts.comments).toEqual([]);
    expect(drafts.counts).toEqual({ pending: 1, draft: 0, sent: 0, spam: 0, held: 0 });
    expect(drafts.pagination.totalCount).toBe(0);
    const byRating = await search('&sort=rating_desc');
    expect(byRating.comments.map((comment) => comment.content)).toEqual(['The samovar gleams']);
  });

  it('orders by rating or age on request', async () => {
    const lowest = commentsResponseSchema.parse((await list('?sort=rating_asc&limit=3')).json()).data.comments;
    expect(lowest.map((comment) => comment.rating)).toEqual([1, 1, 1]);
    const oldest = commentsResponseSchema.parse((await list('?sort=oldest&limit=1')).json()).data.comments;
    expect(oldest[0]?.content).toBe('Review number 0');
  });

  it.each([
    ['?status=archived', 'status'],
    ['?platform=myspace', 'platform'],
    ['?page=0', 'page'],
    ['?limit=201', 'limit'],
    ['?sort=random', 'sort'],
    [`?search=${'x'.repeat(201)}`, 'search'],
  ])('answers %s with 400 naming the field', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.details?.[0]?.field).toBe(field);
  });

  it('needs a brand, and treats a foreign brand as not found', async () => {
    const stranger = await createUserWithBrand(t);
    expect((await t.request({ url: '/api/comments', token: owner.token })).json().code).toBe('BRAND_REQUIRED');
    expect((await list('', owner.brand.id, stranger.token)).statusCode).toBe(404);
    const empty = commentsResponseSchema.parse((await list('', stranger.brand.id, stranger.token)).json()).data;
    expect(empty.pagination.totalCount).toBe(0);
  });
});

describe('GET /backend/api/comments/{brandId}', () => {
  it("pages the caller's brand and hides another account's", async () => {
    const response = await t.request({
      url: `/backend/api/comments/${owner.brand.id}?page=1&limit=4`,
      token: owner.token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(4);
    expect(body.pagination.totalCount).toBe(20);
    const stranger = await createUserWithBrand(t);
    for (const brandId of [owner.brand.id, 'not-a-uuid']) {
      const foreign = await t.request({ url: `/api/comments/${brandId}`, token: stranger.token });
      expect(foreign.statusCode).toBe(404);
    }
  });
});

describe('GET /api/comments/stats (spec 2 §9 formulas)', () => {
  it('computes the four cards from hand-made data', async () => {
    const user = await createUserWithBrand(t);
    const sent = [2, 4, 200, 0];
    for (const hours of sent) {
      await insertComment(t, user, { status: 'sent', responseTimeHours: hours, rating: 5 });
    }
    await insertComment(t, user, { status: 'draft', rating: 4 });
    await insertComment(t, user, { status: 'draft', rating: 2 });
    for (let index = 0; index < 3; index += 1) await insertComment(t, user, { status: 'pending', rating: null });
    await insertComment(t, user, { status: 'pending', rating: 3, platform: 'instagram' });
    const response = await t.request({ url: '/api/comments/stats', token: user.token, brandId: user.brand.id });
    expect(response.json()).toEqual({
      success: true,
      data: {
        totalReviews: 10,
        responseRate: 60, // (4 sent + 2 draft) / 10
        avgResponseTimeHours: 3, // 2 and 4; 200 (≥ 168) and 0 are left out
        avgResponseTime: '3h',
        avgRating: 4.1, // (5·4 + 4 + 2 + 3) / 7 = 4.14…
        counts: { pending: 4, draft: 2, sent: 4, spam: 0, held: 0 },
      },
    });
    const instagram = await t.request({
      url: '/api/comments/stats?platform=instagram',
      token: user.token,
      brandId: user.brand.id,
    });
    expect(instagram.json().data).toMatchObject({
      totalReviews: 1,
      responseRate: 0,
      avgResponseTime: 'N/A',
      avgRating: 3,
    });
  });

  it('answers an empty brand with zeros and N/A', async () => {
    const user = await createUserWithBrand(t);
    const response = await t.request({ url: '/api/comments/stats', token: user.token, brandId: user.brand.id });
    expect(response.json().data).toEqual({
      totalReviews: 0,
      responseRate: 0,
      avgResponseTimeHours: null,
      avgResponseTime: 'N/A',
      avgRating: null,
      counts: { pending: 0, draft: 0, sent: 0, spam: 0, held: 0 },
    });
  });
});

describe('PUT /api/comments/:id/draft', () => {
  const put = (id: string, payload: Record<string, unknown>, who = owner) =>
    t.request({
      method: 'PUT',
      url: `/backend/api/comments/${id}/draft`,
      token: who.token,
      brandId: who.brand.id,
      payload,
    });

  it('saves the edit and keeps (or makes) the item a draft', async () => {
    const comment = await insertComment(t, owner, { status: 'pending' });
    const response = await put(comment.id, { draftContent: 'Thanks Anna!', status: 'draft' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { success: true, comment: { status: 'draft', updatedContent: 'Thanks Anna!' } },
    });
  });

  it('refuses a sent item, an empty or oversized text, and unknown or foreign ids — changing nothing', async () => {
    const sent = await insertComment(t, owner, { status: 'sent', sentContent: 'done' });
    expect((await put(sent.id, { draftContent: 'again' })).statusCode).toBe(409);
    const pending = await insertComment(t, owner);
    const empty = await put(pending.id, { draftContent: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toEqual({ field: 'draftContent', message: INBOX_MESSAGES.draftRequired });
    expect((await put(pending.id, { draftContent: 'x'.repeat(5001) })).json().details[0].field).toBe('draftContent');
    expect((await put(pending.id, { draftContent: 'ok', status: 'sent' })).json().details[0].field).toBe('status');
    const huge = await put(pending.id, { draftContent: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(apiErrorSchema.parse(huge.json()).code).toBe('PAYLOAD_TOO_LARGE');
    expect((await put('00000000-0000-4000-8000-000000000000', { draftContent: 'ok' })).statusCode).toBe(404);
    const stranger = await createUserWithBrand(t);
    expect((await put(pending.id, { draftContent: 'ok' }, stranger)).statusCode).toBe(404);
    const unchanged = await t.request({
      url: '/api/comments?status=pending&limit=200',
      token: owner.token,
      brandId: owner.brand.id,
    });
    const item = commentsResponseSchema.parse(unchanged.json()).data.comments.find((row) => row.id === pending.id);
    expect(item?.updatedContent).toBeNull();
  });
});
