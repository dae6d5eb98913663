import { STORAGE_KEYS } from '@bizamply/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSelectedBrandId } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { BRAND_ID } from '@/testing/inbox-answers';
import { FIRST_RENDER_BUDGET_MS } from '@/testing/preload-lazy-modules';
import { renderApp } from '@/testing/render-app';

// Neither page's chunk ever arrives: an inbox call can then only come from the shell, as the router moves.
vi.mock('@/features/dashboard/pages/dashboard-page', () => new Promise(() => undefined));
vi.mock('@/features/responses/pages/responses-page', () => new Promise(() => undefined));

afterEach(() => setSelectedBrandId(null));

describe('the signed-in shell', () => {
  it(
    'hears of a way into the inbox from the app’s router (AppRouterContext) before the page is in',
    async () => {
      window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
      setSelectedBrandId(BRAND_ID);
      const { calls } = mockFetch({
        'GET /auth/status': () => jsonResponse({ authenticated: true, user: buildUser() }),
        'GET /api/onboard-data': () =>
          jsonResponse({
            success: true,
            data: {
              brands: [
                {
                  BrandId: BRAND_ID,
                  BrandName: 'Lumen',
                  ServiceConnected: ['judgeme'],
                  status: 'Connected',
                  serviceCount: 1,
                },
              ],
              selectedBrandId: null,
            },
          }),
      });
      const { router } = renderApp('/dashboard');
      await screen.findByText('Skip to content', {}, { timeout: FIRST_RENDER_BUDGET_MS });
      const inboxCalls = () => calls.filter((call) => call.url.split('?')[0] === '/api/comments');
      expect(inboxCalls()).toEqual([]);

      await router.navigate('/responses?highlight=c-1');
      await waitFor(() => expect(inboxCalls().length).toBeGreaterThan(0));
    },
    FIRST_RENDER_BUDGET_MS * 2,
  );
});
