import { AUTH_MESSAGES, CSRF_COOKIE, SIGN_IN_MESSAGES, STORAGE_KEYS } from '@bizamply/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { CALLBACK_FAILURE_REDIRECT_MS } from './auth-callback-page';

const CODE = 'c'.repeat(43);
const exchanged = (returnUrl: string | null, user = buildUser({ firstimeSetup: 0 })) =>
  jsonResponse({ success: true, message: 'Login successful', token: 'tok-9', user, returnUrl });

describe('/auth/callback', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 60 }));

  it('trades the one-time code for a session, then follows the rules', async () => {
    const { calls } = mockFetch({
      'POST /auth/exchange': () => exchanged(null),
      'GET /auth/status': () => jsonResponse({ authenticated: true, user: buildUser({ firstimeSetup: 0 }) }),
    });
    const { router } = renderApp(`/auth/callback?code=${CODE}`);
    expect(await screen.findByText(AUTH_MESSAGES.processingAuthentication)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-9');
    expect(calls.filter((call) => call.url === '/auth/exchange')).toHaveLength(1);
    expect(calls.find((call) => call.url === '/auth/exchange')?.body).toEqual({ code: CODE });
  });

  it('goes back to the safe returnUrl the sign-in started with, never elsewhere', async () => {
    mockFetch({
      'POST /auth/exchange': () => exchanged('/reports?tab=2', buildUser()),
      'GET /auth/status': () => jsonResponse({ authenticated: true, user: buildUser() }),
    });
    const { router } = renderApp(`/auth/callback?code=${CODE}&returnUrl=${encodeURIComponent('//evil.example')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('never takes a session token from the address (the old ?token= link signs nobody in)', async () => {
    const { calls } = mockFetch({});
    renderApp('/auth/callback?token=tok-9');
    expect(await screen.findByText(AUTH_MESSAGES.noTokenReceived)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(calls.some((call) => call.url === '/auth/status')).toBe(false);
  });

  it('explains a code that expired, was used, or belongs to another browser', async () => {
    mockFetch({ 'POST /auth/exchange': () => errorResponse(400, 'INVALID_LINK', SIGN_IN_MESSAGES.codeInvalid) });
    renderApp(`/auth/callback?code=${CODE}`);
    expect(await screen.findByText(SIGN_IN_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.authenticationFailed)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('asks before replacing the session of another user, and switches only when told to', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'current-token');
    const current = buildUser({ email: 'current@example.com' });
    let exchanges = 0;
    const { calls } = mockFetch({
      'GET /auth/status': (request) =>
        jsonResponse({
          authenticated: true,
          user:
            request.headers.get('authorization') === 'Bearer tok-9' ? buildUser({ email: 'new@example.com' }) : current,
        }),
      'POST /auth/exchange': () => {
        exchanges += 1;
        return exchanges === 1
          ? errorResponse(409, 'SESSION_CONFLICT', SIGN_IN_MESSAGES.sessionConflict)
          : exchanged(null, buildUser({ email: 'new@example.com' }));
      },
      'POST /auth/logout': () => jsonResponse({ success: true, message: 'Logged out successfully' }),
      // Signing out drops the CSRF cookie; the next POST fetches a new one.
      'GET /auth/csrf-token': () => jsonResponse({ csrfToken: 'csrf-2' }),
    });
    const { router } = renderApp(`/auth/callback?code=${CODE}`);
    expect(await screen.findByText(SIGN_IN_MESSAGES.sessionConflictTitle)).toBeInTheDocument();
    expect(screen.getByText('current@example.com')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('current-token');

    await userEvent.setup().click(screen.getByRole('button', { name: SIGN_IN_MESSAGES.switchAccount }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-9');
    const exchangesSent = calls.filter((call) => call.url === '/auth/exchange');
    expect(exchangesSent.map((call) => call.headers.get('authorization'))).toEqual(['Bearer current-token', null]);
    expect(calls.some((call) => call.url === '/auth/logout')).toBe(true);
  });

  it('keeps the current session when the user chooses to stay', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'current-token');
    mockFetch({
      'GET /auth/status': () => jsonResponse({ authenticated: true, user: buildUser() }),
      'POST /auth/exchange': () => errorResponse(409, 'SESSION_CONFLICT', SIGN_IN_MESSAGES.sessionConflict),
    });
    const { router } = renderApp(`/auth/callback?code=${CODE}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: SIGN_IN_MESSAGES.staySignedIn }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('current-token');
  });

  it('shows the failure, then after 3 s goes to /login with the error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({});
    const { router } = renderApp('/auth/callback?error=oauth_processing_failed');
    expect(await screen.findByText(AUTH_MESSAGES.authenticationFailed)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.oauthProcessingFailed)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.redirectingToLogin)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CALLBACK_FAILURE_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/auth/callback');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?error=oauth_processing_failed');
  });

  it.each([
    ['account_suspended', AUTH_MESSAGES.accountSuspended],
    ['account_inactive', SIGN_IN_MESSAGES.accountInactive],
  ])('tells a refused account why (%s)', async (error, message) => {
    mockFetch({});
    renderApp(`/auth/callback?error=${error}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the generic text for an unknown code, never the raw value', async () => {
    mockFetch({});
    renderApp('/auth/callback?error=%3Cscript%3E');
    expect(await screen.findByText(AUTH_MESSAGES.authFailedGeneric)).toBeInTheDocument();
    expect(screen.queryByText('<script>')).not.toBeInTheDocument();
  });
});
