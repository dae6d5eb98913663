import type { Database } from '../../db/client.ts';
import { readRows } from '../../db/reads.ts';
import type { CommentScope } from './comment.queries.ts';
import { newestItems } from './comment-search.queries.ts';

/**
 * How many of a brand's newest items a warm-up reads: the density probe's window, where a common word's first page
 * (≥ 10 % of the items) has its 50 rows. At most this many heap pages and their entries in two indexes: ~4 MB at
 * the worst (each item in a page of its own), a few dozen pages where the items arrived together.
 */
export const WARM_ITEMS = 500;
/** A brand is warmed at most once in this long (its pages stay in PostgreSQL's buffers while it is in use). */
export const WARM_INTERVAL_MS = 10 * 60 * 1000;
/** The brands remembered (the oldest forgotten first): a bound on memory, not on the reads. */
const REMEMBERED_BRANDS = 10_000;

/**
 * The pages a search of a common word reads for the brand's newest `size` items, read once: the window's entries
 * in comments_search_tab_idx (with the stored documents), the rows' entries in comments_inbox_idx and the rows'
 * heap pages — those the first inbox page and the first searches read one random block at a time from the disk
 * after a restart or an idle night (docs/performance.md, issue 15 sixteenth pass). Only this brand's items (the
 * request's own account and brand), nothing returned but how many. The number of items read.
 */
export async function warmNewestItems(db: Database, scope: CommentScope, size = WARM_ITEMS): Promise<number> {
  const limit = Math.max(1, Math.trunc(size));
  // The document's and the text's lengths are tested so that both are read: the covering index's entries and the
  // heap's rows (without the text the join would be answered from comments_search_tab_idx alone). The rows are
  // found by the window's key as a search page finds them (comments_inbox_idx, a few pages), the id compared as
  // text so that PostgreSQL does not take the primary key instead (a page of it per row, which no page reads).
  const [row] = await readRows<{ items: number }>(
    db,
    `SELECT count(*)::int AS items FROM (SELECT id, status, posted_at, length(search_vector) AS lexemes
       FROM ${newestItems(undefined, '', limit)} w) page
     JOIN comments c ON c.brand_id = $2 AND c.status = page.status AND c.posted_at = page.posted_at
       AND c.id::text = page.id::text
     WHERE c.account_id = $1 AND page.lexemes >= 0 AND octet_length(c.content) >= 0`,
    [scope.accountId, scope.brandId],
  );
  return row?.items ?? 0;
}

interface WarmUpOptions {
  items?: number;
  intervalMs?: number;
  now?: () => number;
  warm?: (db: Database, scope: CommentScope, items: number) => Promise<number>;
}

/**
 * Warm-ups of brands' newest items, started by a brand's inbox page after its answer is read (never before it, never
 * awaited by it; not by the stats the inbox reads beside its first page, which would start it among the page's reads). Bounded: one at a time for the whole server (a brand touched while another warms is skipped, and
 * tried again on its next request), each brand at most once per interval. A failure warms nothing and is ignored.
 */
export function brandWarmUps(options: WarmUpOptions = {}) {
  const { items = WARM_ITEMS, intervalMs = WARM_INTERVAL_MS, now = Date.now, warm = warmNewestItems } = options;
  const warmedAt = new Map<string, number>();
  let running = false;
  return {
    /** Starts the brand's warm-up unless it is due later; resolves with the items read, or null (none started, or failed). */
    touch(db: Database, scope: CommentScope): Promise<number | null> {
      const key = `${scope.accountId}:${scope.brandId}`;
      const at = now();
      const last = warmedAt.get(key);
      if (running || (last !== undefined && at - last < intervalMs)) return Promise.resolve(null);
      warmedAt.delete(key);
      if (warmedAt.size >= REMEMBERED_BRANDS) warmedAt.delete(warmedAt.keys().next().value as string);
      warmedAt.set(key, at);
      running = true;
      return warm(db, scope, items)
        .catch(() => null)
        .finally(() => {
          running = false;
        });
    },
  };
}

/** The server's one set of warm-ups (comment.routes.ts). */
export const newestItemsWarmUp = brandWarmUps();
