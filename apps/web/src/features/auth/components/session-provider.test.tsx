import { CSRF_COOKIE, LOGOUT_CLEARED_KEYS, STORAGE_KEYS } from '@bizamply/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from '@/lib/cookies';
import { browserLocation } from '@/lib/navigation';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { STATUS_RECHECK_INTERVAL_MS, STATUS_RETRY_DELAY_MS } from './session-provider';

function fillStorage() {
  for (const key of LOGOUT_CLEARED_KEYS) window.localStorage.setItem(key, `value-of-${key}`);
  window.localStorage.setItem(STORAGE_KEYS.theme, 'dark');
  writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 60 });
}

describe('session', () => {
  it('retries the start-up status check twice, 1 s apart, then treats the visitor as anonymous', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const { calls } = mockFetch({ 'GET /auth/status': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down') });
    const { router } = renderApp('/settings');
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_RETRY_DELAY_MS));
    expect(calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(STATUS_RETRY_DELAY_MS));
    expect(calls).toHaveLength(3);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_RETRY_DELAY_MS * 3));
    expect(calls.filter((call) => call.url === '/auth/status')).toHaveLength(3);
  });

  it('signs in after a failed first check when a retry succeeds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    let attempt = 0;
    mockFetch({
      'GET /auth/status': () => {
        attempt += 1;
        return attempt === 1
          ? Promise.reject(new TypeError('offline'))
          : jsonResponse({ authenticated: true, user: buildUser() });
      },
    });
    renderApp('/settings');
    await act(() => vi.advanceTimersByTimeAsync(STATUS_RETRY_DELAY_MS));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('drops a token the server no longer accepts', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'revoked');
    mockFetch({ 'GET /auth/status': () => jsonResponse({ authenticated: false, user: null }) });
    const { router } = renderApp('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('re-checks every 5 minutes and signs out when the session has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    let authenticated = true;
    mockFetch({
      'GET /auth/status': () =>
        jsonResponse(authenticated ? { authenticated: true, user: buildUser() } : { authenticated: false, user: null }),
      'GET /auth/csrf-token': () => jsonResponse({ csrfToken: 'c' }),
      'POST /auth/logout': () => jsonResponse({ success: true, message: 'Signed out' }),
    });
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    authenticated = false;
    await act(() => vi.advanceTimersByTimeAsync(STATUS_RECHECK_INTERVAL_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('logout clears every session key and goes to /login', async () => {
    fillStorage();
    const { calls } = mockFetch({
      'GET /auth/status': () => jsonResponse({ authenticated: true, user: buildUser() }),
      'POST /auth/logout': () => jsonResponse({ success: true, message: 'Signed out' }),
    });
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((call) => call.method === 'POST' && call.url === '/auth/logout')).toBe(true);
    for (const key of LOGOUT_CLEARED_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(readCookie(CSRF_COOKIE)).toBeNull();
  });

  it('logout still clears everything when the server call fails, then reloads /login', async () => {
    fillStorage();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    mockFetch({
      'GET /auth/status': () => jsonResponse({ authenticated: true, user: buildUser() }),
      'POST /auth/logout': () => Promise.reject(new TypeError('offline')),
    });
    renderApp('/logout');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    for (const key of LOGOUT_CLEARED_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
  });
});
