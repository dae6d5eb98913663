import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsResponseSchema, SEARCH_COUNT_LIMIT, type Comment } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { comments } from '../../db/schema/index.ts';
import { toCommentDto } from './comment.dto.ts';
import { insertComment } from './inbox.test-support.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let crowded: Awaited<ReturnType<typeof createUserWithBrand>>;
const HOUR = 60 * 60 * 1000;
const CROWD = 620;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  crowded = await createUserWithBrand(t);
  // 620 items in 3 platforms and 2 statuses, some pending ones flagged as spam, some held, with priorities; every fourth shares its time with the one before (the id decides).
  const base = Date.UTC(2026, 9, 1);
  await t.database.db.insert(comments).values(
    Array.from({ length: CROWD }, (_, index) => ({
      accountId: crowded.account.id,
      brandId: crowded.brand.id,
      platform: (['judgeme', 'yotpo', 'shopify'] as const)[index % 3] ?? 'judgeme',
      status: index % 5 === 0 ? ('draft' as const) : ('pending' as const),
      isSpam: index % 11 === 4,
      heldReason: index % 13 === 6 ? ('low_rating' as const) : null,
      priority: (['high', null, 'low', null] as const)[index % 4] ?? null,
      sentiment: index % 6 === 1 ? 'negative' : null,
      externalId: `crowd-${index}`,
      content: `Crowd review ${index}${index % 97 === 5 ? ' with a teapot' : ''}`,
      rating: index % 7 === 0 ? null : (index % 5) + 1,
      postedAt: new Date(base + (index - (index % 4 === 3 ? 1 : 0)) * HOUR),
    })),
  );
});
afterAll(async () => {
  await t.close();
});

const page = async (who: typeof owner, query: string) => {
  const response = await t.request({ url: `/api/comments${query}`, token: who.token, brandId: who.brand.id });
  expect(response.statusCode).toBe(200);
  return commentsResponseSchema.parse(response.json()).data;
};

describe('the inbox page as one statement', () => {
  it('shows each item exactly as the full row does (aliases, metadata values, window, microseconds)', async () => {
    const items = [
      await insertComment(t, owner, {
        platform: 'instagram',
        status: 'draft',
        draftContent: 'Thanks, here is 15% off',
        mediaId: 'media-1',
        postLink: 'https://instagram.example/p/1',
        productId: 'gid://shopify/Product/7',
        productImage: 'https://cdn.example.com/7.png',
        selectedProductId: 'gid://shopify/Product/8',
        productSelectedAt: new Date('2026-11-21T08:00:00.123Z'),
        metadata: { discountCode: 'SAVE15', priceRule: 'rule-1', lastSendError: 'The platform refused the reply' },
      }),
      await insertComment(t, owner, {
        platform: 'yotpo',
        status: 'sent',
        draftContent: 'Draft text',
        sentContent: 'Sent text',
        respondedAt: new Date('2026-11-22T09:30:00.000Z'),
        responseTimeHours: 12.5,
        rating: 3.5,
        metadata: { lastSendError: 'an old failure, no longer shown', discountCode: 42 },
      }),
      await insertComment(t, owner, { platform: 'facebook', rating: null, reviewerName: null, reviewerEmail: null }),
      await insertComment(t, owner, {
        platform: 'whatsapp',
        isSpam: true,
        spamScore: 0.9,
        signalsVersion: 1,
        detectedLanguage: 'en',
        languageSource: 'text',
        sentiment: 'negative',
        intent: 'quality_complaint',
        isQuestion: true,
        knownCustomer: true,
        matchedProductId: 'gid://shopify/Product/9',
        metadata: { from: '+15550100' },
      }),
      await insertComment(t, owner, {
        platform: 'whatsapp',
        notSpamAt: new Date('2026-11-23T10:00:00.000Z'),
        metadata: { customerPhone: '+15550101', from: 'ignored' },
      }),
    ];
    // Microseconds in every timestamp: the page cuts them to milliseconds as a Date does.
    await t.database.db.execute(sql`
      UPDATE comments SET posted_at = posted_at + interval '123.456 microseconds',
        updated_at = updated_at + interval '0.789 milliseconds', received_at = received_at + interval '5 microseconds'
      WHERE brand_id = ${owner.brand.id}`);
    const shown = new Map<string, Comment>();
    for (const status of ['pending', 'draft', 'sent', 'spam']) {
      for (const comment of (await page(owner, `?status=${status}`)).comments) shown.set(comment.id, comment);
    }
    for (const item of items) {
      const [row] = await t.database.db
        .select()
        .from(comments)
        .where(and(eq(comments.id, item.id), eq(comments.brandId, owner.brand.id)));
      if (!row) throw new Error('item vanished');
      expect(shown.get(item.id)).toEqual(toCommentDto(row));
    }
    // A search reads its page through other statements (rows as arrays after the probe's, the counts' or the
    // version's columns): every way gives the items the inbox page gives.
    const searched = new Set<string>();
    for (const query of [
      '?search=mug&platform=whatsapp', // rare: the probe, the page and the counts in one statement
      '?search=mug', // common among the newest items: the newest items' window
      '?search=mug&sort=oldest', // its counts kept: the GIN page with the data version
      '?search=mug&limit=2&page=2', // its counts kept: the window with the data version, an offset
    ]) {
      const found = (await page(owner, query)).comments;
      expect(found.length, query).toBeGreaterThan(0);
      for (const comment of found) {
        expect(comment, query).toEqual(shown.get(comment.id));
        searched.add(comment.id);
      }
    }
    expect(searched.size).toBe(items.length);
    expect(shown.get(items[0]?.id ?? '')).toMatchObject({ discount_code: 'SAVE15', priceRule: 'rule-1' });
    expect(shown.get(items[1]?.id ?? '')).toMatchObject({ discount_code: null, lastSendError: null });
    expect(shown.get(items[3]?.id ?? '')).toMatchObject({
      customerPhone: '+15550100',
      signals: { isSpam: true, sentiment: 'negative', intent: 'quality_complaint' },
    });
    expect(shown.get(items[4]?.id ?? '')).toMatchObject({ customerPhone: '+15550101', signals: null });
  });

  const order = (rows: { postedAt: Date; id: string }[], direction: 1 | -1) =>
    [...rows].sort((a, b) => direction * (a.postedAt.getTime() - b.postedAt.getTime() || (a.id < b.id ? -1 : 1)));

  it('deep pages (read through the index alone) hold the same items as counting through every row', async () => {
    const all = await t.database.db.select().from(comments).where(eq(comments.brandId, crowded.brand.id));
    const cases = [
      { query: '', rows: all, direction: -1 as const },
      { query: '&sort=oldest', rows: all, direction: 1 as const },
      {
        query: '&status=pending',
        rows: all.filter((row) => row.status === 'pending' && !row.isSpam),
        direction: -1 as const,
      },
      {
        query: '&status=pending&platform=yotpo',
        rows: all.filter((row) => row.status === 'pending' && !row.isSpam && row.platform === 'yotpo'),
        direction: -1 as const,
      },
      {
        query: '&status=spam',
        rows: all.filter((row) => row.status === 'pending' && row.isSpam),
        direction: -1 as const,
      },
      {
        query: '&status=held',
        rows: all.filter((row) => row.heldReason !== null && row.status !== 'sent' && !row.isSpam),
        direction: -1 as const,
      },
    ];
    for (const { query, rows, direction } of cases) {
      const expected = order(rows, direction).map((row) => row.id);
      for (const [number, limit] of [
        [1, 50],
        [2, 50],
        [11, 50],
        [12, 50],
        [4, 120],
        [99, 50],
      ] as const) {
        const data = await page(crowded, `?page=${number}&limit=${limit}${query}`);
        expect(
          data.comments.map((comment) => comment.id),
          `${query} page ${number} × ${limit}`,
        ).toEqual(expected.slice((number - 1) * limit, number * limit));
        expect(data.pagination.totalCount).toBe(rows.length);
      }
    }
  });

  it('the Priority order: a rule’s priority, then negative items and questions, then the longest waiting', async () => {
    const all = await t.database.db.select().from(comments).where(eq(comments.brandId, crowded.brand.id));
    const rank = (row: (typeof all)[number]) =>
      (row.priority === 'high' ? 0 : row.priority === 'low' ? 4 : 2) +
      (row.sentiment === 'negative' || row.isQuestion ? 0 : 1);
    const pending = all
      .filter((row) => row.status === 'pending' && !row.isSpam)
      .sort(
        (a, b) =>
          rank(a) - rank(b) || a.postedAt.getTime() - b.postedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      )
      .map((row) => row.id);
    for (const [number, limit] of [
      [1, 50],
      [3, 50],
      [2, 200],
    ] as const) {
      const data = await page(crowded, `?status=pending&sort=priority&page=${number}&limit=${limit}`);
      expect(data.comments.map((comment) => comment.id)).toEqual(pending.slice((number - 1) * limit, number * limit));
    }
    const found = await page(crowded, '?search=crowd&sort=priority&status=pending&limit=20');
    expect(found.comments.map((comment) => comment.id)).toEqual(pending.slice(0, 20));
  });

  it('rating sorts keep rated items first, then the newest', async () => {
    const data = await page(crowded, '?sort=rating_desc&limit=200&page=3');
    const ratings = data.comments.map((comment) => comment.rating);
    expect(ratings.slice(0, 20).every((rating) => rating !== null)).toBe(true);
    const ascending = await page(crowded, '?sort=rating_asc&limit=5');
    expect(ascending.comments.map((comment) => comment.rating)).toEqual([1, 1, 1, 1, 1]);
    const times = ascending.comments.map((comment) => Date.parse(comment.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('the inbox search', () => {
  const search = async (query: string) => page(crowded, `?search=${query}`);
  const expected = async (match: (content: string) => boolean, direction: 1 | -1) => {
    const all = await t.database.db.select().from(comments).where(eq(comments.brandId, crowded.brand.id));
    return order(
      all.filter((row) => match(row.content)),
      direction,
    ).map((row) => row.id);
  };
  const order = (rows: { postedAt: Date; id: string }[], direction: 1 | -1) =>
    [...rows].sort((a, b) => direction * (a.postedAt.getTime() - b.postedAt.getTime() || (a.id < b.id ? -1 : 1)));

  it('pages a common word from the newest items, and past them through the index, in the same order', async () => {
    const ids = await expected((content) => content.startsWith('Crowd review'), -1);
    for (const [number, limit] of [
      [1, 50],
      [2, 50],
      [13, 50],
      [3, 200],
    ] as const) {
      const data = await search(`crowd&page=${number}&limit=${limit}`);
      expect(
        data.comments.map((comment) => comment.id),
        `page ${number} × ${limit}`,
      ).toEqual(ids.slice((number - 1) * limit, number * limit));
    }
    const oldest = await search('crowd&sort=oldest&limit=5');
    expect(oldest.comments.map((comment) => comment.id)).toEqual(
      (await expected((content) => content.startsWith('Crowd review'), 1)).slice(0, 5),
    );
  });

  it('finds a rare word through the index, with exact counts per tab', async () => {
    const ids = await expected((content) => content.includes('teapot'), -1);
    const data = await search('teap');
    expect(data.comments.map((comment) => comment.id)).toEqual(ids);
    const all = await t.database.db.select().from(comments).where(eq(comments.brandId, crowded.brand.id));
    const teapots = all.filter((row) => row.content.includes('teapot'));
    expect(data.counts).toEqual({
      pending: teapots.filter((row) => row.status === 'pending' && !row.isSpam).length,
      draft: teapots.filter((row) => row.status === 'draft').length,
      sent: 0,
      spam: teapots.filter((row) => row.status === 'pending' && row.isSpam).length,
      held: teapots.filter((row) => row.heldReason !== null && row.status !== 'sent' && !row.isSpam).length,
    });
    expect(data.pagination.totalCount).toBe(data.counts.pending + data.counts.draft + data.counts.spam);
  });

  it(`counts at most ${SEARCH_COUNT_LIMIT} matches per tab, and a full page past that still has a next one`, async () => {
    const busy = await createUserWithBrand(t);
    await t.database.db.execute(sql`
      INSERT INTO comments (account_id, brand_id, platform, external_id, content, posted_at)
      SELECT ${busy.account.id}, ${busy.brand.id}, 'judgeme', 'busy-' || i, 'Lovely mug number ' || i,
             now() - (i || ' minutes')::interval
      FROM generate_series(1, ${SEARCH_COUNT_LIMIT + 100}) i`);
    // Flagged spam has its own tab, counted apart from the Inbox's.
    await t.database.db.execute(sql`
      INSERT INTO comments (account_id, brand_id, platform, external_id, content, posted_at, is_spam)
      SELECT ${busy.account.id}, ${busy.brand.id}, 'judgeme', 'spam-' || i, 'Lovely deals at spam.example ' || i,
             now() - (i || ' seconds')::interval, true
      FROM generate_series(1, 3) i`);
    const at = async (query: string) => {
      const response = await t.request({
        url: `/api/comments?search=lovely${query}`,
        token: busy.token,
        brandId: busy.brand.id,
      });
      return commentsResponseSchema.parse(response.json()).data;
    };
    const first = await at('&status=pending');
    expect(first.counts).toEqual({ pending: SEARCH_COUNT_LIMIT + 1, draft: 0, sent: 0, spam: 3, held: 0 });
    const spamTab = await at('&status=spam');
    expect(spamTab.comments.map((comment) => comment.commentId).sort()).toEqual(['spam-1', 'spam-2', 'spam-3']);
    expect(first.pagination.totalCount).toBe(SEARCH_COUNT_LIMIT + 1);
    const past = await at(`&status=pending&limit=50&page=${SEARCH_COUNT_LIMIT / 50 + 2}`);
    expect(past.comments).toHaveLength(50);
    expect(past.pagination.hasNext).toBe(true);
    const last = await at(`&status=pending&limit=50&page=${SEARCH_COUNT_LIMIT / 50 + 3}`);
    expect(last.comments).toHaveLength(0);
    expect(last.pagination.hasNext).toBe(false);
  });
});
