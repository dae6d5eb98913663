/**
 * The retry policy of the official OpenAI SDK (openai-node), for any OpenAI-compatible endpoint:
 * 408, 409, 429 and 5xx (and connection errors and timeouts) are retried, 2 retries by default, with
 * exponential backoff from 0.5 s up to 8 s and up to 25 % jitter. The server's own hint wins when it is
 * sane (0–60 s): `retry-after-ms`, then `retry-after` in seconds or as an HTTP date. `x-should-retry`
 * overrides the status rule either way.
 */
export const RETRY_DEFAULTS = { maxRetries: 2, initialDelayMs: 500, maxDelayMs: 8_000 } as const;

export function shouldRetry(status: number, headers: Headers, errorCode: string | null): boolean {
  const explicit = headers.get('x-should-retry');
  if (explicit === 'true') return true;
  if (explicit === 'false') return false;
  // Out of quota is not transient: retrying only burns time (shared/reference/platform-apis.md §10).
  if (status === 429 && errorCode === 'insufficient_quota') return false;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Milliseconds the server asked us to wait, when it asked within reason. */
export function serverRetryDelayMs(headers: Headers | null, now: number = Date.now()): number | null {
  if (!headers) return null;
  let delay: number | null = null;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms))) delay = Number(ms);
  const after = headers.get('retry-after');
  if (delay === null && after !== null && after.trim() !== '') {
    const seconds = Number(after);
    delay = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(after) - now;
  }
  return delay !== null && Number.isFinite(delay) && delay >= 0 && delay < 60_000 ? delay : null;
}

/** The backoff before retry number `retry` (0-based): 0.5 s, 1 s, 2 s … capped at 8 s, minus ≤25 % jitter. */
export function backoffDelayMs(retry: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_DEFAULTS.initialDelayMs * 2 ** retry, RETRY_DEFAULTS.maxDelayMs);
  return base * (1 - random() * 0.25);
}

export function retryDelayMs(retry: number, headers: Headers | null, random?: () => number): number {
  return serverRetryDelayMs(headers) ?? backoffDelayMs(retry, random);
}
