import { SEARCH_COUNT_LIMIT } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { readArrays, readRows, statementTexts } from '../../db/reads.ts';
import { brandVersionSql, versionOrZero } from '../analytics/index.ts';
import type { CommentFields } from './comment.dto.ts';
import { pageRowReader } from './comment-page-row.ts';
import { isCommonInTable } from './search-frequency.ts';
import {
  PAGE_COLUMNS,
  PAGE_ORDER,
  TAB_SQL,
  type CommentScope,
  type PageQuery,
  type StatusCounts,
} from './comment.queries.ts';

/** The search box as a prefix tsquery (`word:* & …`, letters and digits only), or undefined when nothing is left. */
export function searchQuery(search: string | undefined): string | undefined {
  const tokens = (search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((token) => token.slice(0, 50));
  return tokens.length === 0 ? undefined : tokens.map((token) => `${token}:*`).join(' & ');
}

/** Newest items a search tests before it falls back to the index: enough for a common word, cheap for any. */
const RECENT_WINDOW = 2000;
/**
 * How far back, newest first, a word common in the whole table is looked for when the newest RECENT_WINDOW items
 * do not hold a page of it (the brand's recent items lack it): index entries, ~1 µs each, where the GIN index
 * would read every match of the word in the table.
 */
const DEEP_WINDOW = 100_000;
/** The stored statuses, one branch each of a window over every tab (comments_search_tab_idx leads with status). */
const STATUSES = ['pending', 'draft', 'sent'] as const;
const TABS = ['pending', 'draft', 'sent', 'spam'] as const;

type Filters = ReturnType<typeof filters>;

/**
 * The search statements' texts, built once per shape and kind: a new word changes only the values ($3), so pg gets
 * the same string (its hash kept by V8 for the prepared statement's name), not ~4 KB of SQL built and hashed again.
 */
const searchTexts = statementTexts();
/** What a search statement's text depends on besides its kind: the tab, the chip, the sort, the size, an offset. */
const searchShape = (query: Pick<PageQuery, 'status' | 'platform' | 'sort'>, limit: number, offset: number) =>
  `${query.status ?? ''}:${query.platform ? 'chip' : ''}:${query.sort}:${limit}:${offset > 0 ? 'offset' : ''}`;
/** Page rows read as arrays (pg builds no object of 48 fields per row): the item's columns after `before` others. */
const pageItems = pageRowReader(0);
const itemsAfterVersion = pageRowReader(1);

/** $1 account, $2 brand, $3 tsquery, then the chip (` AND platform = $4` for `alias`), then more values. */
function filters(scope: CommentScope, query: Pick<PageQuery, 'status' | 'platform'>, tsquery: string, alias = '') {
  const values: unknown[] = [scope.accountId, scope.brandId, tsquery];
  const param = (value: unknown) => `$${values.push(value)}`;
  const status = query.status ? ` AND ${TAB_SQL[query.status](alias)}` : '';
  const platform = query.platform ? ` AND ${alias}platform = ${param(query.platform)}` : '';
  return { values, status, platform, terms: `${status}${platform}`, param };
}

/**
 * The tab's and the chip's conditions where the GIN index finds the matches, in a form no btree index serves:
 * PostgreSQL otherwise ANDs the GIN bitmap of a rare word (a few entries) with the tab's hundreds of thousands of
 * entries, skip-scanning comments_priority_idx (~100 ms a tab at 1M items; the brand test is text for the same reason).
 */
const besideGin = (terms: string) => (terms ? ` AND (true${terms}) IS TRUE` : '');

/**
 * Written into every statement that reads matches through the GIN index: a condition that always holds (the
 * statement's unqualified tables resolved through the search path) on a function PostgreSQL marks parallel unsafe,
 * so the statement runs in its own process. PostgreSQL cannot estimate a prefix query and puts a rare word at 2 % of
 * the table: from ~10M items that chooses parallel workers, whose start costs 10–40 ms a Gather to read a dozen rows
 * (a number search's five Gathers: ~60 ms at 10M; 0.2 ms each without).
 */
const IN_ONE_PROCESS = ' AND current_schema() IS NOT NULL';

/**
 * The search tested on a window of items, the tsquery read in a subquery of its own: PostgreSQL plans it without
 * seeing the word, so a window's plan (bounded by its LIMITs, whatever the word) is planned once per connection and
 * kept, instead of for each word (~1 ms of planning per page statement, more than running it). The GIN statements
 * keep the word in sight: their plan is the index's, for these very values (planEachTime).
 */
const MATCHES_IN_WINDOW = `search_vector @@ (SELECT to_tsquery('simple', $3))`;

/**
 * The newest `size` items of a tab (or of every status) with their stored document, newest first, from
 * comments_search_tab_idx alone (an index-only scan: the heap is read for the page's matches only). Over every
 * status, one branch per status merged in order (a Merge Append that stops with the outer LIMIT).
 */
function newestItems(tab: PageQuery['status'], platform: string, size: number): string {
  const branch = (condition: string) =>
    `(SELECT id, status, posted_at, search_vector FROM comments WHERE account_id = $1 AND brand_id = $2 AND ${condition}${platform}
      ORDER BY posted_at DESC, id DESC LIMIT ${size})`;
  if (tab) return branch(TAB_SQL[tab](''));
  return `(${STATUSES.map((status) => branch(`status = '${status}'`)).join(' UNION ALL ')}
    ORDER BY posted_at DESC, id DESC LIMIT ${size})`;
}

/**
 * One page of a search, newest first, in steps that never depend on how PostgreSQL estimates a prefix query (it
 * cannot, and left alone it walks a brand's items testing each: seconds for a rare word at 500,000 items). First
 * the newest 2,000 items (of the tab and chip) are tested against the stored document, on the index alone: a
 * common word fills the page there. A word common in the table (isCommonInTable) that the brand's recent items
 * lack is then looked for among the newest 100,000 the same way. Otherwise the word is rare, or the page deep,
 * and the GIN index finds every match (materialized before sorting; the brand test compares text on purpose, or
 * PostgreSQL ANDs the GIN bitmap with the brand's 500,000 index entries); a first search of a word the counts find
 * rare goes there at once with its probe and counts (probeRarePage). "Needs a person" (few items) reads its
 * window on comments_held_idx and the table.
 */
export async function searchCommentPage(
  db: Database,
  scope: CommentScope,
  query: PageQuery,
  tsquery: string,
  options: { withVersion?: boolean; commonInTable?: boolean } = {},
): Promise<{ rows: CommentFields[]; version?: string }> {
  const offset = (query.page - 1) * query.limit;
  const limit = Math.trunc(query.limit);
  let version: string | undefined;
  // With `withVersion` the brand's data version (the key of the cached counts) comes in the page's statement, a row
  // of its own joined to the page's rows: one round trip instead of two.
  const shape = searchShape(query, limit, offset);
  const read = async (kind: string, page: () => string, values: unknown[], order: string) => {
    if (!options.withVersion)
      return (await readArrays(db, searchTexts(`${kind}:${shape}`, page), values)).map(pageItems);
    const text = searchTexts(
      `${kind}+version:${shape}`,
      () => `SELECT v."dataVersion", p.* FROM (SELECT ${brandVersionSql('$1', '$2')} AS "dataVersion") v
       LEFT JOIN (${page()}) p ON true ORDER BY ${order}`,
    );
    const rows = await readArrays(db, text, values);
    version = versionOrZero(rows[0]?.[0] as string | null | undefined);
    // A version without a page is one row whose id (the page's first column) is null.
    return rows.filter((row) => row[1] !== null).map(itemsAfterVersion);
  };
  if (query.sort === 'newest') {
    const windows = [RECENT_WINDOW, DEEP_WINDOW].filter((size) => offset + limit <= size);
    for (const size of windows) {
      if (size > RECENT_WINDOW && !(options.commonInTable ?? (await isCommonInTable(db, tsquery)))) break;
      const rows = await read(...newestPage(filters(scope, query, tsquery), query.status, size, limit, offset));
      if (rows.length === limit) return { rows, version };
    }
  }
  const { values, terms, param } = filters(scope, query, tsquery);
  const order = PAGE_ORDER[query.sort];
  const offsetSql = offset > 0 ? ` OFFSET ${param(offset)}` : '';
  const rows = await read(
    'gin',
    () => `WITH matches AS MATERIALIZED (${ginMatches(terms)}),
     page AS (SELECT id FROM matches ORDER BY ${order.table} LIMIT ${limit}${offsetSql})
     SELECT ${PAGE_COLUMNS} FROM comments c JOIN page USING (id) WHERE c.account_id = $1
     ORDER BY ${order.table.replace(/(posted_at|rating|id)/g, 'c.$1')}`,
    values,
    order.page,
  );
  return { rows, version };
}

/** Every match of the brand (and the chip, tab or other `terms`) through the GIN index, with what sorts and tabs read. */
const ginMatches = (terms: string) =>
  `SELECT id, posted_at, rating, priority, sentiment, is_question, status, is_spam, held_reason FROM comments
   WHERE search_vector @@ to_tsquery('simple', $3) AND account_id = $1 AND brand_id::text = $2::text${besideGin(terms)}${IN_ONE_PROCESS}`;

/** A match per tab (`count(*) FILTER` each, as `alias` + tab), over rows with status and is_spam. */
const countsPerTab = (alias = '') =>
  TABS.map((tab) => `count(*) FILTER (WHERE ${TAB_SQL[tab]('')})::int AS "${alias}${tab}"`).join(', ');

/** probeRarePage's leading columns (the probe's version, matches and held, a count per tab), then the item's. */
const PROBED_COLUMNS = 3 + TABS.length;
const itemsAfterProbe = pageRowReader(PROBED_COLUMNS);

/**
 * A first search's density probe (probeSearch) and, when the probe finds the word rare, its page and its matches
 * per tab, in one statement: a word common in the table is never rare (the caller probes it alone), so for any
 * other word the rare answer rides with the probe, read only when the probe's count allows it (a one-time filter
 * above the GIN scan; a word common among the newest items reads nothing there and goes the common way with the
 * probe). The rare word's matches are read once, for the page and for the counts (two statements read them twice,
 * and a number prefix with thousands of matches at 10M items was counted again per tab). Counted exactly; capped as
 * every count. One round trip and one snapshot for the version, the page and the counts.
 */
export async function probeRarePage(
  db: Database,
  scope: CommentScope,
  query: PageQuery,
  tsquery: string,
): Promise<{ probe: SearchProbe; rare?: { rows: CommentFields[]; counts: Omit<StatusCounts, 'held'> } }> {
  const offset = (query.page - 1) * query.limit;
  const limit = Math.trunc(query.limit);
  const { values, platform, status, param } = filters(scope, query, tsquery);
  const order = PAGE_ORDER[query.sort];
  const offsetSql = offset > 0 ? ` OFFSET ${param(offset)}` : '';
  const text = searchTexts(
    `probe+rare:${searchShape(query, limit, offset)}`,
    () => `WITH probe AS MATERIALIZED (SELECT ${probeColumns(platform)}),
     matches AS MATERIALIZED (${ginMatches(platform)} AND (SELECT matches FROM probe) < ${COMMON_MATCHES}),
     page AS (SELECT id FROM matches WHERE true${status} ORDER BY ${order.table} LIMIT ${limit}${offsetSql})
     SELECT o.version, o.matches, o.held, n.*, p.*
     FROM probe o CROSS JOIN (SELECT ${countsPerTab('count_')} FROM matches) n
     LEFT JOIN (SELECT ${PAGE_COLUMNS} FROM comments c JOIN page USING (id) WHERE c.account_id = $1) p ON true
     ORDER BY ${order.page}`,
  );
  const rows = await readArrays(db, text, values);
  const first = rows[0];
  const probe = {
    matches: Number(first?.[1] ?? 0),
    held: Number(first?.[2] ?? 0),
    version: versionOrZero(first?.[0] as string | null | undefined),
  };
  if (probe.matches >= COMMON_MATCHES) return { probe };
  const counted = (tab: (typeof TABS)[number]) => Math.min(Number(first?.[3 + TABS.indexOf(tab)] ?? 0), COUNT_CAP);
  return {
    probe,
    rare: {
      rows: rows.filter((row) => row[PROBED_COLUMNS] !== null).map(itemsAfterProbe),
      counts: { pending: counted('pending'), draft: counted('draft'), sent: counted('sent'), spam: counted('spam') },
    },
  };
}

/**
 * The page's rows found by the window's own key (brand, status, posted_at, id), not by id alone: in an index of
 * that order (comments_inbox_idx) the page's entries sit together in a few pages, where the primary key's are one
 * page per row, anywhere in it. On a cold cache this halves what a first search reads from the disk for its page
 * (50 rows at 1M: 122 pages, 43 ms → 66 pages, 18 ms; the heap's 50 remain).
 */
const SAME_ITEM_BY_TAB_KEY = `c.brand_id = $2 AND c.status = page.status AND c.posted_at = page.posted_at AND c.id = page.id`;

/**
 * The page among the newest `size` items: the window is read lazily (it stops at the page's last match) and only
 * the page's own rows are read from the table, for the columns the item shows.
 */
function newestPage(
  { values, platform, param }: Filters,
  tab: PageQuery['status'],
  size: number,
  limit: number,
  offset: number,
): [string, () => string, unknown[], string] {
  const offsetSql = offset > 0 ? ` OFFSET ${param(offset)}` : '';
  const page = () => `SELECT id, status, posted_at FROM ${newestItems(tab, platform, size)} w WHERE ${MATCHES_IN_WINDOW}
    ORDER BY posted_at DESC, id DESC LIMIT ${limit}${offsetSql}`;
  return [
    `newest${size}`,
    () => `SELECT ${PAGE_COLUMNS} FROM comments c JOIN (${page()}) page ON ${SAME_ITEM_BY_TAB_KEY}
     WHERE c.account_id = $1 ORDER BY c.posted_at DESC, c.id DESC`,
    values,
    PAGE_ORDER.newest.page,
  ];
}

/** How many of the brand's newest items tell a common word (≥ 1 % of them match) from a rare one. */
const DENSITY_PROBE = 500;
export const COMMON_MATCHES = 5;
/** The most items of one tab a word common in the recent items is counted among, newest first, before the GIN index. */
const SCAN_BOUND = 20_000;
/** The stored status a tab's items have (the Inbox's size is taken as the pending items', flagged ones included). */
const STATUS_OF_TAB = { pending: 'pending', draft: 'draft', sent: 'sent' } as const;

/**
 * A search's matches per tab, exact up to SEARCH_COUNT_LIMIT (beyond it, SEARCH_COUNT_LIMIT + 1: "100+").
 * Counting every match of a common word at a million items reads most of the table (~0.5 s), and PostgreSQL
 * cannot estimate prefix queries well enough to choose how; so the choice is made here. The newest 500 items
 * tell a word common in the brand's recent items; a word common in the table (isCommonInTable) that they lack
 * is common too, only further back. A common word is counted per tab newest first on comments_search_tab_idx
 * alone, stopping at the limit: a few thousand index entries. A tab that holds more items than were looked at
 * (20,000, or 100,000 for a word the recent items lack) without reaching the limit among them, and every tab
 * of a rare word, is counted through the GIN index (few entries).
 */
export async function countSearchMatches(
  db: Database,
  scope: CommentScope,
  options: Pick<PageQuery, 'platform'>,
  tsquery: string,
  known: { probe?: SearchProbe; commonInTable?: boolean } = {},
): Promise<StatusCounts> {
  const { values, platform } = filters(scope, { status: undefined, platform: options.platform }, tsquery);
  const { matches, held } = known.probe ?? (await probeSearch(db, scope, options, tsquery));
  const counts = await countTabs(db, { values, platform }, tsquery, matches, known.commonInTable);
  return { ...counts, held };
}

/** What a search's first statement finds: how common the word is among the newest items, its held items, the version. */
export interface SearchProbe {
  /** Matches among the brand's newest DENSITY_PROBE items (of the chip, every status). */
  matches: number;
  /** Matches in "Needs a person", exact up to the limit. */
  held: number;
  /** The brand's data version the statement read (comment_versions), the same snapshot as its counts. */
  version: string;
}

/**
 * The density probe, with the held count (held items are few, comments_held_idx: counted among them, never by
 * scanning, however common the word) and the brand's data version: one round trip where there were three. The
 * word is read in a subquery (MATCHES_IN_WINDOW): one plan per connection.
 */
export async function probeSearch(
  db: Database,
  scope: CommentScope,
  options: Pick<PageQuery, 'platform'>,
  tsquery: string,
): Promise<SearchProbe> {
  const { values, platform } = filters(scope, { status: undefined, platform: options.platform }, tsquery);
  const [row] = await readRows<{ matches: number; held: number; version: string | null }>(
    db,
    searchTexts(`probe:${platform ? 'chip' : ''}`, () => `SELECT ${probeColumns(platform)}`),
    values,
  );
  return { matches: row?.matches ?? 0, held: row?.held ?? 0, version: versionOrZero(row?.version) };
}

/** probeSearch's columns (version, matches, held) over filters' values, alone or with a rare word's page. */
const probeColumns = (platform: string) =>
  `${brandVersionSql('$1', '$2')} AS version,
   (SELECT count(*)::int FROM ${newestItems(undefined, platform, DENSITY_PROBE)} newest
     WHERE ${MATCHES_IN_WINDOW}) AS matches,
   (SELECT count(*)::int FROM (SELECT 1 FROM comments WHERE account_id = $1 AND brand_id = $2
     AND ${TAB_SQL.held('')}${platform} AND ${MATCHES_IN_WINDOW} LIMIT ${COUNT_CAP}) m) AS held`;

/**
 * Whether the counts read the word's matches through the GIN index (countTabs): rare among the brand's newest
 * items and in the table (the caller's estimate when it has one). Such a word misses the page's windows too.
 */
async function isRareWord(db: Database, probeMatches: number, tsquery: string, commonInTable?: boolean) {
  return probeMatches < COMMON_MATCHES && !(commonInTable ?? (await isCommonInTable(db, tsquery)));
}

const COUNT_CAP = SEARCH_COUNT_LIMIT + 1;

async function countTabs(
  db: Database,
  { values, platform }: Pick<Filters, 'values' | 'platform'>,
  tsquery: string,
  probeMatches: number,
  commonInTable: boolean | undefined,
): Promise<Omit<StatusCounts, 'held'>> {
  const counts = { pending: 0, draft: 0, sent: 0, spam: 0 };
  const recent = probeMatches >= COMMON_MATCHES;
  const bound = recent ? SCAN_BOUND : (await isRareWord(db, probeMatches, tsquery, commonInTable)) ? 0 : DEEP_WINDOW;
  let throughIndex: (typeof TABS)[number][] = [...TABS];
  if (bound > 0) {
    const newest = (tab: (typeof TABS)[number]) =>
      `(SELECT count(*)::int FROM (SELECT 1 FROM (
          SELECT search_vector FROM comments WHERE account_id = $1 AND brand_id = $2 AND ${TAB_SQL[tab]('')}${platform}
          ORDER BY posted_at DESC, id DESC LIMIT ${bound}) newest
        WHERE ${MATCHES_IN_WINDOW} LIMIT ${COUNT_CAP}) m) AS ${tab}`;
    // The Spam tab's own size (flagged items are few: comments_spam_inbox_idx), counted no further than needed; the
    // other tabs' sizes from comment_counts (kept by triggers), in the same statement: one round trip, one snapshot.
    const spamItems = `(SELECT count(*)::int FROM (SELECT 1 FROM comments WHERE account_id = $1 AND brand_id = $2
      AND ${TAB_SQL.spam('')}${platform} LIMIT ${bound + 1}) s) AS "spamItems"`;
    const statusItems = (status: (typeof STATUSES)[number]) =>
      `(SELECT coalesce(sum(items), 0)::int FROM comment_counts WHERE account_id = $1 AND brand_id = $2
        AND status = '${status}'${platform}) AS "${status}Items"`;
    const [row] = await readRows<typeof counts & Record<`${(typeof STATUSES)[number] | 'spam'}Items`, number>>(
      db,
      searchTexts(
        `tabs:${bound}:${platform ? 'chip' : ''}`,
        () => `SELECT ${TABS.map(newest).join(', ')}, ${spamItems}, ${STATUSES.map(statusItems).join(', ')}`,
      ),
      values,
    );
    const items = (tab: (typeof TABS)[number]) => row?.[`${tab === 'spam' ? 'spam' : STATUS_OF_TAB[tab]}Items`] ?? 0;
    throughIndex = TABS.filter((tab) => (row?.[tab] ?? 0) < COUNT_CAP && items(tab) > bound);
    for (const status of TABS) counts[status] = row?.[status] ?? 0;
  }
  if (bound === 0) {
    const rare = await countRareMatches(db, values, platform);
    for (const tab of TABS) counts[tab] = Math.min(rare.counts[tab], COUNT_CAP);
    throughIndex = rare.complete ? [] : TABS.filter((tab) => counts[tab] < COUNT_CAP);
  }
  if (throughIndex.length > 0) {
    // The brand test compares text and the tab's test is besideGin on purpose: PostgreSQL would otherwise AND the
    // GIN bitmap with the brand's (or the tab's) index entries, hundreds of thousands of them.
    const indexed = (tab: (typeof TABS)[number]) =>
      `(SELECT count(*)::int FROM (SELECT 1 FROM comments WHERE search_vector @@ to_tsquery('simple', $3)
          AND account_id = $1 AND brand_id::text = $2::text${besideGin(` AND ${TAB_SQL[tab]('')}${platform}`)}${IN_ONE_PROCESS}
          LIMIT ${COUNT_CAP}) m) AS ${tab}`;
    const [row] = await readRows<Partial<typeof counts>>(db, `SELECT ${throughIndex.map(indexed).join(', ')}`, values, {
      planEachTime: true,
    });
    for (const status of throughIndex) counts[status] = row?.[status] ?? 0;
  }
  return counts;
}

/**
 * A rare word's matches in the brand, read once through the GIN index for every tab (per tab, each tab's statement
 * read the same heap rows again: four bitmap heap scans where one does). A word taken for rare can still match
 * many items: the read stops after four tabs' worth, and then only tabs that did not reach the limit among them are
 * counted per tab (their statements stop at the limit). Four tabs' worth: a number prefix at 10M items (`5127`: a
 * thousand or two review and customer numbers) is still read once.
 */
const RARE_READ_CAP = TABS.length * COUNT_CAP;

async function countRareMatches(
  db: Database,
  values: unknown[],
  platform: string,
): Promise<{ counts: Record<(typeof TABS)[number], number>; complete: boolean }> {
  const [row] = await readRows<Record<(typeof TABS)[number], number> & { seen: number }>(
    db,
    `SELECT ${countsPerTab()}, count(*)::int AS seen
     FROM (SELECT status, is_spam FROM comments WHERE search_vector @@ to_tsquery('simple', $3)
       AND account_id = $1 AND brand_id::text = $2::text${besideGin(platform)}${IN_ONE_PROCESS}
       LIMIT ${RARE_READ_CAP}) m`,
    values,
    { planEachTime: true },
  );
  const counts = { pending: row?.pending ?? 0, draft: row?.draft ?? 0, sent: row?.sent ?? 0, spam: row?.spam ?? 0 };
  return { counts, complete: (row?.seen ?? 0) < RARE_READ_CAP };
}
