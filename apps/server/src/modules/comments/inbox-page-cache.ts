import type { CommentsQuery, CommentsResponse } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { PreSerialized } from '../../plugins/endpoints.ts';
import { keptPages, type PageAnswer } from '../../plugins/kept-answers.ts';
import { brandDataVersion } from '../analytics/index.ts';
import { inboxPage, searchPage } from './comment.service.ts';
import type { CommentScope } from './comment.queries.ts';
import { searchQuery } from './comment-search.queries.ts';

/**
 * Search pages may hold at most this many bytes together (~70 pages of 50 items), apart from the plain pages'
 * 16 MB: every word a user types is a new page, and in one budget a few typing users would push out the plain
 * pages the whole team reloads (docs/performance.md "Issue 15, tenth pass: search").
 */
const SEARCH_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Inbox pages without a search, kept while the brand's data version (comment_versions: grows with every statement
 * that writes the brand's items, any column, by trigger) stays the one the page was read at (plugins/kept-answers.ts).
 * A page shows only the brand's items and the counts kept from them (comment_counts, same triggers) and nothing
 * computed from the clock.
 */
export const inboxPageCache = (maxBytes?: number) =>
  keptPages({
    versionOf: brandDataVersion,
    readAfresh: inboxPage,
    scopeId: (scope) => `${scope.accountId}:${scope.brandId}`,
    maxBytes,
  });

export const inboxPageBody = inboxPageCache();

/**
 * Search pages, kept the same way: a search page shows only the brand's items matching the words and their counts
 * per tab (exact up to SEARCH_COUNT_LIMIT); the frequency estimate (search-frequency.ts) chooses how they are found,
 * never what is found. Kept under the normalised search (searchQuery: "Love!" and "love" are one page).
 */
export function searchPageCache(maxBytes = SEARCH_MAX_BYTES) {
  const kept = keptPages({
    versionOf: brandDataVersion,
    readAfresh: searchPage,
    scopeId: (scope) => `${scope.accountId}:${scope.brandId}`,
    maxBytes,
  });
  return (
    db: Database,
    scope: CommentScope,
    query: CommentsQuery,
    write: (body: PageAnswer<CommentsResponse['data']>) => string | Buffer | ArrayBuffer,
  ): Promise<PreSerialized<PageAnswer<CommentsResponse['data']>>> =>
    kept(db, scope, { ...query, search: searchQuery(query.search) }, write);
}

export const searchPageBody = searchPageCache();
