import { hasInvalidText, stripInvalidTextDeep } from '@bizamply/contracts';

/**
 * Whether JSON text may parse into strings PostgreSQL cannot store. Such a string comes from a `\u` escape or from
 * the character itself in the text (a JSON string is a slice of the text with escapes decoded; the text's quotes
 * and backslashes are ASCII, so no slice splits a surrogate pair).
 */
const mayHoldInvalidText = (text: string) => text.includes('\\u') || hasInvalidText(text);

/**
 * JSON a platform sends us (webhook bodies, API answers), parsed with NUL and unpaired surrogates removed from
 * every string: PostgreSQL cannot store them, and a review must be stored, not lost to a 500 the platform retries
 * forever. Signatures are checked on the raw bytes before this. Throws on invalid JSON, like JSON.parse.
 * Text that cannot hold such a string (nearly all) is only parsed: copying every object to look was ~3 % of a
 * webhook delivery's CPU (docs/performance.md "Issue 15, seventh pass").
 */
export const parsePlatformJson = (text: string): unknown =>
  mayHoldInvalidText(text) ? stripInvalidTextDeep(JSON.parse(text)) : JSON.parse(text);
