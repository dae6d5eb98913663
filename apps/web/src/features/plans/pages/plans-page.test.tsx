import { BILLING_MESSAGES, STORAGE_KEYS } from '@bizamply/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { browserLocation } from '@/lib/navigation';

function signedIn(accountType: 'free' | 'basic' | 'premium', extra: Parameters<typeof mockFetch>[0] = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  return mockFetch({
    'GET /auth/status': () => jsonResponse({ authenticated: true, user: buildUser({ accountType }) }),
    'GET /auth/csrf-token': () => jsonResponse({ csrfToken: 'csrf-1' }),
    'GET /api/subscriptions/current': () =>
      jsonResponse({ success: true, data: { accountType, shopifyConnected: true, subscription: null } }),
    ...extra,
  });
}

/** The first render loads the lazy page chunk: on a busy machine that takes longer than findBy's default. */
const LOAD = { timeout: 8000 };
const planCard = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 }, LOAD)).closest('li') as HTMLElement;

describe('/plans', () => {
  it('marks the current plan and the next tier up; Enterprise is Contact Us', async () => {
    signedIn('basic');
    renderApp('/plans');
    expect(await screen.findByRole('heading', { name: BILLING_MESSAGES.plansTitle }, LOAD)).toBeInTheDocument();
    const basic = await planCard('Basic');
    expect(within(basic).getByRole('button', { name: BILLING_MESSAGES.currentPlan })).toBeDisabled();
    expect(within(await planCard('Premium')).getByText(BILLING_MESSAGES.upgrade)).toBeInTheDocument();
    expect(within(await planCard('Enterprise')).getByRole('link', { name: BILLING_MESSAGES.contactUs })).toBeVisible();
    expect(screen.getByRole('heading', { name: BILLING_MESSAGES.extraCreditsTitle })).toBeInTheDocument();
  });

  it('a free account sees Basic as the upgrade', async () => {
    signedIn('free');
    renderApp('/plans');
    expect(within(await planCard('Basic')).getByText(BILLING_MESSAGES.upgrade)).toBeInTheDocument();
    expect(within(await planCard('Premium')).queryByText(BILLING_MESSAGES.upgrade)).toBeNull();
  });

  it('buying a pack sends the spec body and goes to the confirmation address', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const confirmationUrl = 'http://localhost/sim/shopify/shop.myshopify.com/admin/charges/confirm?charge=1';
    const { calls } = signedIn('basic', {
      'POST /api/subscriptions/credit/purchase': () =>
        jsonResponse({ success: true, chargeId: '1', confirmationUrl, appPurchaseOneTimeCreate: { confirmationUrl } }),
    });
    renderApp('/plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 1,000 credits' }, LOAD));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(confirmationUrl));
    const purchase = calls.find((call) => call.url === '/api/subscriptions/credit/purchase');
    expect(purchase?.body).toMatchObject({ purchaseName: '1000 credits', spendAmount: 99.99, currencyCode: 'USD' });
    expect((purchase?.body as { returnUrl: string }).returnUrl).toMatch(/\/payment-confirmation$/);
  });

  it("shows 'Failed to initiate credit purchase.' when the purchase cannot start", async () => {
    signedIn('basic', {
      'POST /api/subscriptions/credit/purchase': () => errorResponse(502, 'PLATFORM_ERROR', 'Shopify is unavailable'),
    });
    renderApp('/plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 5,000 credits' }, LOAD));
    expect(await screen.findByText(BILLING_MESSAGES.purchaseFailed, undefined, LOAD)).toBeInTheDocument();
  });
});
