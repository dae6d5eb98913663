import { BRAND_HEADER, CSRF_COOKIE, CSRF_HEADER, GENERAL_MESSAGES, STORAGE_KEYS } from '@bizamply/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { API_TIMEOUT_MS, ApiError, apiClient, setEmailNotVerifiedHandler, setUnauthorizedHandler } from './api-client';
import { readCookie, writeCookie } from './cookies';

const csrfRoute = {
  'GET /auth/csrf-token': () =>
    jsonResponse({ csrfToken: 'fresh-token' }, { headers: { [CSRF_HEADER]: 'fresh-token' } }),
};

function withCsrfCookie(value = 'cookie-token') {
  writeCookie(CSRF_COOKIE, value, { maxAgeSeconds: 60, secure: true });
}

describe('api client', () => {
  let restoreHandler: () => void = () => undefined;
  afterEach(() => {
    restoreHandler();
    window.history.replaceState(null, '', '/');
  });

  describe('headers', () => {
    beforeEach(() => withCsrfCookie());

    it('sends the stored bearer token, JSON accept and credentials', async () => {
      window.localStorage.setItem(STORAGE_KEYS.authToken, 'tok-1');
      const { calls, fetchMock } = mockFetch({ 'GET /api/things': () => jsonResponse({ ok: true }) });
      await expect(apiClient.get('/api/things')).resolves.toEqual({ ok: true });
      expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
      expect(calls[0]?.headers.get('Accept')).toBe('application/json');
      expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    });

    it('accepts a token stored under the older auth_token key', async () => {
      window.localStorage.setItem(STORAGE_KEYS.authTokenAlias, 'legacy');
      const { calls } = mockFetch({ 'GET /api/things': () => jsonResponse({}) });
      await apiClient.get('/api/things');
      expect(calls[0]?.headers.get('Authorization')).toBe('Bearer legacy');
    });

    it('sends no Authorization header without a token', async () => {
      const { calls } = mockFetch({ 'GET /api/things': () => jsonResponse({}) });
      await apiClient.get('/api/things');
      expect(calls[0]?.headers.has('Authorization')).toBe(false);
    });

    it('sends the selected brand on non-auth calls only', async () => {
      window.localStorage.setItem(STORAGE_KEYS.selectedBrand, 'brand-42');
      const { calls } = mockFetch({
        'GET /api/things': () => jsonResponse({}),
        'GET /auth/status': () => jsonResponse({ authenticated: false, user: null }),
      });
      await apiClient.get('/api/things');
      await apiClient.get('/auth/status');
      expect(calls[0]?.headers.get(BRAND_HEADER)).toBe('brand-42');
      expect(calls[1]?.headers.has(BRAND_HEADER)).toBe(false);
    });

    it('sends the CSRF cookie value on non-GET calls and never on GET', async () => {
      const { calls } = mockFetch({
        'GET /api/things': () => jsonResponse({}),
        'POST /api/things': () => jsonResponse({}),
      });
      await apiClient.get('/api/things');
      await apiClient.post('/api/things', { name: 'x' });
      expect(calls[0]?.headers.has(CSRF_HEADER)).toBe(false);
      expect(calls[1]?.headers.get(CSRF_HEADER)).toBe('cookie-token');
      expect(calls[1]?.headers.get('Content-Type')).toBe('application/json');
      expect(calls[1]?.body).toEqual({ name: 'x' });
    });

    it('adds query parameters, skipping empty ones', async () => {
      const { calls } = mockFetch({ 'GET /api/things': () => jsonResponse({}) });
      await apiClient.get('/api/things', { query: { page: 2, search: '', status: undefined, all: true } });
      expect(calls[0]?.url).toBe('/api/things?page=2&all=true');
    });
  });

  describe('CSRF', () => {
    it('fetches a token first when there is no cookie, then sends it', async () => {
      const { calls } = mockFetch({ ...csrfRoute, 'POST /api/things': () => jsonResponse({}) });
      await apiClient.post('/api/things', {});
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /auth/csrf-token', 'POST /api/things']);
      expect(calls[1]?.headers.get(CSRF_HEADER)).toBe('fresh-token');
      expect(readCookie(CSRF_COOKIE)).toBe('fresh-token');
    });

    it('stores a CSRF token carried in any response header', async () => {
      withCsrfCookie('old');
      mockFetch({ 'GET /api/things': () => jsonResponse({}, { headers: { [CSRF_HEADER]: 'rotated' } }) });
      await apiClient.get('/api/things');
      expect(readCookie(CSRF_COOKIE)).toBe('rotated');
    });

    it('refreshes the token and retries once after 403 CSRF_INVALID', async () => {
      withCsrfCookie('stale');
      let attempts = 0;
      const { calls } = mockFetch({
        ...csrfRoute,
        'POST /api/things': (request) => {
          attempts += 1;
          return request.headers.get(CSRF_HEADER) === 'fresh-token'
            ? jsonResponse({ saved: true })
            : errorResponse(403, 'CSRF_INVALID', GENERAL_MESSAGES.csrfInvalid);
        },
      });
      await expect(apiClient.post('/api/things', {})).resolves.toEqual({ saved: true });
      expect(attempts).toBe(2);
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        'POST /api/things',
        'GET /auth/csrf-token',
        'POST /api/things',
      ]);
    });

    it('does not retry a second time', async () => {
      withCsrfCookie('stale');
      const { calls } = mockFetch({
        ...csrfRoute,
        'POST /api/things': () => errorResponse(403, 'CSRF_INVALID', GENERAL_MESSAGES.csrfInvalid),
      });
      await expect(apiClient.post('/api/things', {})).rejects.toMatchObject({ code: 'CSRF_INVALID', status: 403 });
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    });

    it('does not retry other 403s', async () => {
      withCsrfCookie();
      const { calls } = mockFetch({ 'POST /api/things': () => errorResponse(403, 'FORBIDDEN', 'No') });
      await expect(apiClient.post('/api/things', {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(calls).toHaveLength(1);
    });
  });

  describe('401', () => {
    it('removes the token and calls the registered handler', async () => {
      window.localStorage.setItem(STORAGE_KEYS.authToken, 'expired');
      window.localStorage.setItem(STORAGE_KEYS.authTokenAlias, 'expired');
      window.history.replaceState(null, '', '/dashboard');
      const handler = vi.fn();
      restoreHandler = setUnauthorizedHandler(handler);
      mockFetch({ 'GET /api/things': () => errorResponse(401, 'UNAUTHORIZED', GENERAL_MESSAGES.unauthorized) });
      await expect(apiClient.get('/api/things')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
      expect(window.localStorage.getItem(STORAGE_KEYS.authTokenAlias)).toBeNull();
      expect(handler).toHaveBeenCalledTimes(1);
    });

    it('does not navigate when already on /login', async () => {
      window.history.replaceState(null, '', '/login');
      const handler = vi.fn();
      restoreHandler = setUnauthorizedHandler(handler);
      mockFetch({ 'GET /api/things': () => errorResponse(401, 'UNAUTHORIZED', GENERAL_MESSAGES.unauthorized) });
      await expect(apiClient.get('/api/things')).rejects.toBeInstanceOf(ApiError);
      expect(handler).not.toHaveBeenCalled();
    });

    it('keeps the session when the call says its 401 is about the request', async () => {
      withCsrfCookie();
      window.localStorage.setItem(STORAGE_KEYS.authToken, 'still-good');
      window.history.replaceState(null, '', '/signup');
      const handler = vi.fn();
      restoreHandler = setUnauthorizedHandler(handler);
      mockFetch({
        'POST /auth/register': () => errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
      });
      await expect(apiClient.post('/auth/register', {}, { keepSessionOn401: true })).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
      expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('still-good');
      expect(handler).not.toHaveBeenCalled();
    });
  });

  describe('403 EMAIL_NOT_VERIFIED (issue 13 §3)', () => {
    it('calls the registered handler for a signed-in call, but not for an auth call or without a token', async () => {
      const handler = vi.fn();
      restoreHandler = setEmailNotVerifiedHandler(handler);
      const refuse = () =>
        errorResponse(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address before continuing.');
      mockFetch({ 'GET /api/things': refuse, 'GET /auth/status': refuse });
      await expect(apiClient.get('/api/things')).rejects.toMatchObject({ code: 'EMAIL_NOT_VERIFIED', status: 403 });
      expect(handler).not.toHaveBeenCalled();
      window.localStorage.setItem(STORAGE_KEYS.authToken, 'tok-1');
      await expect(apiClient.get('/auth/status')).rejects.toBeInstanceOf(ApiError);
      expect(handler).not.toHaveBeenCalled();
      await expect(apiClient.get('/api/things')).rejects.toBeInstanceOf(ApiError);
      expect(handler).toHaveBeenCalledTimes(1);
      expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-1');
    });
  });

  describe('errors', () => {
    it('keeps the server error body: message, code, status, details', async () => {
      const details = [{ field: 'email', message: 'Email is required' }];
      mockFetch({ 'GET /api/things': () => errorResponse(400, 'VALIDATION_ERROR', 'Validation failed', details) });
      const error = await apiClient.get('/api/things').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: 'Validation failed', code: 'VALIDATION_ERROR', status: 400, details });
    });

    it('falls back for a body that is not the error shape', async () => {
      mockFetch({ 'GET /api/things': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
      await expect(apiClient.get('/api/things')).rejects.toMatchObject({
        message: GENERAL_MESSAGES.unexpected,
        code: 'UNKNOWN_ERROR',
        status: 502,
      });
    });

    it('maps an unknown code to UNKNOWN_ERROR', async () => {
      mockFetch({ 'GET /api/things': () => errorResponse(500, 'WHATEVER', 'Boom') });
      await expect(apiClient.get('/api/things')).rejects.toMatchObject({ code: 'UNKNOWN_ERROR', message: 'Boom' });
    });

    it('turns a network failure into the spec fallback with status 0', async () => {
      vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
      await expect(apiClient.get('/api/things')).rejects.toMatchObject({
        message: 'An unexpected error occurred',
        code: 'UNKNOWN_ERROR',
        status: 0,
      });
    });

    it('rejects a success body that does not match the schema', async () => {
      const { csrfTokenResponseSchema } = await import('@bizamply/contracts');
      mockFetch({ 'GET /api/things': () => jsonResponse({ nope: 1 }) });
      await expect(apiClient.get('/api/things', { schema: csrfTokenResponseSchema })).rejects.toMatchObject({
        code: 'UNKNOWN_ERROR',
      });
    });
  });

  describe('timeout', () => {
    it('aborts after 30 s with a TIMEOUT error', async () => {
      vi.useFakeTimers();
      let signal: AbortSignal | undefined;
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_input: RequestInfo | URL, init?: RequestInit) =>
            new Promise<Response>((_resolve, reject) => {
              signal = init?.signal ?? undefined;
              signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
            }),
        ),
      );
      const pending = apiClient.get('/api/slow').catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(signal?.aborted).toBe(true);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'TIMEOUT', status: 0 });
    });
  });
});
