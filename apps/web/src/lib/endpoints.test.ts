import {
  BRAND_HEADER,
  CREDIT_SETTINGS_DEFAULTS,
  CSRF_COOKIE,
  endpointRouteTable,
  endpoints,
  IDEMPOTENCY_HEADER,
  STORAGE_KEYS,
  type TemplateInput,
} from '@bizamply/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { API_TIMEOUT_MS, ApiError, setUnauthorizedHandler } from './api-client';
import { writeCookie } from './cookies';
import { api } from './endpoints';
import { endpointRoutes } from './generated/endpoints';

const template = {
  id: '0b8e5c1e-6a51-4f0e-9f57-2d1c3b9a0e11',
  name: 'Thanks',
  body: 'Thank you!',
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};
const balance = { totalCredits: 100, usedCredits: 4, availableCredits: 96 };

describe('the api client derived from the endpoint definitions', () => {
  beforeEach(() => {
    writeCookie(CSRF_COOKIE, 'cookie-token', { maxAgeSeconds: 60, secure: true });
    window.localStorage.setItem(STORAGE_KEYS.selectedBrand, 'brand-selected');
  });
  afterEach(() => window.localStorage.clear());

  it('sends method, path with its encoded parameter, body and brand as the definition says', async () => {
    const { calls } = mockFetch({
      'PUT /api/templates/a%20b': () => jsonResponse({ success: true, data: template }),
    });
    const saved = await api.templates.update({
      brandId: 'brand-7',
      params: { id: 'a b' },
      body: { name: 'Thanks', body: 'Thank you!' },
    });
    expect(saved.data).toEqual(template);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/templates/a%20b' });
    expect(calls[0]?.body).toEqual({ name: 'Thanks', body: 'Thank you!' });
    expect(calls[0]?.headers.get(BRAND_HEADER)).toBe('brand-7');
  });

  it('names the selected brand when the call does not name one', async () => {
    const { calls } = mockFetch({
      'GET /api/templates': () => jsonResponse({ success: true, data: { templates: [], max: 50 } }),
    });
    await api.templates.list();
    expect(calls[0]?.headers.get(BRAND_HEADER)).toBe('brand-selected');
  });

  it('calls the /api prefix only, never /backend/api', async () => {
    const { calls } = mockFetch({
      'GET /api/credits/settings': () =>
        jsonResponse({
          success: true,
          data: { ...CREDIT_SETTINGS_DEFAULTS, lastUpdated: null, updatedBy: 'System', version: 1 },
        }),
    });
    await api.credits.settings();
    expect(calls.map((call) => call.url)).toEqual(['/api/credits/settings']);
  });

  it('validates the answer against the definition', async () => {
    mockFetch({ 'GET /api/credits/balance': () => jsonResponse({ success: true, data: { totalCredits: 'many' } }) });
    await expect(api.credits.balance()).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
  });

  it("lets a slow endpoint's caller wait longer than the default timeout", async () => {
    vi.useFakeTimers();
    try {
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
      const pending = api.automation.dryRun({ params: { id: 'r1' } }, { timeoutMs: 60_000 }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(60_000 - API_TIMEOUT_MS);
      expect(signal?.aborted).toBe(true);
      await expect(pending).resolves.toMatchObject({ code: 'TIMEOUT', status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("adds a call's own headers beside the brand, which they cannot replace", async () => {
    const { calls } = mockFetch({
      'POST /api/comments/c%201/not-spam': () => jsonResponse({ success: true, message: 'Moved to Inbox' }),
    });
    await api.comments.notSpam(
      { params: { id: 'c 1' } },
      { headers: { [IDEMPOTENCY_HEADER]: 'key-1', [BRAND_HEADER]: 'brand-other' } },
    );
    expect(calls[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(calls[0]?.headers.get(BRAND_HEADER)).toBe('brand-selected');
  });

  it('keeps the session on a 401 when the call says the 401 is about the request', async () => {
    const unauthorized = vi.fn();
    const restore = setUnauthorizedHandler(unauthorized);
    try {
      mockFetch({
        'POST /api/profile/change-password': () => errorResponse(401, 'UNAUTHORIZED', 'Current password is wrong'),
      });
      const body = {
        currentPassword: 'old-password',
        newPassword: 'New-password-1',
        confirmPassword: 'New-password-1',
      };
      await expect(api.profile.changePassword({ body }, { keepSessionOn401: true })).rejects.toMatchObject({
        status: 401,
      });
      expect(unauthorized).not.toHaveBeenCalled();
      await expect(api.profile.changePassword({ body })).rejects.toMatchObject({ status: 401 });
      expect(unauthorized).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });

  it('rejects with the common error shape', async () => {
    mockFetch({ 'DELETE /api/templates/x': () => errorResponse(404, 'NOT_FOUND', 'Template not found') });
    const failure = api.templates.remove({ params: { id: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Template not found' });
  });
});

describe('query keys', () => {
  afterEach(() => window.localStorage.clear());

  it("has every group and endpoint of the route table, each group's client made once", () => {
    const credits = api.credits;
    expect(api.credits).toBe(credits);
    expect(Object.keys(api)).toEqual(Object.keys(endpointRoutes));
    for (const [group, routes] of Object.entries(endpointRoutes)) {
      expect(Object.keys(api[group as keyof typeof api])).toEqual(Object.keys(routes));
    }
  });

  it('gives each endpoint one key, whichever feature asks', () => {
    expect(api.credits.balance.key()).toEqual(['credits', 'balance']);
    expect(api.credits.balance.queryOptions().queryKey).toEqual(api.credits.balance.key());
    expect(api.credits.settings.key()).toEqual(['credits', 'settings']);
  });

  it('keys a brand-scoped endpoint by its brand, and waits while there is none', () => {
    window.localStorage.setItem(STORAGE_KEYS.selectedBrand, 'brand-selected');
    expect(api.templates.list.key()).toEqual(['templates', 'list', 'brand-selected']);
    expect(api.templates.list.key({ brandId: 'brand-7' })).toEqual(['templates', 'list', 'brand-7']);
    expect(api.templates.list.queryOptions({ brandId: null }).enabled).toBe(false);
    expect(api.templates.list.queryOptions({ brandId: 'brand-7' }).enabled).toBe(true);
  });

  it('shares the cache: a balance fetched for the shell is the inbox balance', async () => {
    mockFetch({ 'GET /api/credits/balance': () => jsonResponse({ success: true, data: balance }) });
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(api.credits.balance.queryOptions());
    expect(queryClient.getQueryData(api.credits.balance.queryOptions().queryKey)?.data).toEqual(balance);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['credits'] })).toHaveLength(1);
  });
});

describe('types from the definitions', () => {
  it('types a body, parameters and answer from the definition; a body that does not match fails typecheck', () => {
    expectTypeOf(api.templates.create).parameter(0).toHaveProperty('body').toEqualTypeOf<TemplateInput>();
    expectTypeOf(api.credits.balance).returns.resolves.toHaveProperty('data').toEqualTypeOf<typeof balance>();
    // A non-JSON endpoint keeps its route and key (for a link, an image, an EventSource), typed, and no call.
    expectTypeOf(api.auth.google).not.toBeFunction();
    expectTypeOf(api.auth.google.endpoint.path).toEqualTypeOf<'/auth/google'>();
    expectTypeOf(api.auth.google.key).toBeFunction();

    // Never run: each line is a call the definitions forbid, so `npm run typecheck` fails if one compiles.
    const forbidden = () => [
      // @ts-expect-error -- a renamed body field (title instead of name) does not match templates.create's body.
      api.templates.create({ body: { title: 'Thanks', body: 'Thank you!' } }),
      // @ts-expect-error -- a field of the wrong type.
      api.templates.create({ body: { name: 7, body: 'Thank you!' } }),
      // @ts-expect-error -- the body is required.
      api.templates.create(),
      // @ts-expect-error -- the path parameter is required.
      api.templates.remove({}),
      // @ts-expect-error -- an endpoint without a body takes none.
      api.credits.balance({ body: { totalCredits: 1 } }),
      // @ts-expect-error -- only brand-scoped endpoints take a brand.
      api.credits.balance({ brandId: 'brand-7' }),
      // @ts-expect-error -- a POST has no query options: it is not cached.
      api.credits.saveSettings.queryOptions(),
      // @ts-expect-error -- spec 1 §7's direct connect outside /api/ is typed too: Facebook's field is pageId.
      api.connections.connectFacebook({ body: { brandId: 'brand-7', handle: '@brand' } }),
      // @ts-expect-error -- the status check names its platform from the platform list.
      api.connections.status({ params: { platform: 'myspace', brandId: 'brand-7' } }),
      // @ts-expect-error -- a non-JSON answer (a redirect) is the browser's to follow: the client has no call for it.
      api.auth.google(),
      // @ts-expect-error -- nor for bytes (an image's address) …
      api.profile.avatar({ params: { userId: 'u' } }),
      // @ts-expect-error -- … nor for an event stream (an EventSource's), nor query options.
      api.live.stream.queryOptions(),
    ];
    expect(typeof forbidden).toBe('function');
  });
});

describe('the generated route table', () => {
  it('is up to date with the definitions (else run `npm run generate:endpoints`)', () => {
    expect(endpointRoutes).toEqual(endpointRouteTable(endpoints));
  });
});
