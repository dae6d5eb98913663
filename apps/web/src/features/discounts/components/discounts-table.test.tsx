import { DISCOUNT_MESSAGES, type Discount } from '@bizamply/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DiscountsTable } from './discounts-table';

const discount: Discount = {
  id: '2b0f9a52-8d0c-4a53-9d7e-3f0f8f7f5a10',
  externalId: 'gid://shopify/DiscountCodeNode/1',
  title: 'First Order Treat',
  code: 'FIVEOFF',
  type: 'fixed_amount',
  amount: 5,
  currencyCode: 'USD',
  status: 'ACTIVE',
  startsAt: '2026-11-01T12:00:00.000Z',
  endsAt: null,
  usageLimit: null,
  timesUsed: 1204,
  updatedAt: '2026-11-01T12:00:00.000Z',
};

const renderTable = (props: Partial<Parameters<typeof DiscountsTable>[0]>) =>
  render(
    <MemoryRouter>
      <DiscountsTable discounts={[]} shopifyConnected onEdit={vi.fn()} {...props} />
    </MemoryRouter>,
  );

describe('DiscountsTable', () => {
  it('shows a row per discount and opens the editor from its edit action', async () => {
    const onEdit = vi.fn();
    renderTable({ discounts: [discount], onEdit });
    const row = screen.getByRole('row', { name: /First Order Treat/ });
    expect(row).toHaveTextContent('Fixed amount');
    expect(row).toHaveTextContent('$5.00');
    expect(row).toHaveTextContent('No end date');
    expect(row).toHaveTextContent('Unlimited');
    expect(row).toHaveTextContent('1,204');
    await userEvent.click(screen.getByRole('button', { name: 'Edit First Order Treat' }));
    expect(onEdit).toHaveBeenCalledWith(discount);
  });

  it("shows 'No discounts found', with a way to connect Shopify when it is not connected", () => {
    renderTable({ discounts: [], shopifyConnected: false });
    expect(screen.getByText(DISCOUNT_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DISCOUNT_MESSAGES.connectShopify })).toHaveAttribute(
      'href',
      '/connections',
    );
  });

  it('shows the load failure inside the table', () => {
    renderTable({ discounts: null });
    expect(screen.getByText(DISCOUNT_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
