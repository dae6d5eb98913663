import crypto from 'node:crypto';

const URL_PATTERN =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|co|ru|xyz|shop|store|link|ly|me|biz|info|top|click)(?:\/\S*)?/giu;
const MENTION_PATTERN = /[@#][\p{L}\p{N}_.]+/gu;

/** The text as words in lower case (letters with their accents, digits, apostrophes inside words). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** Links in the text (full URLs, www. addresses and bare domains). */
export function linksIn(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

/** The letters a language detector can use: no links, handles, hashtags, emoji or digits. */
export function languageLetters(text: string): string {
  return text
    .replace(URL_PATTERN, ' ')
    .replace(MENTION_PATTERN, ' ')
    .replace(/[^\p{L}\s'’-]/gu, ' ');
}

/** Lower case, accents off, only letters and digits: "Chloé  Dubois" → "chloe dubois". */
export function foldKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A fingerprint of what was said, for duplicate detection across a brand's items: case, accents, spacing,
 * punctuation, emoji, links and @handles do not count. Null for texts too short to be meaningful duplicates.
 */
export function contentFingerprint(text: string): string | null {
  const key = foldKey(text.replace(URL_PATTERN, ' ').replace(MENTION_PATTERN, ' '));
  if (key.length < 20) return null;
  return crypto.createHash('sha256').update(key).digest('base64url').slice(0, 22);
}
