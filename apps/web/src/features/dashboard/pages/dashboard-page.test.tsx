import { DASHBOARD_MESSAGES, STORAGE_KEYS, type DashboardStats } from '@bizamply/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const BRAND = { BrandId: '11111111-1111-4111-8111-111111111111', BrandName: 'Lumen Skincare' };

const STATS: DashboardStats = {
  period: {
    timeRange: 'custom',
    from: '2026-11-16T00:00:00.000Z',
    to: '2026-11-23T00:00:00.000Z',
    previousFrom: '2026-11-09T00:00:00.000Z',
    previousTo: '2026-11-16T00:00:00.000Z',
    granularity: 'day',
    timeZone: 'UTC',
  },
  totalReviews: 1204,
  totalReviewsChange: 12.5,
  responseRate: 52.4,
  responseRateChange: -3,
  avgRating: 4.2,
  avgRatingChange: null,
  avgResponseTime: '5.3h',
  avgResponseTimeHours: 5.3,
  avgResponseTimeChange: -10,
  recentActivity: { newReviews: 1204, responsesGenerated: 600, responsesSent: 500 },
  platformBreakdown: [{ platform: 'judgeme', count: 1204, percentage: 100 }],
  statusBreakdown: { sent: 500, draft: 131, pending: 573, spam: 0 },
  ratingDistribution: [{ rating: 5, count: 1204 }],
  responseTimeBreakdown: [{ bucket: '1-6h', count: 500 }],
  timeSeries: [
    { date: '2026-11-22', reviews: 4, responses: 2, responseRate: 50, avgRating: 4, avgResponseTimeHours: 3 },
  ],
  totalCredits: 100,
  usedCredits: 10,
  availableCredits: 90,
};

function signedIn(stats: () => Response) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  return mockFetch({
    'GET /auth/status': () => jsonResponse({ authenticated: true, user: buildUser() }),
    'GET /api/onboard-data': () =>
      jsonResponse({
        success: true,
        data: {
          brands: [
            { ...BRAND, ServiceConnected: ['shopify', 'judgeme', 'instagram'], status: 'Connected', serviceCount: 3 },
          ],
          selectedBrandId: null,
        },
      }),
    'GET /api/dashboard/stats': stats,
    'GET /api/dashboard/activity': () => jsonResponse({ success: true, data: { activities: [] } }),
    'GET /api/dashboard/product-volume': () =>
      jsonResponse({ success: true, data: { period: STATS.period, products: [] } }),
    'GET /api/credits/balance': () =>
      jsonResponse({ success: true, data: { totalCredits: 100, usedCredits: 10, availableCredits: 90 } }),
    'GET /api/credits/transactions': () =>
      jsonResponse({
        success: true,
        data: {
          transactions: [],
          pagination: { currentPage: 1, limit: 8, totalCount: 0, totalPages: 0, hasPrev: false, hasNext: false },
          currentBalance: { availableCredits: 90, totalCredits: 100 },
        },
      }),
    'GET /api/dashboard/draft-quality': () =>
      jsonResponse({
        success: true,
        data: {
          drafts: 0,
          unchangedPercent: 0,
          averageEditPercent: 0,
          discardedPercent: 0,
          byProvider: [],
          byLanguage: [],
          byIntent: [],
          suggestions: [],
        },
      }),
  });
}

describe('dashboard page', () => {
  it("shows the server's four figures for the selected brand, Last 7 days by default", async () => {
    const { calls } = signedIn(() => jsonResponse({ success: true, data: STATS }));
    renderApp('/dashboard');
    // The first test loads the lazy shell and page chunks: allow for that once.
    const figures = await screen.findByRole('group', { name: 'Key figures' }, { timeout: 15_000 });
    expect(await within(figures).findByRole('button', { name: /^Total Reviews 1,204/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(figures).getByRole('button', { name: /^Response Rate 52.4%/ })).toBeInTheDocument();
    expect(within(figures).getByRole('button', { name: /^Average Rating 4.2/ })).toHaveTextContent(
      'No previous period to compare',
    );
    expect(within(figures).getByRole('button', { name: /^Response Time 5.3h/ })).toBeInTheDocument();
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    expect(await screen.findByText('No Product Data')).toBeInTheDocument();
    expect(await screen.findByText('No AI drafts sent in this period yet')).toBeInTheDocument();
    const stats = calls.find((call) => call.url.startsWith('/api/dashboard/stats?timeRange=7d&tz='));
    expect(stats?.headers.get('X-Brand-Id')).toBe(BRAND.BrandId);
    expect(screen.getByRole('button', { name: /Last 7 days/ })).toBeInTheDocument();
  }, 30_000);

  it("the bar chart's period menu: the trigger names the period, and a choice asks for its figures", async () => {
    const { calls } = signedIn(() => jsonResponse({ success: true, data: STATS }));
    const user = userEvent.setup();
    renderApp('/dashboard');
    // The card mounts in a later idle step; its menu mounts only when it opens.
    const trigger = await screen.findByRole('combobox', { name: DASHBOARD_MESSAGES.chartPeriod }, { timeout: 15_000 });
    expect(trigger).toHaveTextContent(DASHBOARD_MESSAGES.last7Days);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(trigger);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      DASHBOARD_MESSAGES.last7Days,
      DASHBOARD_MESSAGES.last30Days,
      DASHBOARD_MESSAGES.last90Days,
    ]);
    await user.click(screen.getByRole('option', { name: DASHBOARD_MESSAGES.last30Days }));
    expect(trigger).toHaveTextContent(DASHBOARD_MESSAGES.last30Days);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.url.startsWith('/api/dashboard/stats?timeRange=30d'))).toBe(true),
    );
  }, 30_000);

  it('Refresh refetches every card, the draft quality and the recent transactions included', async () => {
    const { calls } = signedIn(() => jsonResponse({ success: true, data: STATS }));
    const { queryClient } = renderApp('/dashboard');
    // Fresh for five minutes, as the app's client: the later steps' cards share the calls their step started
    // (with nothing fresh, a card whose call had already answered would ask again when it mounts).
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 5 * 60 * 1000 } });
    expect(
      await screen.findByText('No AI drafts sent in this period yet', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    const count = (path: string) => calls.filter((call) => call.url.startsWith(path)).length;
    const paths = ['/api/dashboard/stats', '/api/dashboard/draft-quality', '/api/credits/transactions'];
    await waitFor(() => expect(paths.map(count)).toEqual([1, 1, 1]));
    const transactions = calls.find((call) => call.url.startsWith('/api/credits/transactions'));
    expect(transactions?.url).toBe(`/api/credits/transactions?page=1&limit=8&brandId=${BRAND.BrandId}`);
    const before = paths.map(count);
    await userEvent.click(screen.getByRole('button', { name: DASHBOARD_MESSAGES.refresh }));
    await waitFor(() => expect(paths.map(count)).toEqual(before.map((asked) => asked + 1)));
  }, 30_000);

  it('shows the error with Try Again, which loads the figures', async () => {
    let fail = true;
    signedIn(() =>
      fail ? errorResponse(500, 'INTERNAL', 'Failed to fetch data') : jsonResponse({ success: true, data: STATS }),
    );
    renderApp('/dashboard');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Failed to fetch data');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: /^Total Reviews 1,204/ })).toBeInTheDocument();
  }, 30_000);
});
