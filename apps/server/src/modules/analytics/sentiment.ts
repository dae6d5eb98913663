import { sql, type SQL } from 'drizzle-orm';
import { SENTIMENT_KEYWORDS } from '@bizamply/contracts';

/**
 * Spec 2 §5 sentiment of one review: each keyword present adds its weight once. A keyword counts where a
 * word starts with it. The pattern is shared by PostgreSQL and JavaScript (sentiment.test.ts compares them).
 */
const WORD_START = '(^|[^a-z0-9_])';

const patterns = SENTIMENT_KEYWORDS.map(({ word, weight }) => ({ regex: new RegExp(WORD_START + word), weight }));

export function sentimentScore(text: string | null | undefined): number {
  const lower = (text ?? '').toLowerCase();
  return patterns.reduce((score, { regex, weight }) => (regex.test(lower) ? score + weight : score), 0);
}

/**
 * The same score in SQL over a lower-cased text *column* (compute lower() once, behind OFFSET 0: the column
 * is read 22 times). strpos() first: the regular
 * expression only runs where the keyword occurs at all (PostgreSQL evaluates AND left to right here).
 */
export function sentimentSql(lowerText: SQL): SQL {
  const terms = SENTIMENT_KEYWORDS.map(
    ({ word, weight }) =>
      sql`(CASE WHEN strpos(${lowerText}, ${word}) > 0 AND ${lowerText} ~ ${WORD_START + word} THEN ${sql.raw(String(weight))} ELSE 0 END)`,
  );
  return sql`(${sql.join(terms, sql` + `)})`;
}
