import type { Database } from '../../db/client.ts';
import { readRows, versionOrZero } from '../../db/reads.ts';
import { TAB_SQL, type CommentScope, type PageQuery, type StatusCounts } from './comment.queries.ts';
import {
  besideGin,
  COMMON_MATCHES,
  COUNT_CAP,
  countsPerTab,
  DEEP_WINDOW,
  filters,
  IN_ONE_PROCESS,
  MATCHES_IN_WINDOW,
  probeColumns,
  probeSearch,
  searchTexts,
  STATUSES,
  TABS,
  type Filters,
  type SearchProbe,
} from './comment-search.queries.ts';
import { isCommonInTable } from './search-frequency.ts';

/** The most items of one tab a word common in the recent items is counted among, newest first, before the GIN index. */
const SCAN_BOUND = 20_000;
/** The stored status a tab's items have (the Inbox's size is taken as the pending items', flagged ones included). */
const STATUS_OF_TAB = { pending: 'pending', draft: 'draft', sent: 'sent' } as const;

type Tab = (typeof TABS)[number];
type TabCounts = Omit<StatusCounts, 'held'>;
/** The tab windows' row: a count per tab, then the tabs' sizes the windows are compared with. */
type TabWindowsRow = Record<Tab, number> & Record<`${(typeof STATUSES)[number] | 'spam'}Items`, number>;

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

/** How far back a common word's tabs are counted: the recent items hold it, or (common in the table) further back. */
const windowOf = (probeMatches: number) => (probeMatches >= COMMON_MATCHES ? SCAN_BOUND : DEEP_WINDOW);

/**
 * A first search of a word common in the table (never rare, so its counts are the tab windows'): the density
 * probe and the tab windows in one statement, the windows' bound chosen in SQL from the probe's count as
 * countTabs chooses it in Node. One round trip and one snapshot for the version, the held count and the counts,
 * beside the page's statement (two round trips for the search, not three).
 */
export async function probeCommonCounts(
  db: Database,
  scope: CommentScope,
  options: Pick<PageQuery, 'platform'>,
  tsquery: string,
): Promise<{ probe: SearchProbe; counts: StatusCounts }> {
  const { values, platform } = filters(scope, { status: undefined, platform: options.platform }, tsquery);
  const bound = `(SELECT CASE WHEN matches >= ${COMMON_MATCHES} THEN ${SCAN_BOUND} ELSE ${DEEP_WINDOW} END FROM probe)`;
  const [row] = await readRows<TabWindowsRow & { version: string | null; matches: number; held: number }>(
    db,
    searchTexts(
      `probe+tabs:${platform ? 'chip' : ''}`,
      () => `WITH probe AS MATERIALIZED (SELECT ${probeColumns(platform)})
       SELECT o.version, o.matches, o.held, ${tabWindows(platform, bound)} FROM probe o`,
    ),
    values,
  );
  const probe = { matches: row?.matches ?? 0, held: row?.held ?? 0, version: versionOrZero(row?.version) };
  const counts = await countBeyondWindows(db, { values, platform }, row, windowOf(probe.matches));
  return { probe, counts: { ...counts, held: probe.held } };
}

/**
 * Whether the counts read the word's matches through the GIN index (countTabs): rare among the brand's newest
 * items and in the table (the caller's estimate when it has one). Such a word misses the page's windows too.
 */
async function isRareWord(db: Database, probeMatches: number, tsquery: string, commonInTable?: boolean) {
  return probeMatches < COMMON_MATCHES && !(commonInTable ?? (await isCommonInTable(db, tsquery)));
}

/**
 * Each tab's matches among its newest `bound` items (an integer or a scalar subquery), up to the cap, with the tabs'
 * sizes: the Spam tab's own (flagged items are few: comments_spam_inbox_idx), counted no further than needed, the
 * other tabs' from comment_counts (kept by triggers). One statement: one round trip, one snapshot.
 */
function tabWindows(platform: string, bound: string | number): string {
  const newest = (tab: Tab) =>
    `(SELECT count(*)::int FROM (SELECT 1 FROM (
        SELECT search_vector FROM comments WHERE account_id = $1 AND brand_id = $2 AND ${TAB_SQL[tab]('')}${platform}
        ORDER BY posted_at DESC, id DESC LIMIT ${bound}) newest
      WHERE ${MATCHES_IN_WINDOW} LIMIT ${COUNT_CAP}) m) AS ${tab}`;
  const spamItems = `(SELECT count(*)::int FROM (SELECT 1 FROM comments WHERE account_id = $1 AND brand_id = $2
    AND ${TAB_SQL.spam('')}${platform} LIMIT ${bound} + 1) s) AS "spamItems"`;
  const statusItems = (status: (typeof STATUSES)[number]) =>
    `(SELECT coalesce(sum(items), 0)::int FROM comment_counts WHERE account_id = $1 AND brand_id = $2
      AND status = '${status}'${platform}) AS "${status}Items"`;
  return `${TABS.map(newest).join(', ')}, ${spamItems}, ${STATUSES.map(statusItems).join(', ')}`;
}

async function countTabs(
  db: Database,
  { values, platform }: Pick<Filters, 'values' | 'platform'>,
  tsquery: string,
  probeMatches: number,
  commonInTable: boolean | undefined,
): Promise<TabCounts> {
  if (await isRareWord(db, probeMatches, tsquery, commonInTable)) {
    const rare = await countRareMatches(db, values, platform);
    const counts = { pending: 0, draft: 0, sent: 0, spam: 0 };
    for (const tab of TABS) counts[tab] = Math.min(rare.counts[tab], COUNT_CAP);
    const throughIndex = rare.complete ? [] : TABS.filter((tab) => counts[tab] < COUNT_CAP);
    return { ...counts, ...(await countThroughIndex(db, values, platform, throughIndex)) };
  }
  const bound = windowOf(probeMatches);
  const [row] = await readRows<TabWindowsRow>(
    db,
    searchTexts(`tabs:${bound}:${platform ? 'chip' : ''}`, () => `SELECT ${tabWindows(platform, bound)}`),
    values,
  );
  return countBeyondWindows(db, { values, platform }, row, bound);
}

/** The tab windows' counts, then through the GIN index every tab larger than its window that did not reach the cap. */
async function countBeyondWindows(
  db: Database,
  { values, platform }: Pick<Filters, 'values' | 'platform'>,
  row: TabWindowsRow | undefined,
  bound: number,
): Promise<TabCounts> {
  const counts = { pending: 0, draft: 0, sent: 0, spam: 0 };
  for (const tab of TABS) counts[tab] = row?.[tab] ?? 0;
  const items = (tab: Tab) => row?.[`${tab === 'spam' ? 'spam' : STATUS_OF_TAB[tab]}Items`] ?? 0;
  const throughIndex = TABS.filter((tab) => counts[tab] < COUNT_CAP && items(tab) > bound);
  return { ...counts, ...(await countThroughIndex(db, values, platform, throughIndex)) };
}

/** The given tabs' matches through the GIN index, each stopping at the cap (nothing read for no tab). */
async function countThroughIndex(
  db: Database,
  values: unknown[],
  platform: string,
  tabs: Tab[],
): Promise<Partial<TabCounts>> {
  if (tabs.length === 0) return {};
  // The brand test compares text and the tab's test is besideGin on purpose: PostgreSQL would otherwise AND the
  // GIN bitmap with the brand's (or the tab's) index entries, hundreds of thousands of them.
  const indexed = (tab: Tab) =>
    `(SELECT count(*)::int FROM (SELECT 1 FROM comments WHERE search_vector @@ to_tsquery('simple', $3)
        AND account_id = $1 AND brand_id::text = $2::text${besideGin(` AND ${TAB_SQL[tab]('')}${platform}`)}${IN_ONE_PROCESS}
        LIMIT ${COUNT_CAP}) m) AS ${tab}`;
  const [row] = await readRows<Partial<TabCounts>>(db, `SELECT ${tabs.map(indexed).join(', ')}`, values, {
    planEachTime: true,
  });
  return Object.fromEntries(tabs.map((tab) => [tab, row?.[tab] ?? 0]));
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
): Promise<{ counts: Record<Tab, number>; complete: boolean }> {
  const [row] = await readRows<Record<Tab, number> & { seen: number }>(
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
