import { SEARCH_COUNT_LIMIT } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { readRows } from '../../db/reads.ts';
import { brandVersionSql, versionOrZero } from '../analytics/index.ts';
import type { CommentFields } from './comment.dto.ts';
import {
  countsByStatus,
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

/** $1 account, $2 brand, $3 tsquery, then the tab and chip (` AND status = … AND platform = $4` for `alias`), then more values. */
function filters(scope: CommentScope, query: Pick<PageQuery, 'status' | 'platform'>, tsquery: string, alias = '') {
  const values: unknown[] = [scope.accountId, scope.brandId, tsquery];
  const param = (value: unknown) => `$${values.push(value)}`;
  const status = query.status ? ` AND ${TAB_SQL[query.status](alias)}` : '';
  const platform = query.platform ? ` AND ${alias}platform = ${param(query.platform)}` : '';
  return { values, terms: `${status}${platform}`, param };
}

/**
 * One page of a search, newest first, in two steps that never depend on how PostgreSQL estimates a prefix
 * query (it cannot, and left alone it walks a brand's items testing each: seconds for a rare word at 500,000
 * items). First the newest 2,000 items (of the tab and chip) are tested against the stored document
 * (`search_vector`, no text parsed per row): a common word fills the page there, reading a few hundred rows.
 * Otherwise the word is rare, or the page deep, and the GIN index finds every match (materialized before
 * sorting; the brand test compares text on purpose, or PostgreSQL ANDs the GIN bitmap with the brand's
 * 500,000 index entries).
 */
export async function searchCommentPage(
  db: Database,
  scope: CommentScope,
  query: PageQuery,
  tsquery: string,
  options: { withVersion?: boolean } = {},
): Promise<{ rows: CommentFields[]; version?: string }> {
  const offset = (query.page - 1) * query.limit;
  const limit = Math.trunc(query.limit);
  let version: string | undefined;
  // With `withVersion` the brand's data version (the key of the cached counts) comes in the page's statement, a row
  // of its own joined to the page's rows: one round trip instead of two.
  const read = async (page: string, values: unknown[], order: string) => {
    if (!options.withVersion) return readRows<CommentFields>(db, page, values);
    const rows = await readRows<CommentFields & { dataVersion: string | null }>(
      db,
      `SELECT v."dataVersion", p.* FROM (SELECT ${brandVersionSql('$1', '$2')} AS "dataVersion") v
       LEFT JOIN (${page}) p ON true ORDER BY ${order}`,
      values,
    );
    version = versionOrZero(rows[0]?.dataVersion);
    return rows.filter((row) => row.id !== null);
  };
  if (query.sort === 'newest' && offset + limit <= RECENT_WINDOW) {
    const { values, terms, param } = filters(scope, query, tsquery, 'c.');
    // The window hands on its raw rows, ordered by the raw columns it is sorted by: the outer query then reads it
    // lazily (no sort), stops at the page's last match instead of testing all 2,000 rows, and computes the page's
    // columns for its matches only; nothing is sent that the item does not show (no document, no sort key).
    const rows = await read(
      `SELECT ${PAGE_COLUMNS} FROM (
         SELECT * FROM comments c WHERE c.account_id = $1 AND c.brand_id = $2${terms}
         ORDER BY c.posted_at DESC, c.id DESC LIMIT ${RECENT_WINDOW}) c
       WHERE c.search_vector @@ to_tsquery('simple', $3)
       ORDER BY c.posted_at DESC, c.id DESC LIMIT ${limit}${offset > 0 ? ` OFFSET ${param(offset)}` : ''}`,
      values,
      PAGE_ORDER.newest.page,
    );
    if (rows.length === limit) return { rows, version };
  }
  const { values, terms, param } = filters(scope, query, tsquery);
  const order = PAGE_ORDER[query.sort];
  const rows = await read(
    `WITH matches AS MATERIALIZED (
       SELECT id, posted_at, rating, priority, sentiment, is_question FROM comments
       WHERE search_vector @@ to_tsquery('simple', $3) AND account_id = $1 AND brand_id::text = $2::text${terms}),
     page AS (SELECT id FROM matches ORDER BY ${order.table} LIMIT ${limit}${offset > 0 ? ` OFFSET ${param(offset)}` : ''})
     SELECT ${PAGE_COLUMNS} FROM comments c JOIN page USING (id) WHERE c.account_id = $1
     ORDER BY ${order.table.replace(/(posted_at|rating|id)/g, 'c.$1')}`,
    values,
    order.page,
  );
  return { rows, version };
}

/** How many of the brand's newest items tell a common word (≥ 1 % of them match) from a rare one. */
const DENSITY_PROBE = 500;
const COMMON_MATCHES = 5;
/** The most items of one tab a common word's count reads, newest first, before the index counts instead. */
const SCAN_BOUND = 20_000;
const TABS = ['pending', 'draft', 'sent', 'spam'] as const;
/** The stored status a tab's items have (the Spam tab holds pending items). */
const STATUS_OF_TAB = { pending: 'pending', draft: 'draft', sent: 'sent', spam: 'pending' } as const;

/**
 * A search's matches per tab, exact up to SEARCH_COUNT_LIMIT (beyond it, SEARCH_COUNT_LIMIT + 1: "500+").
 * Counting every match of a common word at a million items reads most of the table (~0.5 s), and PostgreSQL
 * cannot estimate prefix queries well enough to choose how; so the choice is made here. The newest 500 items
 * tell a common word from a rare one. A common word is counted per tab newest first, stopping at the limit:
 * a few thousand rows of the stored document. A tab that holds more than 20,000 items without reaching the
 * limit among its newest 20,000, and every tab of a rare word, is counted through the GIN index (few entries).
 */
export async function countSearchMatches(
  db: Database,
  scope: CommentScope,
  options: Pick<PageQuery, 'platform'>,
  tsquery: string,
): Promise<StatusCounts> {
  const cap = SEARCH_COUNT_LIMIT + 1;
  const { values, terms } = filters(scope, { status: undefined, platform: options.platform }, tsquery);
  const [probe] = await readRows<{ matches: number }>(
    db,
    `SELECT count(*)::int AS matches FROM (
       SELECT search_vector FROM comments WHERE account_id = $1 AND brand_id = $2${terms}
       ORDER BY posted_at DESC, id DESC LIMIT ${DENSITY_PROBE}) newest
     WHERE search_vector @@ to_tsquery('simple', $3)`,
    values,
  );
  const counts: StatusCounts = { pending: 0, draft: 0, sent: 0, spam: 0, held: 0 };
  let throughIndex: (typeof TABS)[number][] = [...TABS];
  if ((probe?.matches ?? 0) >= COMMON_MATCHES) {
    const newest = (tab: (typeof TABS)[number]) =>
      `(SELECT count(*)::int FROM (SELECT 1 FROM (
          SELECT search_vector FROM comments WHERE account_id = $1 AND brand_id = $2 AND ${TAB_SQL[tab]('')}${terms}
          ORDER BY posted_at DESC, id DESC LIMIT ${SCAN_BOUND}) newest
        WHERE search_vector @@ to_tsquery('simple', $3) LIMIT ${cap}) m) AS ${tab}`;
    const [[row], sizes] = await Promise.all([
      readRows<StatusCounts>(db, `SELECT ${TABS.map(newest).join(', ')}`, values),
      countsByStatus(db, scope, { platform: options.platform }),
    ]);
    const items = (tab: (typeof TABS)[number]) =>
      sizes.find((entry) => entry.status === STATUS_OF_TAB[tab])?.items ?? 0;
    throughIndex = TABS.filter((tab) => (row?.[tab] ?? 0) < cap && items(tab) > SCAN_BOUND);
    for (const status of TABS) counts[status] = row?.[status] ?? 0;
  }
  if (throughIndex.length > 0) {
    // The brand test compares text on purpose: PostgreSQL would otherwise AND the GIN bitmap with the brand's
    // (or the tab's) index entries, hundreds of thousands of them.
    const indexed = (tab: (typeof TABS)[number]) =>
      `(SELECT count(*)::int FROM (SELECT 1 FROM comments WHERE search_vector @@ to_tsquery('simple', $3)
          AND account_id = $1 AND brand_id::text = $2::text AND ${TAB_SQL[tab]('')}${terms} LIMIT ${cap}) m) AS ${tab}`;
    const [row] = await readRows<Partial<StatusCounts>>(db, `SELECT ${throughIndex.map(indexed).join(', ')}`, values, {
      planEachTime: true,
    });
    for (const status of throughIndex) counts[status] = row?.[status] ?? 0;
  }
  // Held items are few (comments_held_idx) however common the word: counted among them, never by scanning.
  const [held] = await readRows<{ held: number }>(
    db,
    `SELECT count(*)::int AS held FROM (SELECT 1 FROM comments WHERE account_id = $1 AND brand_id = $2
       AND ${TAB_SQL.held('')}${terms} AND search_vector @@ to_tsquery('simple', $3) LIMIT ${cap}) m`,
    values,
  );
  counts.held = held?.held ?? 0;
  return counts;
}
