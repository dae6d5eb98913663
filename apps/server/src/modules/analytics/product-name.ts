import { sql, type SQL } from 'drizzle-orm';
import { INSIGHT_MESSAGES, JUNK_PRODUCT_PHRASES } from '@bizamply/contracts';

/**
 * Spec 2 §5 product-name cleaning, written once as patterns that PostgreSQL and JavaScript read the same way,
 * so the SQL grouping and these functions agree (product-name.test.ts compares them on a real database).
 *
 * key: whitespace runs collapsed to one space, leading digits (and the separators right after them)
 * removed, trimmed, lower-cased; empty → 'unknown product'; containing a junk phrase → null (dropped).
 * display: the key with every word's first letter upper-cased ('Unknown Product').
 */
const WHITESPACE = '[\\t\\n\\v\\f\\r ]+';
const LEADING_DIGITS = '^ ?[0-9]+[ _.:#)-]*';
const UNKNOWN_KEY = INSIGHT_MESSAGES.unknownProduct.toLowerCase();

const whitespace = new RegExp(WHITESPACE, 'g');
const leadingDigits = new RegExp(LEADING_DIGITS);

export function productKey(title: string | null | undefined): string | null {
  const stripped = (title ?? '')
    .replace(whitespace, ' ')
    .replace(leadingDigits, '')
    .replace(/^ +| +$/g, '');
  const key = stripped === '' ? UNKNOWN_KEY : stripped.toLowerCase();
  return JUNK_PRODUCT_PHRASES.some((phrase) => key.includes(phrase)) ? null : key;
}

export function productDisplayName(key: string): string {
  return key
    .split(' ')
    .map((word) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1))
    .join(' ');
}

/** The cleaned display name, or null when the product is dropped as junk. */
export function cleanProductName(title: string | null | undefined): string | null {
  const key = productKey(title);
  return key === null ? null : productDisplayName(key);
}

/**
 * A derived table: every column of `inner` plus `product_key`, the same key as productKey() of its `title`
 * column. Each step sits behind OFFSET 0 so PostgreSQL computes it once per row instead of inlining the
 * expression everywhere it is used.
 */
export function withProductKey(inner: SQL): SQL {
  const junk = sql.join(
    JUNK_PRODUCT_PHRASES.map((phrase) => sql`strpos(k2.key0, ${phrase}) > 0`),
    sql` OR `,
  );
  return sql`(SELECT k2.*, CASE WHEN ${junk} THEN NULL ELSE k2.key0 END AS product_key
    FROM (SELECT k1.*, CASE WHEN k1.stripped = '' THEN ${UNKNOWN_KEY}::text ELSE lower(k1.stripped) END AS key0
      FROM (SELECT i.*, btrim(regexp_replace(regexp_replace(coalesce(i.title, ''), ${WHITESPACE}, ' ', 'g'), ${LEADING_DIGITS}, ''), ' ') AS stripped
        FROM (${inner}) i OFFSET 0) k1 OFFSET 0) k2)`;
}
