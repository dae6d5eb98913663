import { PLATFORM_LABELS, type Platform } from '@bizamply/contracts';
import type { z } from 'zod';
import { parsePlatformJson } from './platform-json.ts';

export type PlatformErrorKind =
  | 'auth' // token expired/revoked: reconnect needed, never retried
  | 'rate_limit' // 429 & co: retried after Retry-After / back-off
  | 'transient' // 5xx, timeouts, network: retried with back-off
  | 'not_found' // the page/account/property does not exist or is not shared with us
  | 'rejected' // the platform refused the request (4xx); retrying will not help
  | 'malformed' // the answer did not have the documented shape
  | 'not_configured'; // we have no keys for this platform

export class PlatformError extends Error {
  constructor(
    readonly platform: Platform,
    readonly kind: PlatformErrorKind,
    message: string,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
  get retryable(): boolean {
    return this.kind === 'rate_limit' || this.kind === 'transient' || this.kind === 'malformed';
  }
}

export interface HttpResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/** Per-platform reading of an answer: an error to throw, or null when it is a success. */
export type Classifier = (result: HttpResult) => PlatformError | null;

export interface PlatformRequest {
  platform: Platform;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  classify?: Classifier;
  /**
   * Safe to send again after a timeout or 5xx (the first attempt may have been applied). Defaults to
   * true for GET/PUT/PATCH/DELETE; a POST (a reply, a code exchange) is retried only when the platform clearly
   * refused it (429), unless the caller knows it is a read (Shopify GraphQL queries).
   */
  idempotent?: boolean;
}

export interface HttpClient {
  send: (request: PlatformRequest) => Promise<HttpResult>;
  sleep: (ms: number) => Promise<void>;
}

export interface HttpOptions {
  timeoutMs: number;
  /** Total attempts per call, first one included. */
  maxAttempts?: number;
  /** A Retry-After longer than this is not waited for in-line: the job retries later instead. */
  maxInlineWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  fetch?: typeof fetch;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `Retry-After` in seconds or as an HTTP date (also `retry-after-ms`), in milliseconds. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function defaultClassify(platform: Platform, result: HttpResult): PlatformError | null {
  const { status } = result;
  if (status >= 200 && status < 300) return null;
  // The platform's proper name: these texts reach the user (send failures, connection health).
  const text = `${PLATFORM_LABELS[platform]} answered HTTP ${status}`;
  if (status === 401) return new PlatformError(platform, 'auth', text, status);
  if (status === 404) return new PlatformError(platform, 'not_found', text, status);
  if (status === 429) return new PlatformError(platform, 'rate_limit', text, status);
  if (status === 408 || status >= 500) return new PlatformError(platform, 'transient', text, status);
  return new PlatformError(platform, 'rejected', text, status);
}

/**
 * Every platform call goes through here: a timeout per attempt, bounded retries of rate limits and
 * transient failures with exponential back-off and jitter, Retry-After honoured, and auth failures
 * surfaced at once (they need a reconnect, not a retry).
 */
export function createHttpClient(options: HttpOptions): HttpClient {
  const maxAttempts = options.maxAttempts ?? 4;
  const maxInlineWaitMs = options.maxInlineWaitMs ?? 30_000;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const doFetch = options.fetch ?? fetch;

  const backoff = (attempt: number) => {
    const ceiling = Math.min(8000, 500 * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
  };

  async function once(request: PlatformRequest): Promise<HttpResult> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    }
    let response: Response;
    try {
      response = await doFetch(request.url, {
        method: request.method ?? 'GET',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new PlatformError(request.platform, 'transient', `${request.platform} ${reason}`);
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = text;
    try {
      parsed = text ? parsePlatformJson(text) : null;
    } catch {
      // Not JSON (an HTML error page, a proxy's answer): classifiers see the text.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async function send(request: PlatformRequest): Promise<HttpResult> {
    for (let attempt = 1; ; attempt += 1) {
      let failure: PlatformError;
      try {
        const result = await once(request);
        const error = (request.classify ?? ((r) => defaultClassify(request.platform, r)))(result);
        if (!error) return result;
        failure =
          error.kind === 'rate_limit' && error.retryAfterMs === undefined
            ? new PlatformError(
                error.platform,
                error.kind,
                error.message,
                error.status,
                retryAfterMs(result.headers) ?? undefined,
              )
            : error;
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        failure = error;
      }
      const idempotent = request.idempotent ?? (request.method ?? 'GET') !== 'POST';
      const retry = failure.kind === 'rate_limit' || (failure.kind === 'transient' && idempotent);
      if (!retry || attempt >= maxAttempts) throw failure;
      const wait = failure.retryAfterMs ?? backoff(attempt);
      if (wait > maxInlineWaitMs) throw failure;
      await sleep(wait);
    }
  }

  return { send, sleep };
}

/** Checks an answer against the documented shape; a mismatch is a (retryable) malformed answer. */
export function parseBody<S extends z.ZodType>(platform: Platform, schema: S, body: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'body';
    throw new PlatformError(
      platform,
      'malformed',
      `${PLATFORM_LABELS[platform]} sent a malformed ${what}: ${where}: ${issue?.message}`,
    );
  }
  return parsed.data;
}
