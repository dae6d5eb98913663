import { and, eq, sql } from 'drizzle-orm';
import type { CommentStatus, CommentsQuery, CommentTab, Platform } from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { readArrays, readRows, statementTexts } from '../../db/reads.ts';
import { comments, triageRankText } from '../../db/schema/index.ts';
import { brandVersionSql, versionOrZero } from '../analytics/index.ts';
import { mean } from '../analytics/metrics.ts';
import type { CommentFields, CommentRow } from './comment.dto.ts';
import { PAGE_COLUMNS, pageRowReader } from './comment-page-row.ts';

type CommentSort = CommentsQuery['sort'];

/** Every comment query is scoped by both the account and the brand (ARCHITECTURE §5). */
export interface CommentScope {
  accountId: string;
  brandId: string;
}

const scoped = (scope: CommentScope) =>
  and(eq(comments.accountId, scope.accountId), eq(comments.brandId, scope.brandId));

type CountRow = {
  status: CommentStatus;
  items: number;
  ratingSum: number;
  ratingCount: number;
  hoursSum: number;
  hoursCount: number;
};

/** The brand's figures per status from comment_counts (kept by triggers): ≤ 3 rows, however large the inbox. */
export async function countsByStatus(
  db: Executor,
  scope: CommentScope,
  filter: { platform?: Platform | undefined },
): Promise<CountRow[]> {
  const result = await db.execute<CountRow>(sql`
    SELECT status, sum(items)::int AS items, sum(rating_sum)::float8 AS "ratingSum",
           sum(rating_count)::int AS "ratingCount", sum(hours_sum)::float8 AS "hoursSum",
           sum(hours_count)::int AS "hoursCount"
    FROM comment_counts
    WHERE account_id = ${scope.accountId} AND brand_id = ${scope.brandId}
      ${filter.platform ? sql`AND platform = ${filter.platform}` : sql``}
    GROUP BY status`);
  return result.rows;
}

export { PAGE_COLUMNS };

/**
 * A tab's rows: Inbox is the pending items not flagged as spam, Spam the pending items flagged as spam (kept out
 * of the Inbox, never generated, until a person marks them "Not spam"); Draft and Sent are plain statuses.
 * Constant text (no parameter), so each tab's statement is prepared once and planned for its tab.
 */
export const TAB_SQL: Record<CommentTab, (alias: string) => string> = {
  pending: (alias) => `${alias}status = 'pending' AND NOT ${alias}is_spam`,
  spam: (alias) => `${alias}status = 'pending' AND ${alias}is_spam`,
  draft: (alias) => `${alias}status = 'draft'`,
  sent: (alias) => `${alias}status = 'sent'`,
  // "Needs a person" (issue 16): unanswered items held for a person, across Inbox and Draft (comments_held_idx).
  held: (alias) => `${alias}held_reason IS NOT NULL AND ${alias}status <> 'sent' AND NOT ${alias}is_spam`,
};

/**
 * How many items a small tab holds (Spam, "Needs a person": few rows each, counted on their partial indexes
 * comments_spam_inbox_idx and comments_held_idx), as a scalar subquery; `$n` placeholders come from the caller.
 */
function fewCountSql(tab: 'spam' | 'held', account: string, brand: string, platform: string | null): string {
  return `(SELECT count(*)::int FROM comments WHERE account_id = ${account} AND brand_id = ${brand}
    AND ${TAB_SQL[tab]('')}${platform ? ` AND platform = ${platform}` : ''})`;
}

/** Each sort on the table and again on the page's own columns (the outer query keeps the page's order). */
export const PAGE_ORDER: Record<CommentSort, { table: string; page: string; keyset: boolean }> = {
  newest: { table: 'posted_at DESC, id DESC', page: 'p."postedAt" DESC, p.id DESC', keyset: true },
  oldest: { table: 'posted_at, id', page: 'p."postedAt", p.id', keyset: true },
  rating_desc: {
    table: 'rating DESC NULLS LAST, posted_at DESC',
    page: 'p.rating DESC NULLS LAST, p."postedAt" DESC',
    keyset: false,
  },
  rating_asc: {
    table: 'rating ASC NULLS LAST, posted_at DESC',
    page: 'p.rating ASC NULLS LAST, p."postedAt" DESC',
    keyset: false,
  },
  // Issue 16: a rule's priority, then negative items and questions, then the longest waiting (comments_priority_idx).
  priority: {
    table: `${triageRankText('')}, posted_at, id`,
    page: 'p."triageRank", p."postedAt", p.id',
    keyset: false,
  },
};

/**
 * From this offset on, a date-ordered page first picks its ids from the index alone (an index-only scan over
 * the skipped entries) and reads only its own rows: a deep page costs index entries, not heap rows.
 */
const DEFERRED_FROM_OFFSET = 500;

export type PageQuery = Pick<CommentsQuery, 'status' | 'platform' | 'page' | 'limit'> & { sort: CommentSort };
/**
 * The SQL text of one kind of page with its counts: $1 account, $2 brand, then the chip's platform and the offset
 * when the page has them. The counts come first, as one text (`pending draft sent spam held`) on every row: one
 * short field a row instead of five numbers, read on the first row only; then the page's columns (PAGE_COLUMNS).
 */
function pageText(query: PageQuery, limit: number, offset: number): string {
  const platform = query.platform ? '$3' : null;
  const filter = (alias: string) =>
    [
      `${alias}brand_id = $2`,
      query.status && TAB_SQL[query.status](alias),
      platform && `${alias}platform = ${platform}`,
    ]
      .filter(Boolean)
      .join(' AND ');
  const order = PAGE_ORDER[query.sort];
  // The limit is written into the text (a validated integer, 1–200) and the first page has no OFFSET: then the
  // generic plan of the prepared statement knows how many rows it stops after, costs what a custom plan costs
  // and is kept, instead of the query being planned again on every request (~1 ms, more than running it).
  const window = `ORDER BY ${order.table} LIMIT ${limit}${offset > 0 ? ` OFFSET $${platform ? 4 : 3}` : ''}`;
  const page =
    order.keyset && offset >= DEFERRED_FROM_OFFSET
      ? `SELECT ${PAGE_COLUMNS} FROM comments c
         WHERE c.account_id = $1 AND c.id IN (SELECT id FROM comments WHERE ${filter('')} ${window})`
      : `SELECT ${PAGE_COLUMNS} FROM comments c WHERE c.account_id = $1 AND ${filter('c.')} ${window}`;
  const few = (tab: 'spam' | 'held') => fewCountSql(tab, '$1', '$2', platform);
  // The brand's data version last (absent, and so skipped by concat_ws, before the brand's first item).
  const counts = `SELECT concat_ws(' ', coalesce(sum(items) FILTER (WHERE status = 'pending'), 0),
      coalesce(sum(items) FILTER (WHERE status = 'draft'), 0), coalesce(sum(items) FILTER (WHERE status = 'sent'), 0),
      ${few('spam')}, ${few('held')}, ${brandVersionSql('$1', '$2')}) AS counts
    FROM comment_counts WHERE account_id = $1 AND brand_id = $2${platform ? ` AND platform = ${platform}` : ''}`;
  return `SELECT k.counts, p.* FROM (${counts}) k LEFT JOIN (${page}) p ON true ORDER BY ${order.page}`;
}

const pageTextOf = statementTexts();
/** The page's rows are read as arrays: the counts, then the item's columns. */
const itemFields = pageRowReader(1);

/** The page's statement: its text built once per kind of page (the same string each time), its values. */
function pageStatement(scope: CommentScope, query: PageQuery): { text: string; values: unknown[] } {
  const limit = Math.trunc(query.limit);
  const offset = (query.page - 1) * limit;
  const values: unknown[] = [scope.accountId, scope.brandId];
  if (query.platform) values.push(query.platform);
  if (offset > 0) values.push(offset);
  const kind = offset === 0 ? 'first' : offset < DEFERRED_FROM_OFFSET ? 'offset' : 'deferred';
  const key = `${query.status ?? ''}:${query.platform ? 'chip' : ''}:${query.sort}:${limit}:${kind}`;
  return { text: pageTextOf(key, () => pageText(query, limit, offset)), values };
}

/**
 * One inbox page without a search, and its tab counts in the same statement, from comment_counts (kept by
 * triggers: ≤ 24 rows however large the inbox), the pending spam and the held items (few of each, on the
 * partial indexes comments_spam_inbox_idx and comments_held_idx): one round trip. With them the brand's data
 * version, read in the same snapshot: the version this very page is the answer of (inbox-page-cache.ts).
 */
export async function listCommentPage(
  db: Database,
  scope: CommentScope,
  query: PageQuery,
): Promise<{ rows: CommentFields[]; counts: StatusCounts; version: string }> {
  const { text, values } = pageStatement(scope, query);
  const result = await readArrays(db, text, values);
  const first = result[0];
  const [pending = '0', draft = '0', sent = '0', spam = '0', held = '0', version] = String(first?.[0] ?? '').split(' ');
  return {
    // The one row of an empty page holds the counts and no item.
    rows: !first || first[1] === null ? [] : result.map(itemFields),
    counts: {
      pending: Number(pending) - Number(spam),
      draft: Number(draft),
      sent: Number(sent),
      spam: Number(spam),
      held: Number(held),
    },
    version: versionOrZero(version),
  };
}

export interface StatusCounts {
  pending: number;
  draft: number;
  sent: number;
  spam: number;
  held: number;
}

/** The Spam and "Needs a person" counts in one round trip. */
async function countFewTabs(
  db: Database,
  scope: CommentScope,
  platform: Platform | undefined,
): Promise<{ spam: number; held: number }> {
  const values: unknown[] = [scope.accountId, scope.brandId, ...(platform ? [platform] : [])];
  const chip = platform ? '$3' : null;
  const [row] = await readRows<{ spam: number; held: number }>(
    db,
    `SELECT ${fewCountSql('spam', '$1', '$2', chip)} AS spam, ${fewCountSql('held', '$1', '$2', chip)} AS held`,
    values,
  );
  return { spam: row?.spam ?? 0, held: row?.held ?? 0 };
}

export interface StatsRow extends StatusCounts {
  total: number;
  avgHours: number | null;
  avgRating: number | null;
}

/** Spec 2 §9: response time over sent items with 0 < hours < 168; rating over numeric ratings (from comment_counts). */
export async function aggregateStats(
  db: Database,
  scope: CommentScope,
  platform: Platform | undefined,
): Promise<StatsRow> {
  const [rows, { spam, held }] = await Promise.all([
    countsByStatus(db, scope, { platform }),
    countFewTabs(db, scope, platform),
  ]);
  const stats: StatsRow = { total: 0, pending: -spam, draft: 0, sent: 0, spam, held, avgHours: null, avgRating: null };
  let ratingSum = 0;
  let ratingCount = 0;
  let hoursSum = 0;
  let hoursCount = 0;
  for (const row of rows) {
    stats[row.status] += row.items;
    stats.total += row.items;
    ratingSum += row.ratingSum;
    ratingCount += row.ratingCount;
    hoursSum += row.hoursSum;
    hoursCount += row.hoursCount;
  }
  return { ...stats, avgHours: mean(hoursSum, hoursCount), avgRating: mean(ratingSum, ratingCount) };
}

export async function findCommentRow(db: Executor, scope: CommentScope, id: string): Promise<CommentRow | null> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(scoped(scope), eq(comments.id, id)));
  return row ?? null;
}

/** Locks the comment for the rest of the transaction: generate, save and send on one item take turns. */
export async function lockCommentRow(tx: Executor, scope: CommentScope, id: string): Promise<CommentRow | null> {
  const [row] = await tx
    .select()
    .from(comments)
    .where(and(scoped(scope), eq(comments.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateCommentRow(
  tx: Executor,
  scope: CommentScope,
  id: string,
  values: Partial<Omit<CommentRow, 'id' | 'accountId' | 'brandId'>>,
): Promise<CommentRow> {
  const [row] = await tx
    .update(comments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(scoped(scope), eq(comments.id, id)))
    .returning();
  if (!row) throw new Error('comment vanished during update');
  return row;
}

/** The newest WhatsApp message the customer sent this brand (ingested as a 'whatsapp' comment). */
export async function latestWhatsAppMessageAt(db: Executor, scope: CommentScope, phone: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${comments.postedAt})`.mapWith(comments.postedAt) })
    .from(comments)
    .where(
      and(
        scoped(scope),
        eq(comments.platform, 'whatsapp'),
        sql`(${comments.metadata}->>'from' = ${phone} OR ${comments.metadata}->>'customerPhone' = ${phone})`,
      ),
    );
  return row?.at ?? null;
}
