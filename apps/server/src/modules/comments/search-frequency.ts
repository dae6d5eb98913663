import type { Database } from '../../db/client.ts';
import { readRows } from '../../db/reads.ts';

/**
 * From this many estimated matches in the table on, reading a word's matches through the GIN index costs more
 * than looking for them among a brand's newest items: the index hands back every match of every brand (a
 * common word at 1M items: ~170,000 postings, then one heap row each to test the brand, 0.4–1.5 s).
 */
const COMMON_MATCHES_IN_TABLE = 20_000;
/** PostgreSQL's statistics change with ANALYZE (autovacuum); re-read them this often. */
const REFRESH_MS = 10 * 60_000;

interface LexemeStats {
  rows: number;
  frequencies: Map<string, number>;
}

let stats: { at: number; read: Promise<LexemeStats> } | undefined;

/**
 * The stored document's most common lexemes with the share of items holding each (`pg_stats.most_common_elems`,
 * what ANALYZE keeps for the planner), and the table's size. Read once per REFRESH_MS per process.
 */
function lexemeStats(db: Database): Promise<LexemeStats> {
  if (stats && Date.now() - stats.at < REFRESH_MS) return stats.read;
  const read = readRows<{ rows: number; lexeme: string | null; frequency: number | null }>(
    db,
    `SELECT c.reltuples::float8 AS rows, e.lexeme, e.frequency
     FROM pg_class c
     LEFT JOIN pg_stats s ON s.schemaname = 'public' AND s.tablename = 'comments' AND s.attname = 'search_vector'
     LEFT JOIN LATERAL unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e(lexeme, frequency)
       ON true
     WHERE c.oid = 'public.comments'::regclass`,
    [],
  ).then((rows) => ({
    rows: Math.max(0, rows[0]?.rows ?? 0),
    // The frequencies array ends with three summary values (min, max, empty share) that pair with no lexeme.
    frequencies: new Map(
      rows.flatMap((row) => (row.lexeme === null || row.frequency === null ? [] : [[row.lexeme, row.frequency]])),
    ),
  }));
  stats = { at: Date.now(), read };
  read.catch(() => {
    if (stats?.read === read) stats = undefined;
  });
  return read;
}

/**
 * Whether a search (`word:* & …`, searchQuery's form) matches so many items of the whole table that the GIN
 * index is the slow way to its newest matches. Estimated, for choosing a plan only (never for a result): each
 * prefix's share is the sum of the common lexemes it starts (a lexeme missing from the statistics is rarer than
 * all of them: few postings), and the words together match at most as often as the rarest.
 */
export async function isCommonInTable(
  db: Database,
  tsquery: string,
  minMatches = COMMON_MATCHES_IN_TABLE,
): Promise<boolean> {
  const { rows, frequencies } = await lexemeStats(db);
  if (frequencies.size === 0) return false;
  const prefixes = tsquery.split(' & ').map((term) => term.replace(/:\*$/, ''));
  const shares = prefixes.map((prefix) => {
    let share = 0;
    for (const [lexeme, frequency] of frequencies) if (lexeme.startsWith(prefix)) share += frequency;
    return Math.min(1, share);
  });
  return Math.min(...shares) * rows >= minMatches;
}

/** Tests: forget the statistics read (a test that ANALYZEs its own data reads them again). */
export function forgetLexemeStats() {
  stats = undefined;
}
