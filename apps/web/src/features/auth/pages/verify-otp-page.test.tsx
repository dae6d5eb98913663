import { CSRF_COOKIE, STORAGE_KEYS, VERIFICATION_MESSAGES, VERIFY_OTP_MESSAGES } from '@bizamply/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { VerifyOtpFallback } from '../components/verify-otp-fallback';
import { formatCountdown } from '../lib/use-countdown';
import { rememberInstallLink } from '../lib/signup-storage';

const PATH = '/signup/verify-otp?email=maya%40north.test';
const verifyButton = () => screen.getByRole('button', { name: VERIFY_OTP_MESSAGES.verifyAndContinue });
const resendButton = () => screen.getByRole('button', { name: VERIFY_OTP_MESSAGES.resendCode });

async function openPage() {
  const view = renderApp(PATH);
  // The Suspense fallback carries the same heading: wait for the code boxes.
  await screen.findByLabelText('Digit 1 of 6');
  return view;
}

describe('/signup/verify-otp', () => {
  // Outlives the five minutes the expiry tests move the clock on.
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 3600 }));

  it('formats the countdown as m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it("shows 'Verify Your Email' / 'Loading...' while the page loads", () => {
    render(<VerifyOtpFallback />);
    expect(screen.getByText(VERIFY_OTP_MESSAGES.title)).toBeInTheDocument();
    expect(screen.getByText(VERIFY_OTP_MESSAGES.loading)).toBeInTheDocument();
  });

  it('names the address, counts down from 5:00 and enables Verify only with six digits', async () => {
    mockFetch({});
    await openPage();
    expect(screen.getByText('maya@north.test')).toBeInTheDocument();
    expect(screen.getByText('Code expires in 5:00')).toBeInTheDocument();
    expect(verifyButton()).toBeDisabled();
    expect(resendButton()).toBeDisabled();
    const user = userEvent.setup();
    await user.keyboard('12345');
    expect(verifyButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(VERIFICATION_MESSAGES.incompleteCode)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Digit 6 of 6'));
    await user.keyboard('6');
    expect(verifyButton()).toBeEnabled();
  });

  it('a wrong code shows the spec message and clears the boxes', async () => {
    const { calls } = mockFetch({
      'POST /auth/verify-email': () =>
        errorResponse(400, 'INVALID_VERIFICATION_CODE', 'Invalid verification code. Please try again.'),
    });
    await openPage();
    const user = userEvent.setup();
    await user.keyboard('111111');
    await user.click(verifyButton());
    expect(await screen.findByText(VERIFICATION_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();
    expect(calls.find((call) => call.url === '/auth/verify-email')?.body).toEqual({
      email: 'maya@north.test',
      code: '111111',
    });
  });

  it("the right code: 'Verifying...', token stored, session refreshed, then /onboarding", async () => {
    let release: () => void = () => undefined;
    const user = buildUser({ email: 'maya@north.test', firstimeSetup: 0 });
    const { calls } = mockFetch({
      'POST /auth/verify-email': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ success: true, token: 'verified-token', user, message: 'ok' }));
        }),
      'GET /auth/status': () => jsonResponse({ authenticated: true, user }),
    });
    const { router } = await openPage();
    const typist = userEvent.setup();
    await typist.keyboard('654321');
    await typist.click(verifyButton());
    expect(await screen.findByRole('button', { name: VERIFY_OTP_MESSAGES.verifying })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('verified-token');
    expect(calls.some((call) => call.url === '/auth/status')).toBe(true);
  });

  it("after expiry, 'Resend Code' sends a new code, restarts the timer, clears and refocuses the boxes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: () => void = () => undefined;
    const { calls } = mockFetch({
      'POST /auth/resend-verification': () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(jsonResponse({ success: true, message: 'A new verification code has been sent to your email.' }));
        }),
    });
    await openPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.keyboard('12');
    await act(() => vi.advanceTimersByTimeAsync(299_000));
    expect(screen.getByText('Code expires in 0:01')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByText(VERIFICATION_MESSAGES.expired)).toBeInTheDocument();
    expect(resendButton()).toBeEnabled();

    await user.click(resendButton());
    expect(await screen.findByRole('button', { name: VERIFY_OTP_MESSAGES.sending })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText('A new verification code has been sent to your email.')).toBeInTheDocument();
    expect(screen.getByText('Code expires in 5:00')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
    expect(screen.getByLabelText('Digit 2 of 6')).toHaveValue('');
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();
    expect(calls.find((call) => call.url === '/auth/resend-verification')?.body).toEqual({
      email: 'maya@north.test',
    });
  });

  it("a failed resend says 'Failed to resend code. Please try again.'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'POST /auth/resend-verification': () => errorResponse(500, 'UNKNOWN_ERROR', 'Boom') });
    await openPage();
    await act(() => vi.advanceTimersByTimeAsync(301_000));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(resendButton());
    expect(await screen.findByText(VERIFICATION_MESSAGES.resendFailed)).toBeInTheDocument();
  });

  it("'Back to Sign Up' returns to /signup", async () => {
    mockFetch({});
    const { router } = await openPage();
    await userEvent.setup().click(screen.getByRole('link', { name: VERIFY_OTP_MESSAGES.backToSignUp }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it("'Back to Sign Up' returns to the install link's shop sign-up (issue 19 item 17)", async () => {
    mockFetch({});
    rememberInstallLink({
      shop: 'north.myshopify.com',
      shopifySessionId: 'offline_north',
      shopifyAccessToken: 'shpat_x',
    });
    const { router } = await openPage();
    await userEvent.setup().click(screen.getByRole('link', { name: VERIFY_OTP_MESSAGES.backToSignUp }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe(
      '?shop=north.myshopify.com&shopify_session_id=offline_north&shopify_access_token=shpat_x',
    );
    window.sessionStorage.clear();
  });
});
