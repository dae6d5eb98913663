import { sql } from 'drizzle-orm';
import type { CommentStatus, Platform } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';

export type SearchRow = {
  id: string;
  content: string;
  reviewerName: string | null;
  productTitle: string | null;
  platform: Platform;
  status: CommentStatus;
  rating: number | null;
  postedAt: Date;
};

/** The stored search document (migration 0017), which comments_search_idx indexes. */
const DOCUMENT = sql`search_vector`;
const COLUMNS = sql`id, content, reviewer_name AS "reviewerName", product_title AS "productTitle", platform, status, rating, posted_at AS "postedAt"`;
const OUTPUT = sql`id, content, "reviewerName", "productTitle", platform, status, rating, "postedAt"`;
/** Newest items read before falling back to the index: enough for common words, cheap for any word. */
const RECENT_SCAN = 2000;

/**
 * The brand's newest items matching a prefix tsquery. PostgreSQL cannot estimate prefix queries well: left
 * alone it walks the brand's items newest first and tests each (seconds for a rare word at 500,000 items).
 * So: test the newest 2,000 items; if they hold `limit` matches those are the answer, otherwise the matches
 * are rare and the GIN index (comments_search_idx) finds them all, materialized before sorting. There the
 * brand test compares text on purpose: a BitmapAnd with the brand's 500,000 index entries costs a second.
 */
export async function searchComments(
  db: Executor,
  scope: { accountId: string; brandId: string },
  tsquery: string,
  limit: number,
): Promise<SearchRow[]> {
  const owned = sql`account_id = ${scope.accountId} AND brand_id = ${scope.brandId}`;
  const recent = await db.execute<SearchRow>(sql`
    SELECT ${OUTPUT} FROM (SELECT ${COLUMNS}, ${DOCUMENT} AS document FROM comments WHERE ${owned}
                   ORDER BY posted_at DESC, id DESC LIMIT ${RECENT_SCAN}) newest
    WHERE document @@ to_tsquery('simple', ${tsquery})
    ORDER BY "postedAt" DESC, id DESC LIMIT ${limit}`);
  if (recent.rows.length >= limit) return recent.rows.map(toRow);
  const all = await db.execute<SearchRow>(sql`
    WITH matches AS MATERIALIZED (
      SELECT ${COLUMNS} FROM comments
      WHERE ${DOCUMENT} @@ to_tsquery('simple', ${tsquery}) AND account_id = ${scope.accountId} AND brand_id::text = ${scope.brandId})
    SELECT ${OUTPUT} FROM matches ORDER BY "postedAt" DESC, id DESC LIMIT ${limit}`);
  return all.rows.map(toRow);
}

const toRow = (row: SearchRow): SearchRow => ({ ...row, postedAt: new Date(row.postedAt) });
