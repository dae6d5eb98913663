import { CREDIT_MESSAGES, TRANSACTIONS_PAGE_MESSAGES as T, type CreditTransaction } from '@bizamply/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { TransactionsPage } from './transactions-page';

function entry(index: number): CreditTransaction {
  return {
    _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    BrandName: 'Nova',
    BrandId: 'brand-0000-1111',
    type: 'usage',
    platform: 'yotpo',
    creditsUsed: 2,
    creditsAdded: 0,
    status: 'success',
    createdAt: '2026-11-20T10:00:00.000Z',
    description: 'Response generated',
    messageContent: null,
    customerMessage: `Message ${index}`,
    response: `Reply ${index}`,
    generatedResponse: `Reply ${index}`,
    commentId: null,
    metadata: {},
  };
}

function page(transactions: CreditTransaction[], totalCount = transactions.length) {
  return jsonResponse({
    success: true,
    data: {
      transactions,
      pagination: {
        currentPage: 1,
        limit: 10,
        totalCount,
        totalPages: Math.ceil(totalCount / 10),
        hasPrev: false,
        hasNext: totalCount > 10,
      },
      currentBalance: { availableCredits: 40, totalCredits: 100 },
    },
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TransactionsPage />
    </QueryClientProvider>,
  );
}

const searchOf = (request: RecordedRequest) => new URL(request.url, 'http://x').searchParams;

afterEach(() => vi.unstubAllGlobals());

describe('TransactionsPage', () => {
  it('shows the loading row, then the rows, the balance cards and the result count', async () => {
    mockFetch({
      'GET /api/credits/transactions': () =>
        page(
          Array.from({ length: 10 }, (_, i) => entry(i)),
          23,
        ),
    });
    renderPage();
    expect(screen.getByText(CREDIT_MESSAGES.loadingTransactions)).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
    expect(screen.getAllByText('-2 Credits')).toHaveLength(10);
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.getByText('60')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: CREDIT_MESSAGES.availableCredits })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('shows the empty row', async () => {
    mockFetch({ 'GET /api/credits/transactions': () => page([]) });
    renderPage();
    expect(await screen.findByText(CREDIT_MESSAGES.noTransactions)).toBeInTheDocument();
  });

  it("shows the server's message in an error row, with Try again", async () => {
    const { calls } = mockFetch({
      'GET /api/credits/transactions': () => errorResponse(500, 'INTERNAL_ERROR', 'Database unavailable'),
    });
    renderPage();
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.tryAgain }));
    await waitFor(() => expect(calls.length).toBe(2));
  });

  it('searches only once typing has paused, and offers to clear the filter', async () => {
    const { calls } = mockFetch({ 'GET /api/credits/transactions': () => page([entry(1)]) });
    renderPage();
    await screen.findByText('Message 1');
    expect(screen.queryByRole('button', { name: T.clearFilters })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'refund');
    expect(screen.getByRole('button', { name: T.clearFilters })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => searchOf(call).get('search') === 'refund')).toBe(true));
    const searches = calls.map((call) => searchOf(call).get('search')).filter(Boolean);
    expect(searches).toEqual(['refund']);
    await userEvent.click(screen.getByRole('button', { name: T.clearFilters }));
    expect(screen.getByRole('searchbox', { name: T.searchLabel })).toHaveValue('');
  });

  it('opens the details of a row and closes them', async () => {
    mockFetch({ 'GET /api/credits/transactions': () => page([entry(7)]) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /View details/ }));
    const dialog = await screen.findByRole('dialog', { name: T.detailsTitle });
    expect(dialog).toHaveTextContent('Message 7');
    expect(dialog).toHaveTextContent('Reply 7');
    expect(dialog).toHaveTextContent('Success');
    const [closeIcon, closeButton] = within(dialog).getAllByRole('button', { name: T.close });
    expect(closeIcon).toBeDefined();
    await userEvent.click(closeButton as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
