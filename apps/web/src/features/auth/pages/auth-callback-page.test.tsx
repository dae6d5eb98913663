import { AUTH_MESSAGES, STORAGE_KEYS } from '@bizamply/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { CALLBACK_FAILURE_REDIRECT_MS } from './auth-callback-page';

describe('/auth/callback', () => {
  it('stores the token, loads the user and follows the rules', async () => {
    mockFetch({
      'GET /auth/status': () => jsonResponse({ authenticated: true, user: buildUser({ firstimeSetup: 0 }) }),
    });
    const { router } = renderApp('/auth/callback?token=tok-9&userData=%7B%7D');
    expect(await screen.findByText(AUTH_MESSAGES.processingAuthentication)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-9');
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

  it('fails without a token', async () => {
    mockFetch({});
    renderApp('/auth/callback');
    expect(await screen.findByText(AUTH_MESSAGES.noTokenReceived)).toBeInTheDocument();
  });

  it('fails and forgets a token the server rejects', async () => {
    mockFetch({ 'GET /auth/status': () => jsonResponse({ authenticated: false, user: null }) });
    renderApp('/auth/callback?token=bad');
    expect(await screen.findByText(AUTH_MESSAGES.failedWithToken)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('tells a suspended account so', async () => {
    mockFetch({});
    renderApp('/auth/callback?error=account_suspended');
    expect(await screen.findByText(AUTH_MESSAGES.accountSuspended)).toBeInTheDocument();
  });

  it('shows the generic text for an unknown code, never the raw value', async () => {
    mockFetch({});
    renderApp('/auth/callback?error=%3Cscript%3E');
    expect(await screen.findByText(AUTH_MESSAGES.authFailedGeneric)).toBeInTheDocument();
    expect(screen.queryByText('<script>')).not.toBeInTheDocument();
  });
});
