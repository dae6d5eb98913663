import { AUTH_MESSAGES, CSRF_COOKIE } from '@bizamply/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { mockFetch } from '@/testing/fetch-mock';
import { FIRST_RENDER_BUDGET_MS, preloadLazyModules } from '@/testing/preload-lazy-modules';
import { renderApp } from '@/testing/render-app';

// The login schema's chunk cannot be fetched (offline after the page loaded).
vi.mock('../lib/login-schema', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

// The test's first findBy waits for the page alone: the page's chunk, the session's status call and the first render's
// compilation (seconds on a loaded machine) are paid here, with their own budget. The warm-up never focuses the form,
// so the schema's chunk is not asked for before the test does.
preloadLazyModules([() => import('@/features/auth/pages/login-page')], async () => {
  mockFetch({});
  renderApp('/login');
  await screen.findByRole('button', { name: 'Sign in' }, { timeout: FIRST_RENDER_BUDGET_MS });
});

describe('login form, when its schema cannot load', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 60 }));

  it("shows 'Login failed' and sends nothing", async () => {
    const { calls } = mockFetch({});
    renderApp('/login');
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Email'), 'dana@brand.test');
    await events.type(screen.getByLabelText('Password'), 'secret-123');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.loginFailed)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/auth/login')).toBe(false);
  });
});
