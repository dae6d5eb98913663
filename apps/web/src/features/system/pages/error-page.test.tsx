import { ERROR_PAGE_MESSAGES, GENERAL_MESSAGES } from '@bizamply/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/navigation';
import { mockFetch } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { FIRST_RENDER_BUDGET_MS, preloadLazyModules } from '@/testing/preload-lazy-modules';

preloadLazyModules([() => import('@/features/system/pages/error-page')], async () => {
  mockFetch({});
  renderApp('/error');
  await screen.findByText(GENERAL_MESSAGES.unknownErrorPage, {}, { timeout: FIRST_RENDER_BUDGET_MS });
});

describe('error page', () => {
  it('shows the default text and only Go Home when the query says nothing', async () => {
    mockFetch({});
    renderApp('/error');
    expect(await screen.findByText(GENERAL_MESSAGES.unknownErrorPage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ERROR_PAGE_MESSAGES.goHome })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ERROR_PAGE_MESSAGES.retry })).not.toBeInTheDocument();
  });

  it('retries a Shopify authorisation, and Go Home leaves for /', async () => {
    mockFetch({});
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { router } = renderApp('/error?error=Install%20cancelled&platform=shopify&shop=s.myshopify.com&client_id=k');
    const user = userEvent.setup();
    expect(await screen.findByText('Install cancelled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ERROR_PAGE_MESSAGES.retry }));
    expect(assign).toHaveBeenCalledWith('https://s.myshopify.com/admin/oauth/authorize?client_id=k');
    await user.click(screen.getByRole('button', { name: ERROR_PAGE_MESSAGES.goHome }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
