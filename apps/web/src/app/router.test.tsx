import {
  ADMIN_CUSTOMER_MESSAGES,
  AUTOMATION_MESSAGES,
  GENERAL_MESSAGES,
  SHELL_MESSAGES,
  STORAGE_KEYS,
  type User,
} from '@bizamply/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

function signedInAs(user: User) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  return mockFetch({ 'GET /auth/status': () => jsonResponse({ authenticated: true, user }) });
}

function anonymous() {
  return mockFetch({});
}

async function expectPath(router: ReturnType<typeof renderApp>['router'], pathname: string, search = '') {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 3000 });
  expect(router.state.location.search).toBe(search);
}

describe('route protection', () => {
  it('sends an anonymous visitor of a protected page to /login with the returnUrl', async () => {
    anonymous();
    const { router } = renderApp('/transactions?page=2');
    await expectPath(router, '/login', `?returnUrl=${encodeURIComponent('/transactions?page=2')}`);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends / to /login for an anonymous visitor', async () => {
    anonymous();
    const { router } = renderApp('/');
    await expectPath(router, '/login');
  });

  it('sends an unknown path to / and on from there', async () => {
    anonymous();
    const { router } = renderApp('/no/such/page');
    await expectPath(router, '/login');
  });

  it("shows 'Authenticating...' while the stored token is being verified", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    mockFetch({ 'GET /auth/status': () => new Promise<Response>(() => undefined) });
    renderApp('/transactions');
    expect(await screen.findByText(GENERAL_MESSAGES.authenticating)).toBeInTheDocument();
  });

  it('sends / to /dashboard for a signed-in user', async () => {
    signedInAs(buildUser());
    const { router } = renderApp('/');
    await expectPath(router, '/dashboard');
    // The first test here loads the lazy signed-in area, shell and page chunks: allow for that once.
    expect(
      await screen.findByRole('heading', { name: SHELL_MESSAGES.navDashboard }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }, 30_000);

  it('sends a non-admin opening /customers to /dashboard', async () => {
    signedInAs(buildUser({ isAdmin: false }));
    const { router } = renderApp('/customers');
    await expectPath(router, '/dashboard');
  });

  it('lets an administrator open /customers', async () => {
    signedInAs(buildUser({ isAdmin: true, role: 'admin' }));
    const { router } = renderApp('/customers');
    // The page itself asks the server to confirm the role before it shows anything else.
    expect(await screen.findByText(ADMIN_CUSTOMER_MESSAGES.verifyingAccess)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customers');
  });

  it.each(['/dashboard', '/analytics', '/plans'])(
    'sends a user without onboarding from %s to /onboarding',
    async (path) => {
      signedInAs(buildUser({ firstimeSetup: 0 }));
      const { router } = renderApp(path);
      await expectPath(router, '/onboarding');
    },
  );

  it('lets a user whose skip could not be saved open /dashboard (the skip flag)', async () => {
    signedInAs(buildUser({ firstimeSetup: 0 }));
    window.localStorage.setItem(STORAGE_KEYS.skipOnboarding, 'true');
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: SHELL_MESSAGES.navDashboard })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a user without onboarding open pages that do not need it', async () => {
    signedInAs(buildUser({ firstimeSetup: 0 }));
    const { router } = renderApp('/settings');
    expect(await screen.findByRole('heading', { name: SHELL_MESSAGES.navSettings })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('sends a signed-in user opening /login to /dashboard', async () => {
    signedInAs(buildUser());
    const { router } = renderApp('/login');
    await expectPath(router, '/dashboard');
  });

  it('sends a signed-in user without onboarding opening /signup to /onboarding', async () => {
    signedInAs(buildUser({ firstimeSetup: 0 }));
    const { router } = renderApp('/signup');
    await expectPath(router, '/onboarding');
  });

  it('sends an administrator opening /login to /dashboard even without onboarding', async () => {
    signedInAs(buildUser({ isAdmin: true, role: 'admin', firstimeSetup: 0 }));
    const { router } = renderApp('/login');
    await expectPath(router, '/dashboard');
  });

  it('follows an in-app returnUrl for a signed-in user opening /login', async () => {
    signedInAs(buildUser());
    const { router } = renderApp(`/login?returnUrl=${encodeURIComponent('/transactions?page=3')}`);
    await expectPath(router, '/transactions', '?page=3');
  });

  it.each(['/\\evil.example.com', '//evil.example.com', 'https://evil.example.com/', 'javascript:alert(1)'])(
    'falls back to /dashboard for the returnUrl %j, without an error page (issue 19 item 8)',
    async (returnUrl) => {
      signedInAs(buildUser());
      const { router } = renderApp(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
      await expectPath(router, '/dashboard');
      expect(await screen.findByRole('heading', { name: SHELL_MESSAGES.navDashboard })).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    },
  );

  it('sends a user whose address is not verified to the code page from any protected page (issue 13 §3)', async () => {
    signedInAs(buildUser({ emailVerified: false, email: 'new@example.com', firstimeSetup: 0 }));
    for (const path of ['/dashboard', '/onboarding', '/reports']) {
      const { router, unmount } = renderApp(path);
      await expectPath(router, '/signup/verify-otp', `?email=${encodeURIComponent('new@example.com')}`);
      unmount();
    }
  });

  it('sends /inbox to /responses and keeps the query', async () => {
    signedInAs(buildUser());
    const { router } = renderApp('/inbox?highlight=c-1');
    await expectPath(router, '/responses', '?highlight=c-1');
  });

  it('keeps public pages public', async () => {
    anonymous();
    const { router } = renderApp('/error?error=Oops');
    expect(await screen.findByText('Oops')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
  });
});

describe('app shell', () => {
  it('lists the sidebar links in the spec order, without Customers for a non-admin', async () => {
    signedInAs(buildUser());
    renderApp('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      SHELL_MESSAGES.navDashboard,
      SHELL_MESSAGES.navResponses,
      AUTOMATION_MESSAGES.navRules,
      SHELL_MESSAGES.navAnalytics,
      SHELL_MESSAGES.navLoyaltyManager,
      SHELL_MESSAGES.navTransactions,
      SHELL_MESSAGES.navPlans,
      SHELL_MESSAGES.navProfile,
      SHELL_MESSAGES.navConnections,
      SHELL_MESSAGES.navSettings,
    ]);
  });

  it('shows Customers marked Admin to an administrator', async () => {
    signedInAs(buildUser({ isAdmin: true, role: 'admin' }));
    renderApp('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const customers = within(nav).getByRole('link', { name: /Customers/ });
    expect(customers).toHaveAttribute('href', '/customers');
    expect(within(customers).getByText(SHELL_MESSAGES.adminBadge)).toBeInTheDocument();
  });

  it('shows the brand selector placeholder', async () => {
    signedInAs(buildUser());
    renderApp('/settings');
    expect(await screen.findByRole('button', { name: SHELL_MESSAGES.selectBrand })).toBeInTheDocument();
  });
});
