import type { Database } from '../../db/client.ts';
import { probeCommonCounts } from './comment-search-counts.ts';
import { searchCommentPage } from './comment-search.queries.ts';
import { isCommonInTable } from './search-frequency.ts';

/** A brand no account has: the statements find nothing and read no tenant's items. */
const NOBODY = { accountId: '00000000-0000-0000-0000-000000000000', brandId: '00000000-0000-0000-0000-000000000000' };
/** A word no item holds (letters only, as the search box gives them): the GIN index answers it from its top pages. */
const NO_WORD = 'zqxjwarmupzqxj:*';

/**
 * A first search's statements, once, for a brand that does not exist, in the background after the server listens.
 * What every first search reads whatever the tenant and the word — the catalog entries its plans need, the
 * statistics the frequency estimate reads (search-frequency.ts), the top pages of the indexes it descends, the
 * version and count tables — is then in PostgreSQL's buffers. On a set just read from the disk (a restarted
 * machine) that is a few dozen pages, ~20–60 ms of a first search's reads at 1M (docs/performance.md, fifteenth
 * pass). Once, not per pooled connection: the reads are shared, and ten sequences' planning at start competed with
 * the first requests for the CPU. Errors are ignored: a failure here is the first request's to meet, as warmPool's.
 */
export async function warmSearches(db: Database): Promise<void> {
  try {
    await runFirstSearchStatements(db);
  } catch {
    // Nothing to do: see above.
  }
}

/** The statements of a first search of a word common in the table (comment.service.ts firstSearch), for NOBODY. */
export async function runFirstSearchStatements(db: Database): Promise<void> {
  const query = { page: 1, limit: 50, sort: 'newest' as const };
  await isCommonInTable(db, NO_WORD);
  await Promise.all([
    searchCommentPage(db, NOBODY, query, NO_WORD, { commonInTable: true, withVersion: true }),
    probeCommonCounts(db, NOBODY, {}, NO_WORD),
  ]);
}
