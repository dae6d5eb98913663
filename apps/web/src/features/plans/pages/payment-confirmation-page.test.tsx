import { BILLING_MESSAGES, PAYMENT_POLL_INTERVAL_MS, PAYMENT_REDIRECT_DELAY_MS } from '@bizamply/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const statusPath = 'GET /api/subscriptions/status/1042';
const answer = (status: string) =>
  jsonResponse({ success: true, status, kind: 'one_time', name: '1000 credits', credits: 1000 });

/** The first render loads the lazy page chunk: on a busy machine that takes longer than findBy's default. */
const LOAD = { timeout: 8000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('/payment-confirmation', () => {
  it('polls every 3 s while pending, then confirms and leaves for /dashboard 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const statuses = ['pending', 'active'];
    const { calls } = mockFetch({ [statusPath]: () => answer(statuses.shift() ?? 'active') });
    const { router } = renderApp('/payment-confirmation?charge_id=1042');
    expect(await screen.findByText(BILLING_MESSAGES.confirming, undefined, LOAD)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS + 50));
    expect(await screen.findByText(BILLING_MESSAGES.confirmed)).toBeInTheDocument();
    expect(screen.getByText('1,000 credits were added to your account.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/subscriptions/status/'))).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_REDIRECT_DELAY_MS - 200));
    expect(router.state.location.pathname).toBe('/payment-confirmation');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/payment-confirmation'));
  });

  it('shows the failure text and stops polling when the charge was declined', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch({ [statusPath]: () => answer('failed') });
    renderApp('/payment-confirmation?charge_id=1042');
    expect(await screen.findByText(BILLING_MESSAGES.failed, undefined, LOAD)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 3));
    expect(calls.filter((call) => call.url.startsWith('/api/subscriptions/status/'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to plans' })).toBeInTheDocument();
  });

  it('says when the status cannot be fetched, and keeps trying', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const statuses = [500, 200];
    mockFetch({
      [statusPath]: () =>
        statuses.shift() === 500
          ? jsonResponse({ success: false, message: 'boom', code: 'UNKNOWN_ERROR', status: 500 }, { status: 500 })
          : answer('active'),
    });
    renderApp('/payment-confirmation?charge_id=1042');
    expect(await screen.findByText(BILLING_MESSAGES.statusFailed, undefined, LOAD)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS + 50));
    expect(await screen.findByText(BILLING_MESSAGES.confirmed)).toBeInTheDocument();
  });

  it('a foreign or unknown charge (404) shows the failure view with Back to plans and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch({
      [statusPath]: () =>
        jsonResponse({ success: false, message: 'Charge not found', code: 'NOT_FOUND', status: 404 }, { status: 404 }),
    });
    renderApp('/payment-confirmation?charge_id=1042');
    expect(await screen.findByText(BILLING_MESSAGES.failed, undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Charge not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 3));
    expect(calls.filter((call) => call.url.startsWith('/api/subscriptions/status/'))).toHaveLength(1);
  });
});
