import { ADMIN_CUSTOMER_MESSAGES, type AdminCustomer, type AdminCustomersResponse } from '@bizamply/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { CustomersPage } from './customers-page';

const customer: AdminCustomer = {
  _id: '00000000-0000-4000-8000-000000000001',
  customerId: 'acc',
  firstName: 'Nora',
  lastName: 'Quist',
  Email: 'nora@example.com',
  status: 'active',
  accountType: 'free',
  emailVerified: true,
  isOnline: true,
  lastLogin: null,
  lastLoginIP: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  totalCredits: 10,
  usedCredits: 0,
  availableCredits: 10,
  transactionStats: { totalTransactions: 1, totalCreditsUsed: 0, totalCreditsAdded: 10, lastTransaction: null },
  primaryBrand: { brandName: 'Quist Goods' },
  connectedPlatforms: [],
  totalConnections: 0,
};

const list = (customers: AdminCustomer[]): AdminCustomersResponse => ({
  success: true,
  data: {
    customers,
    pagination: {
      currentPage: 1,
      limit: 10,
      totalCount: customers.length,
      totalPages: 1,
      hasPrev: false,
      hasNext: false,
    },
    summary: {
      totalCustomers: customers.length,
      activeCustomers: customers.length,
      inactiveCustomers: 0,
      bannedCustomers: 0,
      onlineCustomers: 1,
      totalAvailableCredits: 10,
    },
  },
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CustomersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CustomersPage', () => {
  it('verifies admin access, then shows the Access Denied screen when the server refuses', async () => {
    mockFetch({ 'GET /api/admin/customers': () => errorResponse(403, 'FORBIDDEN', 'Forbidden') });
    renderPage();
    expect(screen.getByText(ADMIN_CUSTOMER_MESSAGES.verifyingAccess)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: ADMIN_CUSTOMER_MESSAGES.accessRequired })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_CUSTOMER_MESSAGES.accessDenied)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ADMIN_CUSTOMER_MESSAGES.returnToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("shows 'Failed to fetch customers' with Try Again when the list fails", async () => {
    let fail = true;
    mockFetch({
      'GET /api/admin/customers': () =>
        fail ? errorResponse(500, 'UNKNOWN_ERROR', 'boom') : jsonResponse(list([customer])),
    });
    renderPage();
    expect(await screen.findByText(ADMIN_CUSTOMER_MESSAGES.fetchFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('nora@example.com')).toBeInTheDocument();
  });

  it('searches after the typing stops and refuses a credit amount of 0', async () => {
    const { calls } = mockFetch({ 'GET /api/admin/customers': () => jsonResponse(list([customer])) });
    renderPage();
    expect(await screen.findByText('Quist Goods')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'nora');
    await waitFor(() => expect(calls.some((call) => call.url.includes('search=nora'))).toBe(true), { timeout: 2000 });
    expect(calls.some((call) => /search=n(&|$)/.test(call.url))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Actions for nora@example.com' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add Credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Credits' });
    await userEvent.type(screen.getByLabelText('Amount'), '0');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Credits' }).at(-1) ?? dialog);
    expect(await screen.findByText(ADMIN_CUSTOMER_MESSAGES.creditAmountPositive)).toBeInTheDocument();
    // 12.5 is positive but not whole: the dialog says so (issue 19 item 17).
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '12.5');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Credits' }).at(-1) ?? dialog);
    expect(await screen.findByText(ADMIN_CUSTOMER_MESSAGES.creditAmountWhole)).toBeInTheDocument();
  });

  it('caps the search at 200 characters and shows No customers found when a search fails (issue 19 item 11)', async () => {
    mockFetch({
      'GET /api/admin/customers': (request) =>
        new URL(request.url, 'http://x').searchParams.get('search')
          ? errorResponse(400, 'VALIDATION_ERROR', 'Search can be at most 200 characters')
          : jsonResponse(list([customer])),
    });
    renderPage();
    expect(await screen.findByText('Quist Goods')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    fireEvent.change(box, { target: { value: 'x'.repeat(500) } });
    expect((box as HTMLInputElement).value).toHaveLength(200);
    expect(
      await screen.findByText(ADMIN_CUSTOMER_MESSAGES.noCustomers, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(ADMIN_CUSTOMER_MESSAGES.fetchFailed)).toBeInTheDocument();
  });
});
