import { ANALYTICS_PAGE_MESSAGES as M, STORAGE_KEYS } from '@bizamply/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockFetch } from '@/testing/fetch-mock';
import { AnalyticsPage } from './analytics-page';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AnalyticsPage />
    </QueryClientProvider>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('AnalyticsPage', () => {
  it('keeps Export disabled while loading, then shows the error banner and Disconnected', async () => {
    window.localStorage.setItem(STORAGE_KEYS.selectedBrand, 'brand-1');
    const { calls } = mockFetch({
      'GET /api/analytics/products': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'Database unavailable'),
    });
    renderPage();
    expect(screen.getByRole('button', { name: M.export })).toBeDisabled();
    expect(await screen.findByText(`${M.errorPrefix}Database unavailable`)).toBeInTheDocument();
    expect(screen.getByText(M.loadFailed)).toBeInTheDocument();
    expect(screen.getByText(M.disconnected)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.export })).toBeDisabled();
    expect(calls[0]?.url).toContain('timeRange=7d');
    expect(calls[0]?.headers.get('X-Brand-Id')).toBe('brand-1');
  });
});
