import type { CommentsQuery, CommentsResponse } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { PreSerialized } from '../../plugins/endpoints.ts';
import { brandDataVersion } from '../analytics/index.ts';
import type { CommentScope } from './comment.queries.ts';
import { inboxPage } from './comment.service.ts';

type PageBody = PreSerialized<CommentsResponse>;

interface KeptPage {
  version: string;
  body: PageBody;
  bytes: number;
}

/** What the kept answers may hold at most, together (a 50-item page is ~55 KB; a 200-item one ~220 KB). */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Inbox pages without a search, kept per process as the bytes of their answer while the brand's data version
 * (comment_versions: grows with every statement that writes the brand's items, any column, by trigger) stays the
 * one the page was read at. A page shows only the brand's items and the counts kept from them (comment_counts,
 * same triggers) and nothing computed from the clock, so at the same version its answer is the same bytes: a
 * repeated page (a reload, another person of the team, another tab) costs one read of the version instead of
 * PostgreSQL's page, pg decoding ~50 rows of ~50 fields, the items and 55 KB of JSON (docs/performance.md "Issue
 * 15, ninth pass"). The version of a page read afresh comes in its own statement (the same snapshot as its rows);
 * each process keeps its own pages and the version lives in PostgreSQL, so no process serves a page older than the
 * last write it can see (a write made through any process is seen by the next request, as without the cache).
 */
export function inboxPageCache(maxBytes = MAX_BYTES) {
  const pages = new Map<string, KeptPage>();
  let keptBytes = 0;

  function forget(id: string): void {
    const kept = pages.get(id);
    if (!kept) return;
    pages.delete(id);
    keptBytes -= kept.bytes;
  }

  function keep(id: string, page: KeptPage): void {
    forget(id);
    if (page.bytes > maxBytes) return;
    pages.set(id, page);
    keptBytes += page.bytes;
    for (const oldest of pages.keys()) {
      if (keptBytes <= maxBytes) break;
      forget(oldest);
    }
  }

  /**
   * The page's answer: the kept bytes while the brand's version is the same, else the page read afresh and written
   * by `write` (the route's response serializer, which checks it against the schema where responses are checked).
   */
  return async function inboxPageBody(
    db: Database,
    scope: CommentScope,
    query: CommentsQuery,
    write: (body: CommentsResponse) => string | Buffer | ArrayBuffer,
  ): Promise<PageBody> {
    // Every field of the parsed query, in the schema's order: the search is absent here, the rest picks the page.
    const id = `${scope.accountId}:${scope.brandId}:${JSON.stringify(query)}`;
    const kept = pages.get(id);
    if (kept && kept.version === (await brandDataVersion(db, scope))) {
      // Most recently used last: the oldest pages go first when the bytes run over.
      pages.delete(id);
      pages.set(id, kept);
      return kept.body;
    }
    const { data, version } = await inboxPage(db, scope, query);
    const written = write({ success: true, data });
    const bytes =
      typeof written === 'string' ? Buffer.from(written) : Buffer.isBuffer(written) ? written : Buffer.from(written);
    const body: PageBody = new PreSerialized(bytes);
    keep(id, { version, body, bytes: bytes.length });
    return body;
  };
}

export const inboxPageBody = inboxPageCache();
