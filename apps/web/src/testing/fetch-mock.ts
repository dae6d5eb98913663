import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

export function errorResponse(status: number, code: string, message: string, details?: unknown) {
  return jsonResponse({ success: false, message, code, status, details }, { status });
}

/**
 * Replaces global fetch with a router of `'METHOD /path'` → responder. Unknown calls answer 404 in the
 * server's error shape. Every call is recorded (URL path, method, headers, parsed body).
 */
export function mockFetch(routes: Record<string, Responder>) {
  const calls: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      url: `${url.pathname}${url.search}`,
      method,
      headers: new Headers(init.headers),
      body: rawBody ? JSON.parse(rawBody) : undefined,
    };
    calls.push(request);
    const responder = routes[`${method} ${url.pathname}`];
    if (!responder) return errorResponse(404, 'NOT_FOUND', 'Not found');
    return responder(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
