import { z } from 'zod';
import { SIGNUP_MESSAGES } from './messages.ts';

/**
 * Text PostgreSQL cannot store or that is not text at all: NUL (refused in `text` and `jsonb`) and UTF-16
 * surrogates without their pair (not a character; `jsonb` refuses their escapes, `text` would store U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const INVALID_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const INVALID_TEXT_ALL = new RegExp(INVALID_TEXT.source, 'g');

export const TEXT_MESSAGES = {
  invalidCharacters: 'Contains characters that are not allowed',
} as const;

export const hasInvalidText = (value: string): boolean => INVALID_TEXT.test(value);

/** The text with NUL and unpaired surrogates removed (for what platforms send us: stored, never refused). */
export const stripInvalidText = (value: string): string =>
  hasInvalidText(value) ? value.replace(INVALID_TEXT_ALL, '') : value;

/** Every string of a parsed JSON value (keys too) with invalid text removed; other values unchanged. */
export function stripInvalidTextDeep<T>(value: T): T {
  if (typeof value === 'string') return stripInvalidText(value) as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => stripInvalidTextDeep(entry)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [stripInvalidText(key), stripInvalidTextDeep(entry)]),
    ) as T;
  }
  return value;
}

/**
 * Where the first invalid text is in a request's body, query or parameters (a key or a value), as a path;
 * null when there is none. Every route's validator runs this before its schema (server `plugins/validation.ts`),
 * so every schema refuses such text with a 400 without each field having to say so.
 */
export function findInvalidText(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return hasInvalidText(value) ? path : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((entry, index) => [index, entry])
    : Object.entries(value);
  for (const [key, entry] of entries) {
    if (typeof key === 'string' && hasInvalidText(key)) return [...path, key];
    const found = findInvalidText(entry, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** A user's own upload, as the server serves it (`/api/profile/avatar/<user id>?v=<content hash>`). */
const OWN_UPLOAD = /^\/api\/profile\/avatar\/[0-9a-f-]{36}(\?v=[0-9a-f]{1,64})?$/;

/** A URL a user gives us to show to others: https only (no javascript:, data:, file:, ftp:, http:), or our upload. */
export function isSafeUserUrl(value: string): boolean {
  if (OWN_UPLOAD.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const userUrlSchema = z
  .string()
  .trim()
  .max(2000, SIGNUP_MESSAGES.profilePicInvalid)
  .refine(isSafeUserUrl, SIGNUP_MESSAGES.profilePicInvalid);
