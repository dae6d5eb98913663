import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CommentStatus, CommentsQuery, CommentTab, Platform } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { comments, triageRankOf } from '../../db/schema/index.ts';
import { mean } from '../analytics/metrics.ts';
import type { CommentRow } from './comment.dto.ts';

/** Every comment query is scoped by both the account and the brand (ARCHITECTURE §5). */
export interface CommentScope {
  accountId: string;
  brandId: string;
}

const scoped = (scope: CommentScope) =>
  and(eq(comments.accountId, scope.accountId), eq(comments.brandId, scope.brandId));

/**
 * The search box as a prefix query on the GIN index `comments_search_idx` (same expression), so a
 * search stays an index lookup however large the brand's inbox grows. Punctuation is dropped.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  const tokens = (search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((token) => token.slice(0, 50));
  if (tokens.length === 0) return undefined;
  const query = tokens.map((token) => `${token}:*`).join(' & ');
  return sql`to_tsvector('simple', coalesce(${comments.content}, '') || ' ' || coalesce(${comments.reviewerName}, '') || ' ' || coalesce(${comments.productTitle}, '')) @@ to_tsquery('simple', ${query})`;
}

function filters(scope: CommentScope, options: { platform?: Platform | undefined; search?: string | undefined }) {
  const conditions: (SQL | undefined)[] = [scoped(scope)];
  if (options.platform) conditions.push(eq(comments.platform, options.platform));
  conditions.push(searchCondition(options.search));
  return conditions;
}

const ORDER = {
  newest: [desc(comments.postedAt), desc(comments.id)],
  oldest: [asc(comments.postedAt), asc(comments.id)],
  rating_desc: [sql`${comments.rating} DESC NULLS LAST`, desc(comments.postedAt)],
  rating_asc: [sql`${comments.rating} ASC NULLS LAST`, desc(comments.postedAt)],
  // Issue 16: a rule's priority, then negative items and questions, then the longest waiting (comments_priority_idx).
  priority: [triageRankOf(comments), asc(comments.postedAt), asc(comments.id)],
} as const;

type CountRow = {
  status: CommentStatus;
  items: number;
  ratingSum: number;
  ratingCount: number;
  hoursSum: number;
  hoursCount: number;
};

/** The brand's figures per status from comment_counts (kept by triggers): ≤ 3 rows, however large the inbox. */
async function countsByStatus(
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

/**
 * A tab's rows: Inbox is the pending items not flagged as spam, Spam the pending items flagged as spam (kept out
 * of the Inbox, never generated, until a person marks them "Not spam"); Draft and Sent are plain statuses.
 */
export function tabCondition(tab: CommentTab): SQL | undefined {
  if (tab === 'spam') return and(eq(comments.status, 'pending'), eq(comments.isSpam, true));
  // "Needs a person" (issue 16): unanswered items held for a person; spam keeps its own tab (comments_held_idx).
  if (tab === 'held') {
    return sql`${comments.heldReason} IS NOT NULL AND ${comments.status} <> 'sent' AND NOT ${comments.isSpam}`;
  }
  if (tab === 'pending') return and(eq(comments.status, 'pending'), eq(comments.isSpam, false));
  return eq(comments.status, tab);
}

export async function listCommentRows(
  db: Executor,
  scope: CommentScope,
  query: Pick<CommentsQuery, 'status' | 'platform' | 'search' | 'page' | 'limit'> & { sort: keyof typeof ORDER },
): Promise<CommentRow[]> {
  const conditions = filters(scope, query);
  if (query.status) conditions.push(tabCondition(query.status));
  return db
    .select()
    .from(comments)
    .where(and(...conditions))
    .orderBy(...ORDER[query.sort])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export interface StatusCounts {
  pending: number;
  draft: number;
  sent: number;
  spam: number;
  held: number;
}

/**
 * Pending items flagged as spam, and held items (few of each: counted on the partial indexes
 * comments_spam_inbox_idx and comments_held_idx).
 */
async function countPendingSpam(db: Executor, scope: CommentScope, platform: Platform | undefined): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(comments)
    .where(and(...filters(scope, { platform }), tabCondition('spam')));
  return row?.value ?? 0;
}

async function countHeld(db: Executor, scope: CommentScope, platform: Platform | undefined): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(comments)
    .where(and(...filters(scope, { platform }), tabCondition('held')));
  return row?.value ?? 0;
}

/** Tab badges: the rollup's counts per status, with the spam among the pending items moved to their own tab. */
export async function countByStatus(
  db: Executor,
  scope: CommentScope,
  options: { platform?: Platform | undefined; search?: string | undefined },
): Promise<StatusCounts> {
  const counts: StatusCounts = { pending: 0, draft: 0, sent: 0, spam: 0, held: 0 };
  if (!searchCondition(options.search)) {
    const [rows, spam, held] = await Promise.all([
      countsByStatus(db, scope, { platform: options.platform }),
      countPendingSpam(db, scope, options.platform),
      countHeld(db, scope, options.platform),
    ]);
    for (const row of rows) counts[row.status] = row.items;
    return { ...counts, pending: counts.pending - spam, spam, held };
  }
  const rows = await db
    .select({
      status: comments.status,
      spam: comments.isSpam,
      held: sql<boolean>`${comments.heldReason} IS NOT NULL`,
      value: count(),
    })
    .from(comments)
    .where(and(...filters(scope, options)))
    .groupBy(comments.status, comments.isSpam, sql`${comments.heldReason} IS NOT NULL`);
  for (const row of rows) {
    if (row.status === 'pending' && row.spam) counts.spam += row.value;
    else counts[row.status] += row.value;
    if (row.held && row.status !== 'sent' && !row.spam) counts.held += row.value;
  }
  return counts;
}

export interface StatsRow extends StatusCounts {
  total: number;
  avgHours: number | null;
  avgRating: number | null;
}

/** Spec 2 §9: response time over sent items with 0 < hours < 168; rating over numeric ratings (from comment_counts). */
export async function aggregateStats(
  db: Executor,
  scope: CommentScope,
  platform: Platform | undefined,
): Promise<StatsRow> {
  const [rows, spam, held] = await Promise.all([
    countsByStatus(db, scope, { platform }),
    countPendingSpam(db, scope, platform),
    countHeld(db, scope, platform),
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
