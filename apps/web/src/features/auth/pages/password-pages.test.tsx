import {
  CSRF_COOKIE,
  INVITATION_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  REGISTRATION_MESSAGES,
  STORAGE_KEYS,
} from '@bizamply/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const TOKEN = 't'.repeat(43);
const LOAD = { timeout: 8000 };

/** The e-mailed link opened in the browser: the token sits in the fragment. */
function openLink(path: string, token: string | null = TOKEN) {
  window.history.replaceState(null, '', `${path}${token ? `#token=${token}` : ''}`);
  return renderApp(path);
}

async function typeNewPassword(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(PASSWORD_RESET_MESSAGES.newPassword, {}, LOAD), password);
  await user.type(screen.getByLabelText(PASSWORD_RESET_MESSAGES.confirmNewPassword), confirm);
  return user;
}

describe('password reset and invitations (issue 13 §9)', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 60 }));

  it("/login's 'Forgot password?' opens the request form; the answer never says whether the address exists", async () => {
    const { calls } = mockFetch({
      'POST /auth/forgot-password': () => jsonResponse({ success: true, message: PASSWORD_RESET_MESSAGES.linkSent }),
    });
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: PASSWORD_RESET_MESSAGES.forgotLink }, LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    await user.click(await screen.findByRole('button', { name: PASSWORD_RESET_MESSAGES.sendLink }, LOAD));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_MESSAGES.sendLink }));
    expect(await screen.findByRole('heading', { name: PASSWORD_RESET_MESSAGES.checkEmailTitle })).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.linkSent)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/auth/forgot-password')?.body).toEqual({ email: 'ana@example.com' });
  });

  it('shows the rate-limit answer', async () => {
    mockFetch({
      'POST /auth/forgot-password': () =>
        errorResponse(429, 'RATE_LIMIT_EXCEEDED', PASSWORD_RESET_MESSAGES.tooManyRequests),
    });
    renderApp('/forgot-password?email=ana%40example.com');
    await userEvent.click(await screen.findByRole('button', { name: PASSWORD_RESET_MESSAGES.sendLink }, LOAD));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.tooManyRequests)).toBeInTheDocument();
  });

  it('/reset-password takes the token from the fragment, drops it from the address, and sends it in the body', async () => {
    const { calls } = mockFetch({
      'POST /auth/reset-password': () =>
        jsonResponse({ success: true, message: PASSWORD_RESET_MESSAGES.passwordReset }),
    });
    const { router } = openLink('/reset-password');
    const user = await typeNewPassword('weak', 'weak');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_MESSAGES.savePassword }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.passwordMin8)).toBeInTheDocument();
    expect(window.location.hash).toBe('');

    await user.clear(screen.getByLabelText(PASSWORD_RESET_MESSAGES.newPassword));
    await user.type(screen.getByLabelText(PASSWORD_RESET_MESSAGES.newPassword), 'N3w&Better!');
    await user.clear(screen.getByLabelText(PASSWORD_RESET_MESSAGES.confirmNewPassword));
    await user.type(screen.getByLabelText(PASSWORD_RESET_MESSAGES.confirmNewPassword), 'N3w&Better!');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_MESSAGES.savePassword }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.passwordReset)).toBeInTheDocument();
    const posted = calls.find((call) => call.url === '/auth/reset-password');
    expect(posted?.body).toEqual({ token: TOKEN, password: 'N3w&Better!' });
    expect(calls.every((call) => !call.url.includes(TOKEN))).toBe(true);
  });

  it('/reset-password says when the link is missing, used or expired, and offers a new one', async () => {
    mockFetch({
      'POST /auth/reset-password': () => errorResponse(400, 'INVALID_LINK', PASSWORD_RESET_MESSAGES.invalidLink),
    });
    openLink('/reset-password');
    const user = await typeNewPassword('N3w&Better!');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_MESSAGES.savePassword }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PASSWORD_RESET_MESSAGES.requestNewLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('/accept-invitation sets the password and signs the new customer in', async () => {
    const invited = buildUser({ email: 'ines@example.com', firstimeSetup: 0 });
    const { calls } = mockFetch({
      'POST /auth/accept-invitation': () =>
        jsonResponse({ success: true, message: INVITATION_MESSAGES.accepted, token: 'tok-inv', user: invited }),
      'GET /auth/status': () => jsonResponse({ authenticated: true, user: invited }),
    });
    const { router } = openLink('/accept-invitation');
    expect(await screen.findByRole('heading', { name: INVITATION_MESSAGES.title }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    const user = await typeNewPassword('N3w&Better!', 'N3w&Better!x');
    await user.click(screen.getByRole('button', { name: INVITATION_MESSAGES.setPassword }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(PASSWORD_RESET_MESSAGES.confirmNewPassword));
    await user.type(screen.getByLabelText(PASSWORD_RESET_MESSAGES.confirmNewPassword), 'N3w&Better!');
    await user.click(screen.getByRole('button', { name: INVITATION_MESSAGES.setPassword }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-inv');
    expect(calls.find((call) => call.url === '/auth/accept-invitation')?.body).toEqual({
      token: TOKEN,
      password: 'N3w&Better!',
    });
  });

  it('/accept-invitation without a token explains the link is not valid', async () => {
    mockFetch({});
    openLink('/accept-invitation', null);
    expect(await screen.findByText(INVITATION_MESSAGES.invalidLink, {}, LOAD)).toBeInTheDocument();
  });
});
