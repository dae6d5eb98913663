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
export const DEEP_WINDOW = 100_000;
/** The stored statuses, one branch each of a window over every tab (comments_search_tab_idx leads with status). */
export const STATUSES = ['pending', 'draft', 'sent'] as const;
export const TABS = ['pending', 'draft', 'sent', 'spam'] as const;

export type Filters = ReturnType<typeof filters>;

/**
 * The search statements' texts, built once per shape and kind: a new word changes only the values ($3), so pg gets
 * the same string (its hash kept by V8 for the prepared statement's name), not ~4 KB of SQL built and hashed again.
 */
export const searchTexts = statementTexts();
/** What a search statement's text depends on besides its kind: the tab, the chip, the sort, the size, an offset. */
const searchShape = (query: Pick<PageQuery, 'status' | 'platform' | 'sort'>, limit: number, offset: number) =>
  `${query.status ?? ''}:${query.platform ? 'chip' : ''}:${query.sort}:${limit}:${offset > 0 ? 'offset' : ''}`;
/** Page rows read as arrays (pg builds no object of 48 fields per row): the item's columns after `before` others. */
const pageItems = pageRowReader(0);
const itemsAfterVersion = pageRowReader(1);

/** $1 account, $2 brand, $3 tsquery, then the chip (` AND platform = $4` for `alias`), then more values. */
export function filters(
  scope: CommentScope,
  query: Pick<PageQuery, 'status' | 'platform'>,
  tsquery: string,
  alias = '',
) {
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
export const besideGin = (terms: string) => (terms ? ` AND (true${terms}) IS TRUE` : '');

/**
 * Written into every statement that reads matches through the GIN index: a condition that always holds (the
 * statement's unqualified tables resolved through the search path) on a function PostgreSQL marks parallel unsafe,
 * so the statement runs in its own process. PostgreSQL cannot estimate a prefix query and puts a rare word at 2 % of
 * the table: from ~10M items that chooses parallel workers, whose start costs 10–40 ms a Gather to read a dozen rows
 * (a number search's five Gathers: ~60 ms at 10M; 0.2 ms each without).
 */
export const IN_ONE_PROCESS = ' AND current_schema() IS NOT NULL';

/**
 * The search tested on a window of items, the tsquery read in a subquery of its own: PostgreSQL plans it without
 * seeing the word, so a window's plan (bounded by its LIMITs, whatever the word) is planned once per connection and
 * kept, instead of for each word (~1 ms of planning per page statement, more than running it). The GIN statements
 * keep the word in sight: their plan is the index's, for these very values (planEachTime).
 */
export const MATCHES_IN_WINDOW = `search_vector @@ (SELECT to_tsquery('simple', $3))`;

/**
 * The newest `size` items of a tab (or of every status) with their stored document, newest first, from
 * comments_search_tab_idx alone (an index-only scan: the heap is read for the page's matches only). Over every
 * status, one branch per status merged in order (a Merge Append that stops with the outer LIMIT).
 */
export function newestItems(tab: PageQuery['status'], platform: string, size: number): string {
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
export const countsPerTab = (alias = '') =>
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
export const COUNT_CAP = SEARCH_COUNT_LIMIT + 1;
/** What a search's first statement finds: how common the word is among the newest items, its held items, the version. */
export interface SearchProbe {
  /**
   * Matches among the brand's newest DENSITY_PROBE items (of the chip, every status), counted no further than
   * COMMON_MATCHES: every use asks only whether it reached it.
   */
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

/**
 * probeSearch's columns (version, matches, held) over filters' values, alone or with a rare word's page. The
 * matches stop at COMMON_MATCHES: a word of the newest items (one item in six) is told common after ~30 of them,
 * where counting every match tested all 500 (~0.5 ms of PostgreSQL's ~1.8 for a common word's probe and windows).
 */
export const probeColumns = (platform: string) =>
  `${brandVersionSql('$1', '$2')} AS version,
   (SELECT count(*)::int FROM (SELECT 1 FROM ${newestItems(undefined, platform, DENSITY_PROBE)} newest
     WHERE ${MATCHES_IN_WINDOW} LIMIT ${COMMON_MATCHES}) m) AS matches,
   (SELECT count(*)::int FROM (SELECT 1 FROM comments WHERE account_id = $1 AND brand_id = $2
     AND ${TAB_SQL.held('')}${platform} AND ${MATCHES_IN_WINDOW} LIMIT ${COUNT_CAP}) m) AS held`;
