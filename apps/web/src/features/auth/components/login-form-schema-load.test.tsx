import { AUTH_MESSAGES, CSRF_COOKIE } from '@bizamply/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { FIRST_RENDER_BUDGET_MS, preloadLazyModules } from '@/testing/preload-lazy-modules';
import { renderApp } from '@/testing/render-app';

// The login schema's chunk (loaded on first use) held until a test lets it arrive: a submit made before then must
// wait for it and be validated, not sent as it is.
const schemaLoad = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('../lib/login-schema', async (importOriginal) => {
  await schemaLoad.arrived;
  return importOriginal();
});

// The test's first findBy waits for the page alone: the page's chunk, the session's status call and the first render's
// compilation (seconds on a loaded machine) are paid here, with their own budget. The warm-up never focuses the form,
// so the schema's chunk is not asked for before the test does.
preloadLazyModules([() => import('@/features/auth/pages/login-page')], async () => {
  mockFetch({});
  renderApp('/login');
  await screen.findByRole('button', { name: 'Sign in' }, { timeout: FIRST_RENDER_BUDGET_MS });
});

describe('login form, before its schema has loaded', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 60 }));

  it('validates a submit made before the schema arrived, with the spec text, and sends nothing invalid', async () => {
    const user = buildUser();
    const { calls } = mockFetch({
      'POST /auth/login': () => jsonResponse({ success: true, token: 'new-token', user, message: 'Welcome' }),
      'GET /auth/status': () => jsonResponse({ authenticated: true, user }),
    });
    const { router } = renderApp('/login');
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Email'), 'not-an-email');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    // Still loading: no message yet, and nothing sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(AUTH_MESSAGES.emailInvalid)).not.toBeInTheDocument();
    schemaLoad.release();
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/auth/login')).toBe(false);

    // With the schema there, a valid sign-in goes through as before (the schema's trimming included).
    await events.clear(screen.getByLabelText('Email'));
    await events.type(screen.getByLabelText('Email'), ' dana@brand.test ');
    await events.type(screen.getByLabelText('Password'), 'secret-123');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    const login = calls.find((call) => call.url === '/auth/login');
    expect(login?.body).toEqual({ email: 'dana@brand.test', password: 'secret-123', rememberMe: false });
  });
});
