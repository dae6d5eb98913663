import { ADMIN_CUSTOMER_MESSAGES, CSRF_COOKIE, type AdminCustomer } from '@bizamply/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { CustomerFormDialog } from './customer-form-dialog';

const customer = {
  _id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Nora',
  lastName: 'Quist',
  Email: 'nora@example.com',
  accountType: 'basic',
} as AdminCustomer;

function renderDialog(props: { customer?: AdminCustomer }) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CustomerFormDialog {...props} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
}

beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 60 }));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CustomerFormDialog: one form adds and edits', () => {
  it('adds: initial credits, no account type, in the body the add endpoint takes', async () => {
    const { calls } = mockFetch({ 'POST /api/admin/customers': () => jsonResponse({}) });
    renderDialog({});
    expect(screen.getByRole('dialog', { name: ADMIN_CUSTOMER_MESSAGES.addNewCustomer })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Account Type' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Initial Credits'), '5');
    await userEvent.click(screen.getByRole('button', { name: ADMIN_CUSTOMER_MESSAGES.addCustomer }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ firstName: '', lastName: '', Email: 'new@example.com', initialCredits: 5 });
  });

  it("edits: the customer's values, the account type, no initial credits", async () => {
    const { calls } = mockFetch({ [`PUT /api/admin/customers/${customer._id}`]: () => jsonResponse({}) });
    renderDialog({ customer });
    expect(screen.getByRole('dialog', { name: 'Edit Customer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('nora@example.com');
    expect(screen.queryByLabelText('Initial Credits')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      firstName: 'Nora',
      lastName: 'Quist',
      Email: 'nora@example.com',
      accountType: 'basic',
    });
  });
});
