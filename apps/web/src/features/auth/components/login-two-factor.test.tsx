import { CSRF_COOKIE, TWO_FACTOR_MESSAGES } from '@bizamply/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

describe('login with two-factor authentication', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 60 }));

  it('asks for the authenticator code after the password, then signs in with it', async () => {
    const user = buildUser();
    const { calls } = mockFetch({
      'POST /auth/login': (request) => {
        const code = (request.body as { twoFactorCode?: string }).twoFactorCode;
        if (!code) return errorResponse(401, 'TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.codeRequired);
        if (code !== '123456') return errorResponse(401, 'INVALID_TWO_FACTOR_CODE', TWO_FACTOR_MESSAGES.invalidCode);
        return jsonResponse({ success: true, token: 'tfa-token', user, message: 'ok' });
      },
      'GET /auth/status': () => jsonResponse({ authenticated: true, user }),
    });
    const { router } = renderApp('/login');
    const typist = userEvent.setup();
    await typist.type(await screen.findByLabelText('Email'), 'dana@brand.test');
    await typist.type(screen.getByLabelText('Password'), 'secret-123');
    await typist.click(screen.getByRole('button', { name: 'Sign in' }));

    const codeField = await screen.findByLabelText(TWO_FACTOR_MESSAGES.codeLabel);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await typist.type(codeField, '000000');
    await typist.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.invalidCode);

    await typist.clear(codeField);
    await typist.type(codeField, '123456');
    await typist.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const last = calls.filter((call) => call.url === '/auth/login').at(-1);
    expect(last?.body).toMatchObject({ email: 'dana@brand.test', twoFactorCode: '123456' });
  });
});
