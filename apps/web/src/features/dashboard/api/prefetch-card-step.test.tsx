import type { PeriodQuery } from '@bizamply/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSelectedBrandId } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { barStatsPeriod, INITIAL_BAR_PERIOD, useDashboardStats } from './get-dashboard-stats';
import { INITIAL_DRAFT_QUALITY_PERIOD, useDraftQuality } from './get-draft-quality';
import { useProductVolume } from './get-product-volume';
import { useRecentActivity } from './get-recent-activity';
import { useRecentTransactions } from './get-recent-transactions';
import { prefetchCardStep } from './prefetch-card-step';

const BRAND_ID = '11111111-1111-4111-8111-111111111111';
const TIME_ZONE = 'Europe/Berlin';
const PERIOD: PeriodQuery = { startDate: '2026-11-16', endDate: '2026-11-22', tz: TIME_ZONE };

// Every endpoint answers the same shape, not each endpoint's own: what is checked is which requests are sent, so an
// answer the client rejects stays an error (no retry, no new request when a card's query mounts).
function answerAll() {
  const empty = () => jsonResponse({ success: true, data: { activities: [], products: [], transactions: [] } });
  return mockFetch({
    'GET /api/dashboard/stats': empty,
    'GET /api/dashboard/activity': empty,
    'GET /api/dashboard/product-volume': empty,
    'GET /api/dashboard/draft-quality': empty,
    'GET /api/credits/transactions': empty,
  });
}

/** Fresh for five minutes, as the app's client. */
function testClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 5 * 60 * 1000, retry: false, retryOnMount: false } },
  });
}

/** The cards' own hooks, as each step's cards call them. */
function renderCardHooks(step: number, client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      step === 1
        ? [useDashboardStats(barStatsPeriod(INITIAL_BAR_PERIOD, TIME_ZONE)), useRecentActivity()]
        : [useRecentTransactions(), useProductVolume(PERIOD), useDraftQuality(INITIAL_DRAFT_QUALITY_PERIOD)],
    { wrapper },
  );
}

afterEach(() => setSelectedBrandId(null));

describe('prefetchCardStep', () => {
  it.each([
    [1, ['/api/dashboard/stats?timeRange=7d&tz=Europe%2FBerlin', '/api/dashboard/activity?limit=6']],
    [
      2,
      [
        `/api/credits/transactions?page=1&limit=8&brandId=${BRAND_ID}`,
        '/api/dashboard/product-volume?startDate=2026-11-16&endDate=2026-11-22&tz=Europe%2FBerlin',
        '/api/dashboard/draft-quality?period=30d',
      ],
    ],
  ])('step %i asks for its cards’ calls, which the cards then share (no second request)', async (step, urls) => {
    setSelectedBrandId(BRAND_ID);
    const { calls } = answerAll();
    const client = testClient();
    prefetchCardStep(client, step, { timeZone: TIME_ZONE, period: PERIOD });
    expect(calls.map((call) => call.url)).toEqual(urls);

    const { result } = renderCardHooks(step, client);
    await waitFor(() =>
      expect(result.current.every((query) => query.fetchStatus === 'idle' && !query.isPending)).toBe(true),
    );
    expect(calls.map((call) => call.url)).toEqual(urls);
  });
});
