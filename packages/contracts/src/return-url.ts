/** Where a signed-in user goes when a returnUrl is missing or refused (issue 13 §5, issue 19 item 8). */
export const DEFAULT_RETURN_PATH = '/dashboard';

const PROBE_ORIGIN = 'https://return-url.invalid';
/** Backslashes, whitespace and control characters: browsers turn `/\x` and `/<TAB>/x` into `//x` (another host). */
const UNSAFE_CHARACTERS = /[\\\s\p{Cc}]/u;

/**
 * The one check of every `returnUrl` and redirect target we follow (server redirects and the web app alike):
 * only a same-origin relative path such as `/reports?tab=2` passes, normalised (`/a/../b` → `/b`). Absolute
 * URLs, protocol-relative `//evil`, `/\evil`, `javascript:` and anything a browser could read as another
 * origin answer null, so the caller falls back to its default (usually {@link DEFAULT_RETURN_PATH}).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}
