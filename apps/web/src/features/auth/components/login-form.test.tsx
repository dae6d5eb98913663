import { AUTH_MESSAGES, CSRF_COOKIE, STORAGE_KEYS } from '@bizamply/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { browserLocation } from '@/lib/navigation';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { FIRST_RENDER_BUDGET_MS, preloadLazyModules } from '@/testing/preload-lazy-modules';

async function openLogin(path = '/login') {
  const view = renderApp(path);
  await screen.findByRole('button', { name: 'Sign in' });
  return view;
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

preloadLazyModules([() => import('@/features/auth/pages/login-page')], async () => {
  mockFetch({});
  renderApp('/login');
  await screen.findByRole('button', { name: 'Sign in' }, { timeout: FIRST_RENDER_BUDGET_MS });
});

describe('login form', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 60 }));

  it('reports both required fields with the spec text', async () => {
    const { calls } = mockFetch({});
    await openLogin();
    await fill('', '');
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.url === '/auth/login')).toBe(false);
  });

  it('reports a malformed address and a short password, one message per field', async () => {
    mockFetch({});
    await openLogin();
    await fill('not-an-email', '12345');
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordMin6)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.emailRequired)).not.toBeInTheDocument();
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    mockFetch({});
    await openLogin();
    const user = await fill('', '');
    await screen.findByText(AUTH_MESSAGES.emailRequired);
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByText(AUTH_MESSAGES.emailRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.emailInvalid)).not.toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
  });

  it.each([
    ['INVALID_CREDENTIALS', 401, AUTH_MESSAGES.invalidCredentials],
    ['RATE_LIMIT_EXCEEDED', 429, AUTH_MESSAGES.loginRateLimited],
    ['ACCOUNT_SUSPENDED', 403, AUTH_MESSAGES.accountSuspended],
    ['SERVICE_UNAVAILABLE', 503, 'Try again in a minute'],
  ])('shows the text for %s', async (code, status, text) => {
    mockFetch({ 'POST /auth/login': () => errorResponse(status, code, 'Try again in a minute') });
    await openLogin();
    await fill('dana@brand.test', 'secret-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it("shows 'Login failed' when the server cannot be reached", async () => {
    mockFetch({ 'POST /auth/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    await openLogin();
    await fill('dana@brand.test', 'secret-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginFailed);
  });

  it("signs in: 'Signing in...', token stored, status fetched, then on to the returnUrl", async () => {
    let releaseLogin: () => void = () => undefined;
    const user = buildUser();
    const { calls } = mockFetch({
      'POST /auth/login': () =>
        new Promise<Response>((resolve) => {
          releaseLogin = () => resolve(jsonResponse({ success: true, token: 'new-token', user, message: 'Welcome' }));
        }),
      'GET /auth/status': () => jsonResponse({ authenticated: true, user }),
    });
    const { router } = await openLogin(`/login?returnUrl=${encodeURIComponent('/settings')}`);
    await fill('  dana@brand.test ', 'secret-123');
    const busy = await screen.findByRole('button', { name: AUTH_MESSAGES.signingIn });
    expect(busy).toBeDisabled();
    releaseLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    // "Remember me" unticked: the token lasts as long as this browser session (issue 19 item 17).
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authToken)).toBe('new-token');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    const login = calls.find((call) => call.url === '/auth/login');
    expect(login?.body).toEqual({ email: 'dana@brand.test', password: 'secret-123', rememberMe: false });
    expect(login?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(calls.some((call) => call.url === '/auth/status')).toBe(true);
  });

  it('with Remember me ticked, keeps the sign-in beyond this browser session (localStorage, a long session)', async () => {
    const user = buildUser();
    const { calls } = mockFetch({
      'POST /auth/login': () => jsonResponse({ success: true, token: 'kept-token', user, message: 'ok' }),
      'GET /auth/status': () => jsonResponse({ authenticated: true, user }),
    });
    const { router } = await openLogin(`/login?returnUrl=${encodeURIComponent('/settings')}`);
    await userEvent.click(screen.getByLabelText('Remember me'));
    await fill('dana@brand.test', 'secret-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('kept-token');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(calls.find((call) => call.url === '/auth/login')?.body).toMatchObject({ rememberMe: true });
  });

  it('sends a user without onboarding to /onboarding after signing in', async () => {
    const user = buildUser({ firstimeSetup: 0 });
    mockFetch({
      'POST /auth/login': () => jsonResponse({ success: true, token: 't', user, message: 'ok' }),
      'GET /auth/status': () => jsonResponse({ authenticated: true, user }),
    });
    const { router } = await openLogin();
    await fill('dana@brand.test', 'secret-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('shows the text of an error code brought back from a third-party sign-in', async () => {
    mockFetch({});
    await openLogin('/login?error=google_auth_failed');
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.googleAuthFailed);
  });

  it('sends an address that is not verified yet to the code page', async () => {
    mockFetch({
      'POST /auth/login': () =>
        errorResponse(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address. We sent a new verification code.'),
    });
    const { router } = await openLogin();
    await fill('maya@north.test', 'secret-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/verify-otp'));
    expect(router.state.location.search).toBe('?email=maya%40north.test');
  });

  it('starts Google sign-in by browser navigation to /auth/google', async () => {
    mockFetch({});
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await openLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(assign).toHaveBeenCalledWith('/auth/google');
  });

  it("links to the simple registration ('Create an account')", async () => {
    mockFetch({});
    await openLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?mode=email');
  });
});
