import { CREDIT_MESSAGES, isLowBalance, SHELL_MESSAGES } from '@bizamply/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-error';
import { toastError } from '@/lib/error-toast';
import { registerNavigator } from '@/lib/navigation';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { isBrandPage, LowBalanceBanner, NoBrandState } from './shell-notices';

function renderWithBalance(availableCredits: number, totalCredits: number, path = '/dashboard') {
  mockFetch({
    'GET /api/credits/balance': () =>
      jsonResponse({
        success: true,
        data: { availableCredits, totalCredits, usedCredits: totalCredits - availableCredits },
      }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LowBalanceBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('low balance (issue 19 item 18)', () => {
  it('is low at or below 10 % of the credits the account has had', () => {
    expect(isLowBalance({ availableCredits: 10, totalCredits: 100 })).toBe(true);
    expect(isLowBalance({ availableCredits: 11, totalCredits: 100 })).toBe(false);
    expect(isLowBalance({ availableCredits: 0, totalCredits: 0 })).toBe(false);
  });

  it('shows the banner with Buy credits leading to the credit packs', async () => {
    renderWithBalance(8, 100);
    expect(await screen.findByText('Credits are running low: 8 of 100 left.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CREDIT_MESSAGES.buyCredits })).toHaveAttribute(
      'href',
      '/plans#extra-credits',
    );
  });

  it('stays away above 10 %', async () => {
    const { container } = renderWithBalance(50, 100);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('an out-of-credits error toast has Buy credits, which opens the credit packs', async () => {
    const go = vi.fn();
    registerNavigator(go);
    render(<Toaster />);
    act(() =>
      toastError(
        new ApiError({
          message: 'Insufficient credits: 2 needed, 0 available',
          code: 'INSUFFICIENT_CREDITS',
          status: 402,
        }),
        'Failed',
      ),
    );
    const action = await screen.findByRole('button', { name: CREDIT_MESSAGES.buyCredits });
    act(() => action.click());
    expect(go).toHaveBeenCalledWith('/plans#extra-credits', undefined);
  });
});

describe('no brand (issue 19 item 18)', () => {
  it('brand pages say what to do; the administrator is pointed to Customers', () => {
    expect(isBrandPage('/dashboard')).toBe(true);
    expect(isBrandPage('/responses')).toBe(true);
    expect(isBrandPage('/customers')).toBe(false);
    expect(isBrandPage('/settings')).toBe(false);
    render(
      <MemoryRouter>
        <NoBrandState isAdmin />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: SHELL_MESSAGES.noBrandTitle })).toBeInTheDocument();
    expect(screen.getByText(SHELL_MESSAGES.noBrandAdminHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.noBrandAdminAction })).toHaveAttribute('href', '/customers');
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.noBrandAction })).toHaveAttribute('href', '/onboarding');
  });
});
