import { STORAGE_KEYS, type OnboardBrand } from '@bizamply/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { BrandProvider, useBrandContext } from './brand-context';
import { BrandSelector } from './brand-selector';

const LUMEN: OnboardBrand = {
  BrandId: '11111111-1111-4111-8111-111111111111',
  BrandName: 'Lumen Skincare',
  ServiceConnected: ['shopify', 'yotpo', 'instagram', 'google'],
  status: 'Connected',
  serviceCount: 4,
};
const NORTHWIND: OnboardBrand = {
  BrandId: '22222222-2222-4222-8222-222222222222',
  BrandName: 'Northwind Coffee',
  ServiceConnected: ['shopify'],
  status: 'Partial Setup',
  serviceCount: 1,
};

function onboardData(brands: OnboardBrand[], selectedBrandId: string | null = null) {
  return () => jsonResponse({ success: true, data: { brands, selectedBrandId } });
}

function CurrentBrand() {
  const { selectedBrandId } = useBrandContext();
  return <output aria-label="current brand">{selectedBrandId ?? 'none'}</output>;
}

function renderSelector() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BrandProvider>
        <BrandSelector />
        <CurrentBrand />
      </BrandProvider>
    </QueryClientProvider>,
  );
}

describe('brand selector', () => {
  it('selects the first brand without a remembered one and lists every brand with its status', async () => {
    mockFetch({
      'GET /api/onboard-data': onboardData([LUMEN, NORTHWIND]),
      'POST /api/admin/brands/logos/bulk': () => jsonResponse({ success: true, data: [] }),
    });
    renderSelector();
    const trigger = await screen.findByRole('button', { name: /^Brand: Lumen Skincare, Connected · 4 services/ });
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedBrand)).toBe(LUMEN.BrandId);
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitemradio', { name: /Lumen Skincare/ })).toHaveTextContent(
      'Connected · 4 services',
    );
    expect(screen.getByRole('menuitemradio', { name: /Northwind Coffee/ })).toHaveTextContent(
      'Partial Setup · 1 service',
    );
  });

  it('restores the remembered brand, and a new choice is remembered here and on the server', async () => {
    window.localStorage.setItem(STORAGE_KEYS.selectedBrand, NORTHWIND.BrandId);
    const { calls } = mockFetch({
      'GET /api/onboard-data': onboardData([LUMEN, NORTHWIND], LUMEN.BrandId),
      'GET /auth/csrf-token': () => jsonResponse({ csrfToken: 'csrf-1' }),
      'POST /api/select-brand': () =>
        jsonResponse({
          success: true,
          data: { success: true, selectedBrand: { BrandId: LUMEN.BrandId, BrandName: LUMEN.BrandName } },
        }),
    });
    renderSelector();
    await userEvent.click(await screen.findByRole('button', { name: /^Brand: Northwind Coffee/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Lumen Skincare/ }));
    expect(await screen.findByRole('button', { name: /^Brand: Lumen Skincare/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current brand' })).toHaveTextContent(LUMEN.BrandId);
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedBrand)).toBe(LUMEN.BrandId);
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/select-brand')?.body).toEqual({ brandId: LUMEN.BrandId }),
    );
  });

  it("shows 'Error loading brands' when the list fails", async () => {
    mockFetch({ 'GET /api/onboard-data': () => errorResponse(500, 'INTERNAL', 'Boom') });
    renderSelector();
    expect(await screen.findByText('Error loading brands')).toBeInTheDocument();
  });

  it("shows 'No brands found' for an account without brands", async () => {
    mockFetch({ 'GET /api/onboard-data': onboardData([]) });
    renderSelector();
    expect(await screen.findByText('No brands found')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current brand' })).toHaveTextContent('none');
  });
});
