import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commentsResponseSchema, SEARCH_COUNT_LIMIT } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import type * as frequency from './search-frequency.ts';
import { forgetLexemeStats, isCommonInTable } from './search-frequency.ts';

// Whether a word is common in the whole table only chooses how its matches are looked for, never what is found: a
// test database is far too small for a word to reach the estimate's threshold, so the tests name the common words.
const common = vi.hoisted(() => ({ words: new Set<string>() }));
vi.mock('./search-frequency.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof frequency>();
  return {
    ...actual,
    isCommonInTable: async (...args: Parameters<typeof actual.isCommonInTable>) =>
      common.words.has(args[1]) || actual.isCommonInTable(...args),
  };
});

let t: TestApp;
let merchant: Awaited<ReturnType<typeof createUserWithBrand>>;
let other: Awaited<ReturnType<typeof createUserWithBrand>>;
// Sized by the bound: a third of them (the drafts) stay under it, the pending ones go over.
const OLD_ITEMS = (11 * SEARCH_COUNT_LIMIT) / 5;
const RECENT_ITEMS = 2_100;

type Row = { id: string; status: string; is_spam: boolean; posted_at: string };

beforeAll(async () => {
  t = await buildTestApp();
  merchant = await createUserWithBrand(t);
  other = await createUserWithBrand(t);
  // The merchant's old items mention a teacup (a third of them drafts, every ninth flagged as spam); the 2,100
  // newest say nothing of it. Another account's brand has the newest teacups of all.
  await t.database.db.execute(sql`
    INSERT INTO comments (account_id, brand_id, platform, external_id, content, status, is_spam, posted_at)
    SELECT ${merchant.account.id}, ${merchant.brand.id}, (ARRAY['judgeme','yotpo'])[1 + i % 2]::platform, 'old-' || i,
           'A lovely teacup, review ' || i, CASE WHEN i % 3 = 0 THEN 'draft' ELSE 'pending' END::comment_status,
           i % 9 = 4 AND i % 3 <> 0, now() - interval '30 days' - (i || ' minutes')::interval
    FROM generate_series(1, ${OLD_ITEMS}) i`);
  await t.database.db.execute(sql`
    INSERT INTO comments (account_id, brand_id, platform, external_id, content, status, posted_at)
    SELECT ${merchant.account.id}, ${merchant.brand.id}, 'judgeme', 'recent-' || i, 'Fresh review ' || i,
           (ARRAY['pending','draft','sent'])[1 + i % 3]::comment_status, now() - (i || ' seconds')::interval
    FROM generate_series(1, ${RECENT_ITEMS}) i`);
  await t.database.db.execute(sql`
    INSERT INTO comments (account_id, brand_id, platform, external_id, content, posted_at)
    SELECT ${other.account.id}, ${other.brand.id}, 'judgeme', 'other-' || i, 'Their teacup ' || i, now() - (i || ' seconds')::interval
    FROM generate_series(1, 600) i`);
});
afterAll(async () => {
  await t.close();
});

const search = async (query: string) => {
  const response = await t.request({
    url: `/api/comments?${query}`,
    token: merchant.token,
    brandId: merchant.brand.id,
  });
  expect(response.statusCode).toBe(200);
  return commentsResponseSchema.parse(response.json()).data;
};

/** The merchant's teacups as the spec orders them (newest first, the id breaking ties) and counted per tab. */
async function teacups() {
  const { rows } = await t.database.db.execute<Row>(sql`
    SELECT id, status, is_spam, posted_at::text FROM comments
    WHERE brand_id = ${merchant.brand.id} AND content LIKE '%teacup%' ORDER BY posted_at DESC, id DESC`);
  const capped = (count: number) => Math.min(count, SEARCH_COUNT_LIMIT + 1);
  return {
    ids: (keep: (row: Row) => boolean = () => true) => rows.filter(keep).map((row) => row.id),
    counts: {
      pending: capped(rows.filter((row) => row.status === 'pending' && !row.is_spam).length),
      draft: capped(rows.filter((row) => row.status === 'draft').length),
      sent: 0,
      spam: capped(rows.filter((row) => row.status === 'pending' && row.is_spam).length),
      held: 0,
    },
  };
}

describe('an old word: common in the table, missing from the brand’s newest items', () => {
  it.each([
    ['looked for among the newest 100,000 items', true],
    ['found through the GIN index', false],
  ])('is %s with the same pages and counts, and never another brand’s items', async (_way, isCommon) => {
    common.words.clear();
    if (isCommon) common.words.add('teacup:*');
    // A write moves the brand's data version: no page or count kept by the other way answers this one.
    await t.database.db.execute(sql`UPDATE comments SET tags = tags WHERE external_id = 'old-1'`);
    const expected = await teacups();
    expect(expected.counts.pending).toBe(SEARCH_COUNT_LIMIT + 1);
    expect(expected.counts.draft).toBeLessThan(SEARCH_COUNT_LIMIT);
    for (const [page, limit] of [
      [1, 50],
      [2, 50],
      [3, 200],
    ] as const) {
      const data = await search(`search=teacup&page=${page}&limit=${limit}`);
      expect(
        data.comments.map((comment) => comment.id),
        `page ${page} × ${limit}`,
      ).toEqual(expected.ids().slice((page - 1) * limit, page * limit));
      expect(data.counts).toEqual(expected.counts);
    }
    const drafts = await search('search=teacup&status=draft&limit=50');
    expect(drafts.comments.map((comment) => comment.id)).toEqual(
      expected.ids((row) => row.status === 'draft').slice(0, 50),
    );
    expect(drafts.pagination.totalCount).toBe(expected.counts.draft);
    const spam = await search('search=teacup&status=spam&limit=50');
    expect(spam.comments.map((comment) => comment.id)).toEqual(
      expected.ids((row) => row.status === 'pending' && row.is_spam).slice(0, 50),
    );
    // A chip: every other old item is a Yotpo one.
    const yotpo = await search('search=teacup&platform=yotpo&limit=50');
    expect(yotpo.comments.every((comment) => comment.platform === 'yotpo')).toBe(true);
    expect(yotpo.comments).toHaveLength(50);
    // Another brand's newest teacups were never this brand's.
    const theirs = await t.request({ url: '/api/comments?search=teacup', token: other.token, brandId: other.brand.id });
    expect(commentsResponseSchema.parse(theirs.json()).data.counts).toEqual({
      pending: SEARCH_COUNT_LIMIT + 1,
      draft: 0,
      sent: 0,
      spam: 0,
      held: 0,
    });
  });
});

describe('every search, tab and chip: the page and counts a brute force gives', () => {
  type Item = Row & { content: string; platform: string; held: boolean };
  /** The merchant's items that hold every word of the search as the start of one of theirs (searchQuery's prefixes). */
  async function bruteForce(search: string, keep: (item: Item) => boolean, brandId = merchant.brand.id) {
    const { rows } = await t.database.db.execute<Item>(sql`
      SELECT id, status, is_spam, platform, content, held_reason IS NOT NULL AS held FROM comments
      WHERE brand_id = ${brandId} ORDER BY posted_at DESC, id DESC`);
    const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const matches = rows.filter((item) => {
      const tokens = item.content.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      return keep(item) && words.every((word) => tokens.some((token) => token.startsWith(word)));
    });
    const count = (tab: (item: Item) => boolean) => Math.min(matches.filter(tab).length, SEARCH_COUNT_LIMIT + 1);
    const tabs = {
      pending: (item: Item) => item.status === 'pending' && !item.is_spam,
      draft: (item: Item) => item.status === 'draft',
      sent: (item: Item) => item.status === 'sent',
      spam: (item: Item) => item.status === 'pending' && item.is_spam,
      held: (item: Item) => item.held && item.status !== 'sent' && !item.is_spam,
    };
    return {
      ids: (tab?: keyof typeof tabs) => matches.filter(tab ? tabs[tab] : () => true).map((item) => item.id),
      counts: Object.fromEntries(Object.entries(tabs).map(([name, tab]) => [name, count(tab)])),
    };
  }

  it('a word taken for rare that matches more items than one read through the GIN index takes', async () => {
    const SAUCERS = (23 * SEARCH_COUNT_LIMIT) / 5;
    expect(SAUCERS).toBeGreaterThan(4 * (SEARCH_COUNT_LIMIT + 1));
    common.words.clear();
    // 4.6 × the bound of old saucers in every tab (2,300 at 500: more than the one read's four tabs' worth), then
    // 600 newer items without the word: the newest items hold none of it.
    const crowd = await createUserWithBrand(t);
    await t.database.db.execute(sql`
      INSERT INTO comments (account_id, brand_id, platform, external_id, content, status, is_spam, posted_at)
      SELECT ${crowd.account.id}, ${crowd.brand.id}, 'judgeme', 'saucer-' || i, 'A saucer, review ' || i,
             CASE WHEN i % 3 = 0 THEN 'draft' WHEN i % 7 = 0 THEN 'sent' ELSE 'pending' END::comment_status,
             i % 11 = 4 AND i % 3 <> 0 AND i % 7 <> 0, now() - interval '30 days' - (i || ' minutes')::interval
      FROM generate_series(1, ${SAUCERS}) i`);
    await t.database.db.execute(sql`
      INSERT INTO comments (account_id, brand_id, platform, external_id, content, posted_at)
      SELECT ${crowd.account.id}, ${crowd.brand.id}, 'judgeme', 'plain-' || i, 'Fresh review ' || i,
             now() - (i || ' seconds')::interval
      FROM generate_series(1, 600) i`);
    const expected = await bruteForce('saucer', () => true, crowd.brand.id);
    expect(expected.counts).toMatchObject({ pending: SEARCH_COUNT_LIMIT + 1, draft: SEARCH_COUNT_LIMIT + 1 });
    expect(expected.counts.sent).toBeLessThan(SEARCH_COUNT_LIMIT);
    const response = await t.request({
      url: '/api/comments?search=saucer',
      token: crowd.token,
      brandId: crowd.brand.id,
    });
    const first = commentsResponseSchema.parse(response.json()).data;
    expect(first.counts).toEqual(expected.counts);
    expect(first.comments.map((comment) => comment.id)).toEqual(expected.ids().slice(0, 50));
    // A first search (its own chip) of a tab, oldest first, page 2: the page read with its counts in one statement.
    const drafts = await t.request({
      url: '/api/comments?search=saucer&platform=judgeme&status=draft&sort=oldest&page=2&limit=20',
      token: crowd.token,
      brandId: crowd.brand.id,
    });
    const oldest = commentsResponseSchema.parse(drafts.json()).data;
    expect(oldest.comments.map((comment) => comment.id)).toEqual(expected.ids('draft').reverse().slice(20, 40));
    expect(oldest.counts).toEqual(expected.counts);
  });

  it.each([
    ['a word no item holds', 'zzzz'],
    ['a rare number', 'review 77'],
    ['a word above the bound in one tab', 'teacup'],
    ['a prefix', 'tea'],
    ['several words', 'lovely TEACUP review 1'],
    ['a word of the newest items, above the bound in three tabs', 'fresh'],
  ])('%s', async (_kind, words) => {
    // Held items: a few of the old and of the newest, so "Needs a person" counts something.
    await t.database.db.execute(sql`UPDATE comments SET held_reason = 'low_confidence'
      WHERE brand_id = ${merchant.brand.id} AND external_id IN ('old-10', 'old-11', 'recent-7', 'recent-8')`);
    for (const isCommon of [false, true]) {
      common.words.clear();
      if (isCommon)
        common.words.add(
          words
            .toLowerCase()
            .split(' ')
            .map((word) => `${word}:*`)
            .join(' & '),
        );
      await t.database.db.execute(sql`UPDATE comments SET tags = tags WHERE external_id = 'old-1'`);
      for (const platform of [undefined, 'yotpo'] as const) {
        const expected = await bruteForce(words, (item) => platform === undefined || item.platform === platform);
        for (const tab of [undefined, 'pending', 'draft', 'sent', 'spam', 'held'] as const) {
          const query = new URLSearchParams({ search: words, limit: '50', ...(tab ? { status: tab } : {}) });
          if (platform) query.set('platform', platform);
          const data = await search(query.toString());
          const where = `${words} · ${tab ?? 'every tab'} · ${platform ?? 'every platform'} · common ${isCommon}`;
          expect(
            data.comments.map((comment) => comment.id),
            where,
          ).toEqual(expected.ids(tab).slice(0, 50));
          expect(data.counts, where).toEqual(expected.counts);
        }
      }
    }
  });
});

/** The statements (text and values) the pool is sent while `run` runs. */
async function statementsOf(run: () => Promise<unknown>) {
  const pool = t.database.db.$client;
  const sent: { text: string; values: unknown[] }[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const query = vi.spyOn(pool, 'query').mockImplementation(((...args: unknown[]) => {
    const config = args[0] as { text?: string; values?: unknown[] };
    if (typeof config === 'object' && config.text) sent.push({ text: config.text, values: config.values ?? [] });
    return original(...args);
  }) as typeof pool.query);
  try {
    await run();
  } finally {
    query.mockRestore();
  }
  return sent;
}

describe('a first search’s statements', () => {
  const windowOf =
    (size: number) =>
    ({ text }: { text: string }) =>
      text.includes(`LIMIT ${size})`);

  it('reads a rare word’s page through the GIN index without trying the newest items it misses', async () => {
    common.words.clear();
    // `1234`: one of the merchant's items, none of the newest 500: the counts find it rare.
    const sent = await statementsOf(() => search('search=review%201234'));
    expect(sent.filter(windowOf(2000))).toEqual([]);
    expect(sent.filter(({ text }) => text.includes('WITH probe AS MATERIALIZED'))).toHaveLength(1);
    // The density probe with the held count and the data version, the page and the tabs' counts: one statement.
    expect(sent).toHaveLength(1);
  });

  it('sends a word common in the table its probe with the tab windows, beside the page: two statements', async () => {
    // Prefixes no other test searches: no counts kept for them, so each is a first search.
    for (const words of ['fres:*', 'teacu:*']) {
      common.words.clear();
      common.words.add(words);
      await t.database.db.execute(sql`UPDATE comments SET tags = tags WHERE external_id = 'old-1'`);
      const sent = await statementsOf(() => search(`search=${words.replace(':*', '')}`));
      const probed = sent.filter(({ text }) => text.includes('WITH probe AS MATERIALIZED'));
      expect(probed, words).toHaveLength(1);
      // The windows' bound is the probe's: 20,000 for a word of the newest items, 100,000 for an old one.
      expect(probed[0]?.text).toContain('LIMIT (SELECT CASE WHEN matches >= 5 THEN 20000 ELSE 100000 END FROM probe)');
      // The page's window (the newest 2,000, then 100,000 for the old word) reads the version beside it.
      // (The session's read is the request's other statement.)
      const pages = sent.filter((statement) => statement !== probed[0] && statement.text.includes('search_vector'));
      expect(pages.length, words).toBe(words === 'fres:*' ? 1 : 2);
      expect(pages.every(({ text }) => text.includes('"dataVersion"'))).toBe(true);
    }
  });

  it('still looks for a word of the newest items among them first', async () => {
    common.words.clear();
    const sent = await statementsOf(() => search('search=fresh%20revi'));
    expect(sent.filter(windowOf(2000))).toHaveLength(1);
    expect(sent.filter(({ text }) => text.includes('WITH matches AS MATERIALIZED'))).toEqual([]);
    // Not common in the table: its probe came with a rare word's page, whose GIN read the probe's count stopped.
    const [probed] = sent.filter(({ text }) => text.includes('WITH probe AS MATERIALIZED'));
    expect(probed).toBeDefined();
    const { rows } = await t.database.db.$client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF) ${probed?.text}`,
      probed?.values,
    );
    const plan = rows.map((row) => row['QUERY PLAN']);
    const matchesRead = plan.slice(plan.findIndex((line) => line.includes('CTE matches')) + 1);
    expect(
      matchesRead.find((line) => line.includes('on comments')),
      plan.join('\n'),
    ).toContain('never executed');
  });
});

describe('the density probe', () => {
  /** Rows the probe's window over the newest items handed on (its Merge Append), from EXPLAIN ANALYZE of its statement. */
  const probeRowsRead = async (query: string) => {
    const sent = await statementsOf(() => search(query));
    const probe = sent.find(({ text }) => text.includes('WITH probe AS MATERIALIZED'));
    if (!probe) throw new Error(`no probe among ${sent.length} statements`);
    const { rows } = await t.database.db.$client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF) ${probe.text}`,
      probe.values,
    );
    const mergeAppends = rows.map((row) => row['QUERY PLAN']).filter((line) => line.includes('Merge Append'));
    expect(mergeAppends).toHaveLength(1);
    return Number(/rows=(\d+)/.exec(mergeAppends[0] ?? '')?.[1]);
  };

  it('stops at the fifth match of a word of the newest items, and reads all 500 for a rare word', async () => {
    common.words.clear();
    // Every one of the 2,100 newest items says "fresh review": told common after five of them.
    expect(await probeRowsRead('search=fresh%20rev')).toBeLessThan(20);
    // `1235` is in none of the newest items: all 500 are tested, and the word is rare.
    expect(await probeRowsRead('search=review%201235')).toBe(500);
  });
});

describe('isCommonInTable (the estimate that chooses the plan)', () => {
  it('sums the common lexemes a prefix starts, from the statistics ANALYZE keeps', async () => {
    await t.database.db.execute(sql`ANALYZE comments`);
    forgetLexemeStats();
    const db = t.database.db;
    // At least the merchant's old teacups (the other brand's 600 come on top).
    expect(await isCommonInTable(db, 'teacup:*', OLD_ITEMS)).toBe(true);
    expect(await isCommonInTable(db, 'teac:*', OLD_ITEMS)).toBe(true);
    expect(await isCommonInTable(db, 'teacup:*', 100_000)).toBe(false);
    expect(await isCommonInTable(db, 'teapot:*', 1)).toBe(false);
    expect(await isCommonInTable(db, 'teacup:* & teapot:*', 1)).toBe(false);
  });
});

describe('the statements that read matches through the GIN index', () => {
  it('never plan parallel workers (their start costs more than the dozen rows a rare word reads)', async () => {
    common.words.clear();
    await t.database.db.execute(sql`UPDATE comments SET tags = tags WHERE external_id = 'old-2'`);
    const pool = t.database.db.$client;
    const sent = await statementsOf(async () => {
      await search('search=teacup%20review%2077&status=draft');
      // Counts kept, at an older version: the page alone, then the counts again.
      await t.database.db.execute(sql`UPDATE comments SET tags = tags WHERE external_id = 'old-3'`);
      await search('search=teacup%20review%2077&status=sent');
    });
    const throughGin = sent.filter(({ text }) => text.includes('brand_id::text = $2::text'));
    // A first search's page with its counts; then the page alone, and the tab counts alone.
    expect(throughGin.length).toBe(3);
    const client = await pool.connect();
    try {
      // Costs under which any statement PostgreSQL may run in parallel gets workers (a Parallel Seq Scan under a
      // Gather, checked to appear without IN_ONE_PROCESS); a test table is too small for the 10M plans.
      for (const setting of [
        'parallel_setup_cost = 0',
        'parallel_tuple_cost = 0',
        'min_parallel_table_scan_size = 0',
        'enable_bitmapscan = off',
        'enable_indexscan = off',
        'enable_indexonlyscan = off',
      ])
        await client.query(`SET ${setting}`);
      for (const { text, values } of throughGin) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values);
        expect(rows.map((row) => row['QUERY PLAN']).join('\n')).not.toContain('Gather');
      }
    } finally {
      await client.query('RESET ALL');
      client.release();
    }
  });
});
