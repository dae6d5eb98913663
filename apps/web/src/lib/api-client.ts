import {
  BRAND_HEADER,
  CLIENT_MESSAGES,
  CSRF_COOKIE,
  CSRF_COOKIE_MAX_AGE_SECONDS,
  CSRF_HEADER,
  GENERAL_MESSAGES,
  type EndpointRoute,
  type FieldError,
} from '@bizamply/contracts';
import type { ZodType } from 'zod';
import { ApiError, toErrorCode, unexpectedError } from './api-error';
import { readCookie, writeCookie } from './cookies';
import { authRoutes } from './generated/endpoints/auth';
import { navigate } from './navigation';
import { clearAuthToken, getAuthToken, getSelectedBrandId } from './storage';

export { ApiError, isApiError } from './api-error';

/** Spec 1 §9: API request timeout. */
export const API_TIMEOUT_MS = 30_000;
export const LOGIN_PATH = '/login';

const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates (and types) the success body; omit for bodies the caller does not read. */
  schema?: ZodType<T>;
  timeoutMs?: number;
  /**
   * A 401 from this call is an answer about the request (a wrong current password), not a lost session:
   * keep the token and stay on the page.
   */
  keepSessionOn401?: boolean;
}

let unauthorizedHandler: () => void = () => navigate(LOGIN_PATH);

/**
 * What happens after a 401 removed the token (spec 1 §4): by default, go to /login. The session replaces it
 * so that it also forgets the user. Returns a function restoring the previous handler.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

let emailNotVerifiedHandler: () => void = () => undefined;

/**
 * What happens when the server answers 403 EMAIL_NOT_VERIFIED to a signed-in call (issue 13 §3): the session
 * sends the user to the code page. Returns a function restoring the previous handler.
 */
export function setEmailNotVerifiedHandler(handler: () => void): () => void {
  const previous = emailNotVerifiedHandler;
  emailNotVerifiedHandler = handler;
  return () => {
    emailNotVerifiedHandler = previous;
  };
}

/** Auth calls carry no brand context (spec 1 §7). */
function isAuthPath(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth/');
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_URL}${path}${search ? `?${search}` : ''}`;
}

export function storeCsrfToken(token: string): void {
  writeCookie(CSRF_COOKIE, token, {
    maxAgeSeconds: CSRF_COOKIE_MAX_AGE_SECONDS,
    secure: true,
    sameSite: 'Strict',
  });
}

let pendingCsrf: Promise<string | null> | null = null;

/**
 * The CSRF token from the cookie, fetched from GET /auth/csrf-token when missing or when `refresh` is set (its
 * answer read by hand: this module, loaded first, builds no schema).
 */
export function ensureCsrfToken(refresh = false): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing && !refresh) return Promise.resolve(existing);
  pendingCsrf ??= request(authRoutes.csrfToken.path)
    .then((body) => {
      const csrfToken = isRecord(body) ? body['csrfToken'] : undefined;
      if (typeof csrfToken !== 'string') throw unexpectedError(body);
      storeCsrfToken(csrfToken);
      return csrfToken;
    })
    .finally(() => {
      pendingCsrf = null;
    });
  return pendingCsrf;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, type: 'string' | 'number') => value === undefined || typeof value === type;
const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) &&
  typeof value['field'] === 'string' &&
  value['field'].length <= 200 &&
  typeof value['message'] === 'string' &&
  value['message'].length <= 500;

/**
 * The error body's fields when they have their documented types (contracts' apiErrorSchema), else nothing,
 * as a schema parse would answer. Written out so that the API client, which every page loads first, needs
 * no schema library: zod loads with the first page that validates a body.
 */
function readErrorBody(payload: unknown): {
  message?: string;
  error?: string;
  code?: string;
  status?: number;
  details?: FieldError[];
} {
  if (!isRecord(payload)) return {};
  const { message, error, code, status, details } = payload;
  const valid =
    optional(message, 'string') &&
    optional(error, 'string') &&
    optional(code, 'string') &&
    optional(status, 'number') &&
    (status === undefined || Number.isInteger(status)) &&
    (details === undefined || (Array.isArray(details) && details.every(isFieldError)));
  if (!valid) return {};
  return {
    message: message as string | undefined,
    error: error as string | undefined,
    code: code as string | undefined,
    status: status as number | undefined,
    details: details as FieldError[] | undefined,
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Normalises the server's `{ success: false, message, code, status, details }` into an ApiError. */
export function toApiError(payload: unknown, httpStatus: number): ApiError {
  const body = readErrorBody(payload);
  return new ApiError({
    message: body.message || body.error || GENERAL_MESSAGES.unexpected,
    code: toErrorCode(body.code),
    status: body.status ?? httpStatus,
    details: body.details,
    cause: payload,
  });
}

function handleUnauthorized(): void {
  clearAuthToken();
  if (window.location.pathname !== LOGIN_PATH) unauthorizedHandler();
}

async function send<T>(path: string, options: RequestOptions<T>, isRetry: boolean): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const brandId = getSelectedBrandId();
  // A call about a named brand (a brand-scoped endpoint given its brand) keeps it; others get the selected one.
  if (brandId && !isAuthPath(path) && !headers.has(BRAND_HEADER)) headers.set(BRAND_HEADER, brandId);
  if (method !== 'GET') {
    const csrfToken = await ensureCsrfToken();
    if (csrfToken) headers.set(CSRF_HEADER, csrfToken);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    const csrfFromServer = response.headers.get(CSRF_HEADER);
    if (csrfFromServer) storeCsrfToken(csrfFromServer);
    const payload = await readJson(response);

    if (!response.ok) {
      const error = toApiError(payload, response.status);
      if (response.status === 401 && !options.keepSessionOn401) handleUnauthorized();
      if (response.status === 403 && error.code === 'EMAIL_NOT_VERIFIED' && token && !isAuthPath(path)) {
        emailNotVerifiedHandler();
      }
      if (response.status === 403 && error.code === 'CSRF_INVALID' && !isRetry) {
        await ensureCsrfToken(true);
        return await send(path, options, true);
      }
      throw error;
    }
    if (!options.schema) return payload as T;
    const result = options.schema.safeParse(payload);
    if (!result.success) throw unexpectedError(result.error);
    return result.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) {
      throw new ApiError({ message: CLIENT_MESSAGES.requestTimeout, code: 'TIMEOUT', status: 0, cause: error });
    }
    // A caller's own cancellation (React Query unmounting) is not an error to show.
    if (options.signal?.aborted) throw error;
    throw unexpectedError(error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** One request with the common behaviour of spec 1 §7 (JSON, 30 s, bearer, brand, CSRF, error shape). */
export function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return send(path, options, false);
}

type BodylessOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

/**
 * A call by its generated route row (no path string, no schema): for the start-up path only, where
 * lib/endpoint-client would join the first download (the session check, the preferences). Everything else calls `api`.
 */
export function requestRoute<T = unknown>(
  route: EndpointRoute,
  options?: Omit<RequestOptions<T>, 'method'>,
): Promise<T> {
  return request<T>(route.path, { ...options, method: route.method });
}

export const apiClient = {
  get: <T = unknown>(path: string, options?: BodylessOptions<T>) => request<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: BodylessOptions<T>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
