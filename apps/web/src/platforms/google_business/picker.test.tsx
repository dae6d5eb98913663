import { CSRF_COOKIE, ONBOARDING_MESSAGES, platformAccountTakenMessage } from '@bizamply/contracts';
import { LOCATION_PICKER_MESSAGES as M } from '@bizamply/contracts/platforms/google_business';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { LocationPicker } from './picker';

const BRAND = '11111111-1111-4111-8111-111111111111';
const LOCATIONS = 'GET /integrations/google_business/accounts';
const CONNECT = 'POST /integrations/google_business/accounts';

const granted = (accounts: unknown[]) => () =>
  jsonResponse({ success: true, data: { granted: true, accounts, expiresAt: '2026-11-26T02:00:00.000Z' } });
const mission = {
  id: '1300000000000000001',
  name: 'Northwind Coffee – Mission Street',
  detail: '1021 Mission St, San Francisco',
  group: 'Northwind Coffee',
  taken: false,
};
const valencia = { ...mission, id: '1300000000000000002', name: 'Valencia Roastery', detail: '500 Valencia St' };
const ferry = { ...mission, id: '1300000000000000003', name: 'Ferry Building kiosk', detail: null, taken: true };

function renderPicker() {
  const onConnected = vi.fn();
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LocationPicker brandId={BRAND} brandName="Northwind Coffee" onConnected={onConnected} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onConnected, onClose };
}

describe('Google reviews location picker', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 3600 }));

  it('before the Google consent: explains it and offers "Continue with Google"; nothing to confirm yet', async () => {
    mockFetch({
      [LOCATIONS]: () => jsonResponse({ success: true, data: { granted: false, accounts: [], expiresAt: null } }),
    });
    renderPicker();
    expect(await screen.findByText(M.intro)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: M.title })).toHaveAccessibleDescription(
      'Pick the shop or showroom whose Google reviews Northwind Coffee answers here. One location per brand.',
    );
    expect(screen.getByRole('button', { name: M.continue })).toBeEnabled();
    expect(screen.getByRole('button', { name: M.confirm })).toBeDisabled();
  });

  it('lists the locations with their addresses; a taken one says why and cannot be picked; keyboard picks and confirms', async () => {
    const { calls } = mockFetch({
      [LOCATIONS]: granted([mission, valencia, ferry]),
      [CONNECT]: () =>
        jsonResponse({
          success: true,
          message: 'Google reviews connected successfully for Northwind Coffee!',
          connected: true,
          data: {
            platform: 'google_business',
            brandId: BRAND,
            externalId: valencia.id,
            displayName: valencia.name,
            connectedAt: '2026-11-26T01:00:00.000Z',
          },
        }),
    });
    const { onConnected } = renderPicker();
    const group = await screen.findByRole('group', { name: M.legend });
    expect(group).toHaveTextContent('1021 Mission St, San Francisco');
    expect(group).toHaveTextContent('500 Valencia St');
    const taken = screen.getByRole('radio', { name: /Ferry Building kiosk/ });
    expect(taken).toBeDisabled();
    expect(taken).toHaveAccessibleDescription(M.takenReason);

    const user = userEvent.setup();
    // Nothing chosen among two pickable locations: the confirm asks for one.
    await user.click(screen.getByRole('button', { name: M.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.pickFirst);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    screen.getByRole('radio', { name: /Mission Street/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Valencia Roastery/ })).toBeChecked();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onConnected).toHaveBeenCalledWith('Google reviews connected successfully for Northwind Coffee!'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ brandId: BRAND, id: valencia.id });
  });

  it('an account without locations says so and offers another Google account', async () => {
    mockFetch({ [LOCATIONS]: granted([]) });
    renderPicker();
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.otherAccount })).toBeEnabled();
    expect(screen.getByRole('button', { name: M.confirm })).toBeDisabled();
  });

  it('a failed load shows the error with a retry that reloads', async () => {
    let calls = 0;
    mockFetch({
      [LOCATIONS]: () => {
        calls += 1;
        return calls === 1 ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down for a moment') : granted([mission])();
      },
    });
    renderPicker();
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for a moment');
    await userEvent.setup().click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('radio', { name: /Mission Street/ })).toBeChecked();
  });

  it('shows the server’s refusal (the location was taken meanwhile) and stays open', async () => {
    mockFetch({
      [LOCATIONS]: granted([mission]),
      [CONNECT]: () => errorResponse(409, 'CONFLICT', platformAccountTakenMessage('google_business')),
    });
    const { onConnected } = renderPicker();
    // The only pickable location is chosen already.
    expect(await screen.findByRole('radio', { name: /Mission Street/ })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: M.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(platformAccountTakenMessage('google_business'));
    expect(onConnected).not.toHaveBeenCalled();
  });

  it('a blocked connect window is explained', async () => {
    mockFetch({
      [LOCATIONS]: () => jsonResponse({ success: true, data: { granted: false, accounts: [], expiresAt: null } }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPicker();
    await userEvent.setup().click(await screen.findByRole('button', { name: M.continue }));
    expect(open).toHaveBeenCalledWith('about:blank', 'bizamply-connect-google_business', expect.any(String));
    expect(await screen.findByRole('alert')).toHaveTextContent(ONBOARDING_MESSAGES.popupBlocked);
    open.mockRestore();
  });
});
