import {
  CONNECTION_MESSAGES,
  CSRF_COOKIE,
  REGISTRATION_MESSAGES,
  STORAGE_KEYS,
  type OnboardStatusResponse,
  type Platform,
} from '@bizamply/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { browserLocation } from '@/lib/navigation';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { initialStep } from '../lib/initial-step';
import { FIRST_RENDER_BUDGET_MS, preloadLazyModules } from '@/testing/preload-lazy-modules';

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

const me = buildUser({ firstimeSetup: 0, firstName: 'Dana', lastName: 'Demo', email: 'dana@brand.test' });

function onboardStatus(overrides: Partial<OnboardStatusResponse> = {}): OnboardStatusResponse {
  return {
    success: true,
    bizamplyId: 'acc-1',
    companyName: 'Demo Co',
    brands: [
      { BrandId: 'b1', BrandName: 'Nova' },
      { BrandId: 'b2', BrandName: 'Luna' },
    ],
    status: 'pending',
    setupStatus: 'brands_created',
    ...overrides,
  };
}

/** The spec 1 §7 status endpoint of each service, answering from `connected` (missing: 404). */
function statusRoutes(brandId: string, connected: Partial<Record<Platform, boolean>>): Record<string, Responder> {
  const answer = (service: Platform) => () =>
    service in connected
      ? jsonResponse({ success: true, connected: connected[service], needsAttention: null })
      : errorResponse(404, 'NOT_FOUND', 'Not found');
  return {
    [`GET /integration/shopify/status/${brandId}`]: answer('shopify'),
    [`GET /integration/yotpo/status/${brandId}`]: answer('yotpo'),
    [`GET /integration/instagram/status/${brandId}`]: answer('instagram'),
    // Judge.me is asked with the spec's own path; the other services through the shared check.
    ...(brandId === 'b1' ? { 'POST /integration/judgeme/check-connection': answer('judgeme') } : {}),
    ...(brandId === 'b1' ? { 'POST /integrations/facebook/check-connection': answer('facebook') } : {}),
  };
}

function signedIn(routes: Record<string, Responder>, user = me) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  return mockFetch({ 'GET /auth/status': () => jsonResponse({ authenticated: true, user }), ...routes });
}

/** POST /integrations/facebook/connect answering that the Nova Page is connected to brand b1. */
const facebookConnected = () =>
  jsonResponse({
    success: true,
    message: 'ok',
    connected: true,
    data: {
      platform: 'facebook',
      brandId: 'b1',
      externalId: '123456789012345',
      displayName: null,
      connectedAt: '2026-01-01T00:00:00.000Z',
    },
  });

const completeButton = () => screen.getByRole('button', { name: 'Complete Setup' });

/** Spec 1 §4: after a direct connect the dialog closes after 1.5 s and, if the proceed rule is met, moves on at 2 s. */
const DIALOG_CLOSE_MS = 1500;
const AUTO_ADVANCE_MS = 2000;

/**
 * Clicks the dialog's Connect with the clock's timeouts faked from then on (the dialog's close and the auto-advance
 * are timeouts the connect sets), and lets the connect answer land: the test then moves the clock itself, so the
 * 2 s are exact and cost no real time. The caller restores the real timers.
 */
async function connectOnFakeClock(dialog: HTMLElement, toast: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
  for (let turn = 0; turn < 50 && !screen.queryByText(toast); turn += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
  expect(screen.getByText(toast)).toBeInTheDocument();
}

const advanceClock = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

preloadLazyModules([() => import('./onboarding-page')], async () => {
  signedIn({ 'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus()), ...statusRoutes('b1', {}) });
  renderApp('/onboarding');
  await screen.findByRole('heading', { name: 'Connect services' }, { timeout: FIRST_RENDER_BUDGET_MS });
});

describe('/onboarding', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 3600 }));

  it('opens on step 2 when the account has its company and brands, with the first brand selected', async () => {
    const { calls } = signedIn({
      'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus()),
      ...statusRoutes('b1', {}),
    });
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Connect services' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: CONNECTION_MESSAGES.selectBrand })).toHaveTextContent('Nova');
    expect(screen.getByText(CONNECTION_MESSAGES.loadingStatus)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(CONNECTION_MESSAGES.loadingStatus)).not.toBeInTheDocument());

    for (const group of [
      'E-commerce Platform',
      'Review Platforms',
      'Social Media Platforms',
      'Communication Platforms',
      'Analytics Platforms',
    ]) {
      expect(screen.getByRole('heading', { name: new RegExp(group) })).toBeInTheDocument();
    }
    expect(screen.getByText(CONNECTION_MESSAGES.chooseOne)).toBeInTheDocument();
    // Unanswered status calls (404) simply mean 'Connect'.
    expect(screen.getByRole('button', { name: 'Connect Shopify' })).toHaveTextContent('Connect');
    expect(screen.getByRole('button', { name: 'Connect WhatsApp Business' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Google Analytics' })).toBeInTheDocument();
    // Review platforms only after Shopify.
    expect(screen.queryByRole('button', { name: 'Connect Judge.me' })).not.toBeInTheDocument();
    expect(screen.getByText('Connect Shopify first to choose your review platform.')).toBeInTheDocument();
    // Google reviews are not a store app: their own group, open before Shopify, not one of the "(Choose one)".
    const businessReviews = screen.getByRole('heading', { name: 'Business Reviews' }).closest('section') as HTMLElement;
    expect(within(businessReviews).getByRole('button', { name: 'Connect Google reviews' })).toBeEnabled();
    expect(completeButton()).toBeDisabled();

    const urls = calls.map((call) => `${call.method} ${call.url}`);
    expect(urls).toContain('GET /integration/shopify/status/b1');
    expect(urls).toContain('GET /integration/yotpo/status/b1');
    expect(urls).toContain('GET /integration/instagram/status/b1');
    expect(urls).toContain('POST /integration/judgeme/check-connection');
    expect(urls).toContain('POST /integrations/tiktok/check-connection');
    expect(urls).toContain('POST /integrations/whatsapp/check-connection');
    expect(urls).toContain('POST /integrations/google/check-connection');
    expect(calls.find((call) => call.url === '/integration/judgeme/check-connection')?.body).toEqual({
      brandId: 'b1',
    });
  });

  it('shows review platforms after Shopify, keeps them exclusive, and allows finishing when the rule is met', async () => {
    let completed = false;
    const { calls } = signedIn({
      'GET /auth/status': () =>
        jsonResponse({ authenticated: true, user: { ...me, firstimeSetup: completed ? 1 : 0 } }),
      'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus()),
      ...statusRoutes('b1', { shopify: true, yotpo: true, judgeme: false }),
      'POST /api/onboarding/submit': () => {
        completed = true;
        return jsonResponse({ success: true, message: 'done', user: { ...me, firstimeSetup: 1 } });
      },
    });
    window.localStorage.setItem(STORAGE_KEYS.onboardingStep, '2');
    window.localStorage.setItem(STORAGE_KEYS.onboardingBrands, '["Nova"]');
    const { router } = renderApp('/onboarding');

    const reviews = (await screen.findByRole('heading', { name: /Review Platforms/ })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(reviews).findByRole('button', { name: 'Yotpo Connected' })).toBeDisabled();
    expect(within(reviews).getByText('Connected')).toBeInTheDocument();
    await waitFor(() => expect(completeButton()).toBeEnabled());

    await userEvent.setup().click(completeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.filter((call) => call.url === '/api/onboarding/submit')).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingStep)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingBrands)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingCompleted)).toBe('true');
  });

  it('step 1: pre-filled from the account, at least one brand, duplicates and empty names ignored', async () => {
    const { calls } = signedIn({
      'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus({ companyName: null, brands: [] })),
      'POST /api/onboarding/submit-user': () =>
        jsonResponse({ success: true, message: 'saved', bizamplyId: 'acc-1', brandIds: ['b1', 'b2'] }),
    });
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Company & brands' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Dana');
    expect(screen.getByLabelText('Email')).toHaveValue('dana@brand.test');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText(REGISTRATION_MESSAGES.companyNameRequired)).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Company Name'), 'Demo Co');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText(REGISTRATION_MESSAGES.atLeastOneBrand)).length).toBeGreaterThan(0);

    const brandInput = screen.getByPlaceholderText('Brand name');
    await user.type(brandInput, 'Nova{Enter}');
    await user.type(brandInput, '  nova {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    await user.type(brandInput, 'Luna');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    const list = screen.getByRole('list', { name: 'Brands' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Nova'), expect.stringContaining('Luna')]);
    await user.click(screen.getByRole('button', { name: 'Remove Luna' }));
    await user.type(brandInput, 'Sol');
    // A name typed but not added yet is included.
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Connect services' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/onboarding/submit-user')?.body).toEqual({
      company: 'Demo Co',
      brands: ['Nova', 'Sol'],
      personalInfo: { firstName: 'Dana', lastName: 'Demo', email: 'dana@brand.test' },
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.bizamplyId)).toBe('acc-1');
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingStep)).toBe('2');
  });

  it('Skip marks onboarding complete, sets the skip flags and goes to /dashboard', async () => {
    let completed = false;
    const { calls } = signedIn({
      'GET /auth/status': () =>
        jsonResponse({ authenticated: true, user: { ...me, firstimeSetup: completed ? 1 : 0 } }),
      'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus()),
      'POST /api/onboarding/submit': () => {
        completed = true;
        return jsonResponse({ success: true, message: 'done', user: { ...me, firstimeSetup: 1 } });
      },
    });
    window.localStorage.setItem(STORAGE_KEYS.onboardingData, '{"companyName":"Demo Co"}');
    const { router } = renderApp('/onboarding');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/onboarding/submit')).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingData)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.skipOnboarding)).toBe('true');
  });

  it('a failed Skip still sets the skip flags and forces /dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    signedIn({
      'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus()),
      'POST /api/onboarding/submit': () => errorResponse(500, 'UNKNOWN_ERROR', 'Boom'),
    });
    renderApp('/onboarding');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.skipOnboarding)).toBe('true');
  });

  it('an unverified address never reaches the wizard: it is sent to the code page (issue 13 §3)', async () => {
    const unverified = { ...me, emailVerified: false };
    const { calls } = signedIn(
      { 'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus()) },
      unverified,
    );
    const { router } = renderApp('/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/verify-otp'));
    expect(router.state.location.search).toBe('?email=dana%40brand.test');
    expect(calls.some((call) => call.url === '/api/onboarding/submit')).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.skipOnboarding)).toBeNull();
  });

  it('connects Facebook with a checked Page ID picked from the Pages the Facebook Login listed', async () => {
    const { calls } = signedIn({
      'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus()),
      ...statusRoutes('b1', { facebook: false }),
      'GET /integrations/facebook/consent': () =>
        jsonResponse({
          success: true,
          data: {
            granted: true,
            expiresAt: '2026-01-01T00:15:00.000Z',
            accounts: [
              { id: '123456789012345', name: 'Nova Page', value: '123456789012345', taken: false },
              { id: '223456789012345', name: 'Someone else’s', value: '223456789012345', taken: true },
            ],
          },
        }),
      'POST /integrations/facebook/connect': facebookConnected,
    });
    renderApp('/onboarding');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Facebook' });
    await user.type(within(dialog).getByLabelText('Facebook Page ID'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByText(CONNECTION_MESSAGES.facebookPageIdInvalid)).toBeInTheDocument();
    // The Page another Bizamply account holds cannot be picked.
    expect(await within(dialog).findByRole('radio', { name: /Someone else’s/ })).toBeDisabled();
    expect(within(dialog).getByText(CONNECTION_MESSAGES.consentTakenBadge)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Nova Page/ }));
    expect(within(dialog).getByLabelText('Facebook Page ID')).toHaveValue('123456789012345');
    try {
      await connectOnFakeClock(dialog, 'Facebook connected successfully for Nova!');
      expect(calls.find((call) => call.url === '/integrations/facebook/connect')?.body).toEqual({
        brandId: 'b1',
        pageId: '123456789012345',
      });
      // The dialog closes 1.5 s after the success, not before.
      await advanceClock(DIALOG_CLOSE_MS - 1);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await advanceClock(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const social = screen.getByRole('heading', { name: 'Social Media Platforms' }).closest('section') as HTMLElement;
      expect(within(social).getByText('Connected')).toBeInTheDocument();
      // Without Shopify and a review platform the wizard stays (no auto-advance), well past the 2 s.
      await advanceClock(AUTO_ADVANCE_MS * 2);
      expect(calls.some((call) => call.url === '/api/onboarding/submit')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves on 2 s after a direct connect when the proceed rule is met (spec 1 §4)', async () => {
    let completed = false;
    const { calls } = signedIn({
      'GET /auth/status': () =>
        jsonResponse({ authenticated: true, user: { ...me, firstimeSetup: completed ? 1 : 0 } }),
      'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus()),
      ...statusRoutes('b1', { shopify: true, judgeme: true, facebook: false }),
      'GET /integrations/facebook/consent': () =>
        jsonResponse({
          success: true,
          data: {
            granted: true,
            expiresAt: '2026-01-01T00:15:00.000Z',
            accounts: [{ id: '123456789012345', name: 'Nova Page', value: '123456789012345', taken: false }],
          },
        }),
      'POST /integrations/facebook/connect': facebookConnected,
      'POST /api/onboarding/submit': () => {
        completed = true;
        return jsonResponse({ success: true, message: 'done', user: { ...me, firstimeSetup: 1 } });
      },
    });
    const { router } = renderApp('/onboarding');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Facebook' });
    await user.click(await within(dialog).findByRole('radio', { name: /Nova Page/ }));
    try {
      await connectOnFakeClock(dialog, 'Facebook connected successfully for Nova!');
      // Not a moment early: 1 ms before the 2 s nothing is submitted; at 2 s it is, once.
      await advanceClock(AUTO_ADVANCE_MS - 1);
      expect(calls.some((call) => call.url === '/api/onboarding/submit')).toBe(false);
      await advanceClock(1);
      expect(calls.filter((call) => call.url === '/api/onboarding/submit')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.filter((call) => call.url === '/api/onboarding/submit')).toHaveLength(1);
  });

  it('refuses a GA4 property id with letters in the form, with the spec’s message (issue 19)', async () => {
    const { calls } = signedIn({
      'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus()),
      ...statusRoutes('b1', {}),
      'GET /integrations/google/consent': () =>
        jsonResponse({ success: true, data: { granted: false, accounts: [], expiresAt: null } }),
    });
    renderApp('/onboarding');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect Google Analytics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Google Analytics' });
    await user.type(within(dialog).getByLabelText('Google Analytics Property ID'), 'GA4-ABC123XYZ-1');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByText(CONNECTION_MESSAGES.googlePropertyInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/integrations/google/connect')).toBe(false);
  });

  it('asks for the platform’s consent first: Continue with TikTok opens the popup, then the account is filled in', async () => {
    let granted = false;
    const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { calls } = signedIn({
      'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus()),
      ...statusRoutes('b1', {}),
      'POST /api/connections/popup-ticket': () =>
        jsonResponse({
          success: true,
          data: {
            ticket: 't',
            expiresAt: '2026-01-01T00:02:00.000Z',
            popupUrl: '/integration/tiktok?company=b1&ticket=t',
          },
        }),
      'GET /integrations/tiktok/consent': () =>
        jsonResponse({
          success: true,
          data: granted
            ? {
                granted: true,
                expiresAt: '2026-01-01T00:15:00.000Z',
                accounts: [{ id: '-000x', name: '@novabrand', value: '@novabrand', taken: false }],
              }
            : { granted: false, accounts: [], expiresAt: null },
        }),
    });
    renderApp('/onboarding');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect TikTok' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect TikTok' });
    expect(
      await within(dialog).findByText('Sign in with TikTok to confirm you manage the TikTok account you connect.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with TikTok' }));
    expect(open).toHaveBeenCalledWith('about:blank', 'bizamply-connect-tiktok', expect.stringContaining('width=600'));
    await waitFor(() => expect(popup.location.href).toBe('/integration/tiktok?company=b1&ticket=t'));
    expect(calls.find((call) => call.url === '/api/connections/popup-ticket')?.body).toEqual({
      brandId: 'b1',
      platform: 'tiktok',
    });
    expect(within(dialog).getByText('Waiting for TikTok...')).toBeInTheDocument();
    granted = true;
    await waitFor(() => expect(within(dialog).getByLabelText('TikTok handle')).toHaveValue('@novabrand'), {
      timeout: 4000,
    });
    expect(within(dialog).getByRole('radio', { name: /@novabrand/ })).toBeChecked();
    expect(popup.close).toHaveBeenCalled();
  });
});

describe('/onboarding connect popups', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 3600 }));

  it('opens the 600x700 window inside the click, sends it to the service and watches the status', async () => {
    let instagramConnected = false;
    const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    signedIn({
      'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus()),
      'GET /integration/instagram/status/b1': () =>
        jsonResponse({ success: true, connected: instagramConnected, needsAttention: null }),
    });
    renderApp('/onboarding');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect Instagram' }));
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'bizamply-connect-instagram',
      expect.stringContaining('width=600,height=700'),
    );
    expect(await screen.findByRole('button', { name: CONNECTION_MESSAGES.connecting })).toBeDisabled();
    // No ticket endpoint on this server (404): the spec's popup address.
    await waitFor(() => expect(popup.location.href).toBe('/integration/instagram?company=b1'));
    instagramConnected = true;
    expect(await screen.findByText('Instagram connected successfully!', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it('says so when the browser blocks the window', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    signedIn({ 'GET /api/onboarding/onboard-status': () => jsonResponse(onboardStatus()) });
    renderApp('/onboarding');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Instagram' }));
    expect(await screen.findByText(/Your browser blocked the connection window/)).toBeInTheDocument();
  });
});

describe('initial step (spec 1 §4)', () => {
  it('falls back to local storage when the server does not say', () => {
    expect(initialStep(undefined)).toBe(1);
    window.localStorage.setItem(STORAGE_KEYS.onboardingStep, '2');
    expect(initialStep(undefined)).toBe(2);
    window.localStorage.setItem(STORAGE_KEYS.onboardingStep, '1');
    window.localStorage.setItem(STORAGE_KEYS.bizamplyId, 'acc-1');
    window.localStorage.setItem(STORAGE_KEYS.brandIds, '["b1"]');
    expect(initialStep(undefined)).toBe(2);
  });

  it('trusts the server when it knows the company and a brand', () => {
    window.localStorage.setItem(STORAGE_KEYS.onboardingStep, '1');
    expect(initialStep(onboardStatus())).toBe(2);
    expect(initialStep(onboardStatus({ companyName: null }))).toBe(1);
    expect(initialStep(onboardStatus({ brands: [] }))).toBe(1);
  });
});
