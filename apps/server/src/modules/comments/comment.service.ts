import {
  formatResponseHours,
  INBOX_MESSAGES,
  SEARCH_COUNT_LIMIT,
  type CommentStats,
  type CommentsQuery,
  type CommentsResponse,
  type Platform,
  isUuid,
} from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { cachedInsight, versionOrZero } from '../analytics/insight-cache.ts';
import { round1, roundOrNull } from '../analytics/metrics.ts';
import { pageInfo } from '../credits/credit.service.ts';
import { commentDto, toCommentDto, type CommentRow } from './comment.dto.ts';
import {
  aggregateStats,
  findCommentRow,
  latestWhatsAppMessageAt,
  listCommentPage,
  lockCommentRow,
  updateCommentRow,
  type CommentScope,
  type StatusCounts,
} from './comment.queries.ts';
import { probeRarePage, searchCommentPage, searchQuery } from './comment-search.queries.ts';
import { countSearchMatches, probeCommonCounts } from './comment-search-counts.ts';
import { isCommonInTable } from './search-frequency.ts';

export type { CommentRow, CommentScope };
export { toCommentDto, latestWhatsAppMessageAt };

const HOUR_MS = 60 * 60 * 1000;

/**
 * One page of the inbox with its tab counts. The page total is the active tab's count (or all four), so
 * the matching items are counted once. Without a search the page and its counts are one statement (the
 * counts from comment_counts). A search's counts stop at SEARCH_COUNT_LIMIT and are kept in the insight
 * cache while the brand's items do not change, so paging through results or switching tabs does not count
 * the matches again; a page beyond a capped total still offers the next one while it is full.
 */
export async function listComments(
  db: Database,
  scope: CommentScope,
  query: CommentsQuery,
): Promise<CommentsResponse['data']> {
  return (await searchPage(db, scope, query)).data;
}

/**
 * A page (of a search, or the plain page without one) and a brand data version no later than any of its parts was
 * read at (the page's statement, the counts): while the brand's version is still that one, nothing the page shows
 * has changed since (search-page-cache.ts keeps it by that).
 */
export async function searchPage(
  db: Database,
  scope: CommentScope,
  query: CommentsQuery,
): Promise<{ data: CommentsResponse['data']; version: string }> {
  const tsquery = searchQuery(query.search);
  if (tsquery === undefined) return inboxPage(db, scope, query);
  const key = `inbox-search:${query.platform ?? ''}:${tsquery}`;
  const countMatches = () => countSearchMatches(db, scope, { platform: query.platform }, tsquery);
  let page: Awaited<ReturnType<typeof searchCommentPage>>;
  let counts: StatusCounts;
  let version: string;
  if (cachedInsight.holds(scope, key)) {
    // Counts kept: the page's statement reads the version they are checked against (one round trip).
    page = await searchCommentPage(db, scope, query, tsquery, { withVersion: true });
    version = versionOrZero(page.version);
    counts = await cachedInsight.atVersion(scope, version, key, countMatches);
  } else {
    ({ page, counts, version } = await firstSearch(db, scope, query, tsquery, key));
  }
  const { rows } = page;
  const total = totalOf(counts, query);
  const pagination = pageInfo(query.page, query.limit, total);
  const capped = total > SEARCH_COUNT_LIMIT;
  const data = {
    comments: rows.map(commentDto),
    pagination: capped && rows.length === query.limit ? { ...pagination, hasNext: true } : pagination,
    counts,
  };
  return { data, version };
}

/**
 * A first search. A word common in the table is never rare: its probe (the density, the held count and the brand's
 * data version) rides with its tab windows, beside the page's statement (which reads the version too: the page is
 * kept under the earlier of the two). Any other word's probe brings the page and counts a rare word has (its
 * matches read once, probeRarePage): a rare word's search is one statement; a word that probe finds common then
 * reads its page and the rest of the counts, side by side, after the probe's version.
 */
async function firstSearch(db: Database, scope: CommentScope, query: CommentsQuery, tsquery: string, key: string) {
  const commonInTable = await isCommonInTable(db, tsquery);
  if (commonInTable) {
    const [page, probed] = await Promise.all([
      searchCommentPage(db, scope, query, tsquery, { commonInTable, withVersion: true }),
      probeCommonCounts(db, scope, { platform: query.platform }, tsquery),
    ]);
    const counts = await cachedInsight.atVersion(scope, probed.probe.version, key, async () => probed.counts);
    return { page, counts, version: earlierVersion(versionOrZero(page.version), probed.probe.version) };
  }
  const { probe, rare } = await probeRarePage(db, scope, query, tsquery);
  if (rare) {
    const counts = await cachedInsight.atVersion(scope, probe.version, key, async () => ({
      ...rare.counts,
      held: probe.held,
    }));
    return { page: { rows: rare.rows }, counts, version: probe.version };
  }
  const countFirst = () =>
    countSearchMatches(db, scope, { platform: query.platform }, tsquery, { probe, commonInTable });
  const [page, counts] = await Promise.all([
    searchCommentPage(db, scope, query, tsquery, { commonInTable }),
    cachedInsight.atVersion(scope, probe.version, key, countFirst),
  ]);
  return { page, counts, version: probe.version };
}

/** The earlier of two of a brand's data versions (they only grow): no later than either read. */
const earlierVersion = (a: string, b: string) => (BigInt(a) <= BigInt(b) ? a : b);

/** Whether the query searches the items (a search with no word in it is the plain page). */
export const searchesItems = (query: CommentsQuery) => searchQuery(query.search) !== undefined;

/** An inbox page without a search, and the brand's data version it is the answer of. */
export async function inboxPage(
  db: Database,
  scope: CommentScope,
  query: CommentsQuery,
): Promise<{ data: CommentsResponse['data']; version: string }> {
  const { rows, counts, version } = await listCommentPage(db, scope, query);
  const data = {
    comments: rows.map(commentDto),
    pagination: pageInfo(query.page, query.limit, totalOf(counts, query)),
    counts,
  };
  return { data, version };
}

const totalOf = (counts: StatusCounts, query: CommentsQuery) =>
  query.status ? counts[query.status] : counts.pending + counts.draft + counts.sent + counts.spam;

/** Spec 2 §9: minutes under an hour, hours under a day, else days; 'N/A' without data. */
export async function commentStats(db: Database, scope: CommentScope, platform?: Platform): Promise<CommentStats> {
  const row = await aggregateStats(db, scope, platform);
  const answered = row.sent + row.draft;
  const avgHours = roundOrNull(row.avgHours);
  return {
    totalReviews: row.total,
    // Over the items that want an answer: the Spam tab's are neither answered nor unanswered (figures(), analytics).
    responseRate: row.total - row.spam === 0 ? 0 : round1((answered / (row.total - row.spam)) * 100),
    avgResponseTimeHours: avgHours,
    avgResponseTime: formatResponseHours(row.avgHours),
    avgRating: roundOrNull(row.avgRating),
    counts: { pending: row.pending, draft: row.draft, sent: row.sent, spam: row.spam, held: row.held },
  };
}

/** A foreign, malformed or unknown id is the same 404 (never a database cast error). */
export async function getComment(db: Executor, scope: CommentScope, id: string): Promise<CommentRow> {
  const row = isUuid(id) ? await findCommentRow(db, scope, id) : null;
  if (!row) throw notFound(INBOX_MESSAGES.commentNotFound);
  return row;
}

export async function lockComment(tx: Executor, scope: CommentScope, id: string): Promise<CommentRow> {
  const row = isUuid(id) ? await lockCommentRow(tx, scope, id) : null;
  if (!row) throw notFound(INBOX_MESSAGES.commentNotFound);
  return row;
}

/** PUT …/draft: the editor's Save Changes. Keeps (or makes) the item a draft; a sent item is final. */
export async function saveDraft(db: Database, scope: CommentScope, id: string, draftContent: string) {
  return db.transaction(async (tx) => {
    const row = await lockComment(tx, scope, id);
    if (row.status === 'sent') throw conflict(INBOX_MESSAGES.cannotEditSent);
    const updated = await updateCommentRow(tx, scope, id, {
      status: 'draft',
      draftContent,
      draftedAt: row.draftedAt ?? new Date(),
    });
    return toCommentDto(updated);
  });
}

export async function markCommentDrafted(tx: Executor, scope: CommentScope, id: string, draft: string) {
  return updateCommentRow(tx, scope, id, { status: 'draft', draftContent: draft, draftedAt: new Date() });
}

/** Response time counts from when the customer posted to when we answered (spec 2 §3). */
export async function markCommentSent(tx: Executor, scope: CommentScope, row: CommentRow, text: string, now: Date) {
  const hours = Math.max(0, (now.getTime() - row.postedAt.getTime()) / HOUR_MS);
  const { lastSendError: _dropped, ...metadata } = row.metadata;
  return updateCommentRow(tx, scope, row.id, {
    status: 'sent',
    sentContent: text,
    draftContent: text,
    respondedAt: now,
    responseTimeHours: Math.round(hours * 100) / 100,
    metadata,
  });
}

/** Sets (or, with null, removes) metadata keys of a locked comment; other keys are kept. */
export async function updateCommentMetadata(
  tx: Executor,
  scope: CommentScope,
  row: CommentRow,
  patch: Record<string, string | null>,
) {
  const metadata: Record<string, unknown> = { ...row.metadata };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete metadata[key];
    else metadata[key] = value;
  }
  return updateCommentRow(tx, scope, row.id, { metadata });
}

/**
 * Every channel of a send failed (`error` says why), or the reply was deleted on its platform (null): the item
 * returns to Draft with the text kept, to be sent again.
 */
export async function revertCommentToDraft(
  tx: Executor,
  scope: CommentScope,
  id: string,
  text: string,
  error: string | null,
) {
  const row = await lockComment(tx, scope, id);
  if (row.status !== 'sent') return row;
  const { lastSendError: _previous, ...metadata } = row.metadata;
  return updateCommentRow(tx, scope, id, {
    status: 'draft',
    draftContent: text,
    sentContent: null,
    respondedAt: null,
    responseTimeHours: null,
    metadata: error === null ? metadata : { ...metadata, lastSendError: error.slice(0, 500) },
  });
}
