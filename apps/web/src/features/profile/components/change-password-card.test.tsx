import { CSRF_COOKIE, GENERAL_MESSAGES, PROFILE_MESSAGES } from '@bizamply/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { ChangePasswordCard } from './change-password-card';

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ChangePasswordCard />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, confirm = 'Changed@2027y') {
  await user.type(screen.getByLabelText('Current Password'), 'Simple@2026x');
  await user.type(screen.getByLabelText('New Password'), 'Changed@2027y');
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
}

describe('change password', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 60 }));

  it('sends the change after a corrected mismatch', async () => {
    const { calls } = mockFetch({
      'POST /api/profile/change-password': () => jsonResponse({ success: true, message: 'ok' }),
    });
    const user = renderCard();
    await fillForm(user, 'Different@2027');
    await user.tab();
    expect(await screen.findByText(PROFILE_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'Changed@2027y');
    await user.click(screen.getByRole('button', { name: PROFILE_MESSAGES.updatePassword }));
    await screen.findByRole('button', { name: PROFILE_MESSAGES.updatePassword });
    await expect.poll(() => calls.some((call) => call.url === '/api/profile/change-password')).toBe(true);
  });

  it.each([
    ['INVALID_CURRENT_PASSWORD', PROFILE_MESSAGES.invalidCurrentPassword],
    ['PASSWORD_NOT_SET', PROFILE_MESSAGES.passwordNotSet],
    ['RATE_LIMIT_EXCEEDED', GENERAL_MESSAGES.tooManyAttempts],
    ['UNKNOWN_ERROR', PROFILE_MESSAGES.changePasswordFailed],
  ])('shows the spec text for %s', async (code, message) => {
    mockFetch({ 'POST /api/profile/change-password': () => errorResponse(400, code, 'server text') });
    const user = renderCard();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: PROFILE_MESSAGES.updatePassword }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("says 'New passwords do not match' when submitted with a mismatch", async () => {
    const { calls } = mockFetch({});
    const user = renderCard();
    await fillForm(user, 'Different@2027');
    await user.click(screen.getByRole('button', { name: PROFILE_MESSAGES.updatePassword }));
    expect(await screen.findByText(PROFILE_MESSAGES.newPasswordsDoNotMatch)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
