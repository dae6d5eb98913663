import { AUTH_MESSAGES, CSRF_COOKIE, REGISTRATION_MESSAGES, STORAGE_KEYS, type User } from '@bizamply/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const SHOP = { shop: 'north.myshopify.com', shopifySessionId: 'sess-1', shopifyAccessToken: 'shpat_1' };
const INSTALL_LINK = `/signup?shop=${SHOP.shop}&shopify_session_id=${SHOP.shopifySessionId}&shopify_access_token=${SHOP.shopifyAccessToken}`;
const PASSWORD = 'Str0ng#Pass';

async function openSignup(path = INSTALL_LINK) {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Create Account' });
  return view;
}

async function fillShopForm(overrides: Partial<Record<string, string>> = {}) {
  const user = userEvent.setup();
  const values: Record<string, string> = {
    'First Name': 'Maya',
    'Last Name': 'Lind',
    'Email Address': 'maya@north.test',
    'Company Name': 'Northwind',
    'Brand Name': 'Northwind Candles',
    Password: PASSWORD,
    'Confirm Password': PASSWORD,
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label, { exact: true });
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create Account' }));

function registered(user: User) {
  return () => jsonResponse({ success: true, token: 'signup-token', user, message: 'ok' }, { status: 201 });
}

describe('/signup (shop-based Create Account)', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 60 }));

  it('without the install parameters, says so and offers the simple registration', async () => {
    mockFetch({});
    await openSignup('/signup?shop=north.myshopify.com');
    expect(screen.getByText(AUTH_MESSAGES.missingShopParams)).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
  });

  it('validates a field when it is left, with the spec message', async () => {
    mockFetch({});
    await openSignup();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('First Name'));
    await user.tab();
    expect(await screen.findByText(REGISTRATION_MESSAGES.firstNameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email Address'), 'not-an-address');
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    // Only the fields left so far are checked.
    expect(screen.queryByText(REGISTRATION_MESSAGES.companyNameRequired)).not.toBeInTheDocument();
  });

  it("after a submit attempt lists every problem under 'Please fix the following errors:'", async () => {
    const { calls } = mockFetch({});
    await openSignup();
    const user = userEvent.setup();
    await submit(user);
    const summary = (await screen.findByText(AUTH_MESSAGES.fixErrors)).closest('[role="alert"]') as HTMLElement;
    for (const message of [
      REGISTRATION_MESSAGES.firstNameRequired,
      REGISTRATION_MESSAGES.lastNameRequired,
      AUTH_MESSAGES.emailRequired,
      REGISTRATION_MESSAGES.companyNameRequired,
      REGISTRATION_MESSAGES.brandNameRequired,
      AUTH_MESSAGES.passwordRequired,
      REGISTRATION_MESSAGES.confirmPasswordRequired,
    ]) {
      expect(within(summary).getByText(message)).toBeInTheDocument();
    }
    expect(calls.some((call) => call.url === '/auth/register')).toBe(false);
    // A fixed field leaves the summary; the others stay until they are fixed too.
    await user.type(screen.getByLabelText('First Name'), 'Maya');
    await waitFor(() =>
      expect(within(summary).queryByText(REGISTRATION_MESSAGES.firstNameRequired)).not.toBeInTheDocument(),
    );
    expect(within(summary).getByText(REGISTRATION_MESSAGES.lastNameRequired)).toBeInTheDocument();
  });

  it('reports the password rules and a mismatched confirmation', async () => {
    mockFetch({});
    await openSignup();
    const user = await fillShopForm({ Password: 'short', 'Confirm Password': 'different' });
    await submit(user);
    expect(await screen.findAllByText(REGISTRATION_MESSAGES.passwordMin8)).not.toHaveLength(0);
    await user.clear(screen.getByLabelText('Password', { exact: true }));
    await user.type(screen.getByLabelText('Password', { exact: true }), 'longenough');
    expect(await screen.findAllByText(REGISTRATION_MESSAGES.passwordComplexity)).not.toHaveLength(0);
    await user.clear(screen.getByLabelText('Password', { exact: true }));
    await user.type(screen.getByLabelText('Password', { exact: true }), PASSWORD);
    expect(await screen.findAllByText(REGISTRATION_MESSAGES.passwordsDoNotMatch)).not.toHaveLength(0);
  });

  it('shows the live strength bar and the missing requirements', async () => {
    mockFetch({});
    await openSignup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password', { exact: true }), 'abcdefgh');
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Fair');
    expect(screen.getByText('One uppercase letter')).toBeInTheDocument();
    expect(screen.getByText('One number')).toBeInTheDocument();
    expect(screen.getByText('One special character')).toBeInTheDocument();
    expect(screen.queryByText('One lowercase letter')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password', { exact: true }), 'A1!');
    expect(meter).toHaveAttribute('aria-valuetext', 'Very Strong');
  });

  it.each([
    ['USER_EXISTS', 409, 'Conflict', AUTH_MESSAGES.userExists],
    ['RATE_LIMIT_EXCEEDED', 429, 'Slow down', AUTH_MESSAGES.registrationRateLimited],
    ['SERVICE_UNAVAILABLE', 503, 'Try again in a minute', 'Try again in a minute'],
  ])('shows the text for %s', async (code, status, message, text) => {
    mockFetch({ 'POST /auth/register': () => errorResponse(status, code, message) });
    await openSignup();
    const user = await fillShopForm();
    await submit(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it("shows 'Registration failed' when the server cannot be reached", async () => {
    mockFetch({ 'POST /auth/register': () => Promise.reject(new TypeError('offline')) });
    await openSignup();
    const user = await fillShopForm();
    await submit(user);
    expect(await screen.findByText(AUTH_MESSAGES.registrationFailed)).toBeInTheDocument();
  });

  it("puts a 'Password must contain' answer under the password field", async () => {
    mockFetch({
      'POST /auth/register': () => errorResponse(400, 'BAD_REQUEST', REGISTRATION_MESSAGES.passwordComplexity),
    });
    await openSignup();
    const user = await fillShopForm();
    await submit(user);
    const message = await screen.findByText(REGISTRATION_MESSAGES.passwordComplexity);
    expect(message).toHaveAttribute('id', 'signup-password-error');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  it("creates the account: 'Creating Account...', duplicate submits ignored, data saved, then verification", async () => {
    let release: () => void = () => undefined;
    const newUser = buildUser({ email: 'maya@north.test', emailVerified: false, firstimeSetup: 0 });
    const { calls } = mockFetch({
      'POST /auth/register': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(registered(newUser)());
        }),
      'POST /api/onboarding/submit-user': () =>
        jsonResponse({ success: true, message: 'saved', bizamplyId: 'acc-1', brandIds: ['brand-1'] }),
    });
    const { router } = await openSignup();
    const user = await fillShopForm();
    await submit(user);
    const busy = await screen.findByRole('button', { name: AUTH_MESSAGES.creatingAccount });
    expect(busy).toBeDisabled();
    await user.click(busy);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/verify-otp'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?email=maya%40north.test');

    const registers = calls.filter((call) => call.url === '/auth/register');
    expect(registers).toHaveLength(1);
    expect(registers[0]?.body).toEqual({
      firstName: 'Maya',
      lastName: 'Lind',
      email: 'maya@north.test',
      companyName: 'Northwind',
      brandName: 'Northwind Candles',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...SHOP,
    });
    const submitUser = calls.find((call) => call.url === '/api/onboarding/submit-user') as RecordedRequest;
    expect(submitUser.body).toEqual({
      company: 'Northwind',
      brands: [{ brandName: 'Northwind Candles', shopify: SHOP }],
      personalInfo: { firstName: 'Maya', lastName: 'Lind', email: 'maya@north.test' },
      isUpdate: false,
    });
    expect(submitUser.headers.get('Authorization')).toBe('Bearer signup-token');

    const stored = (key: string) => window.localStorage.getItem(key);
    expect(stored(STORAGE_KEYS.authToken)).toBe('signup-token');
    expect(stored(STORAGE_KEYS.bizamplyId)).toBe('acc-1');
    expect(JSON.parse(stored(STORAGE_KEYS.brandIds) ?? '')).toEqual(['brand-1']);
    expect(JSON.parse(stored(STORAGE_KEYS.onboardingBrands) ?? '')).toEqual(['Northwind Candles']);
    expect(JSON.parse(stored(STORAGE_KEYS.onboardingData) ?? '')).toEqual({
      firstName: 'Maya',
      lastName: 'Lind',
      email: 'maya@north.test',
      companyName: 'Northwind',
    });
    // The shop is remembered; its access token and the password never reach browser storage.
    expect(JSON.parse(stored(STORAGE_KEYS.shopifyDetails) ?? '')).toMatchObject({
      shopifyDomain: SHOP.shop,
      shopifySessionId: SHOP.shopifySessionId,
    });
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(SHOP.shopifyAccessToken);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(PASSWORD);
  });

  it('only logs a failed onboarding submit and still continues to verification', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'POST /auth/register': registered(buildUser({ email: 'maya@north.test', emailVerified: false })),
      'POST /api/onboarding/submit-user': () => errorResponse(500, 'UNKNOWN_ERROR', 'Boom'),
    });
    const { router } = await openSignup();
    const user = await fillShopForm();
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/verify-otp'), { timeout: 3000 });
    expect(log).toHaveBeenCalledWith('Onboarding submission failed', expect.anything());
  });

  it('pre-fills a signed-in user, read-only, with the spec note; without the link they are sent on', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const me = buildUser({ email: 'dana@brand.test', firstName: 'Dana', lastName: 'Demo' });
    mockFetch({ 'GET /auth/status': () => jsonResponse({ authenticated: true, user: me }) });
    const { router } = renderApp(INSTALL_LINK);
    expect(await screen.findByText(AUTH_MESSAGES.prefilledNote)).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveValue('dana@brand.test');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First Name')).toHaveValue('Dana');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Company Name')).not.toHaveAttribute('readonly');

    await router.navigate('/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('a signed-in user who adds a store keeps their session on a wrong password', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const me = buildUser({ email: 'dana@brand.test', firstName: 'Dana', lastName: 'Demo' });
    mockFetch({
      'GET /auth/status': () => jsonResponse({ authenticated: true, user: me }),
      'POST /auth/register': () => errorResponse(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials),
    });
    const { router } = renderApp(INSTALL_LINK);
    await screen.findByText(AUTH_MESSAGES.prefilledNote);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Company Name'), 'Demo Co');
    await user.type(screen.getByLabelText('Brand Name'), 'Demo Two');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Wr0ng#Pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Wr0ng#Pass');
    await submit(user);
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('token-1');
  });
});

describe('simple registration', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 60 }));

  it('is reached from /login and uses the spec 1 §5 messages', async () => {
    const { calls } = mockFetch({});
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=email'));
    expect(screen.queryByText(AUTH_MESSAGES.missingShopParams)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'A1');
    await user.type(screen.getByLabelText('Email Address'), 'nope');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'abcdefgh');
    await user.type(screen.getByLabelText(/Profile picture URL/), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.nameLetters)).toBeInTheDocument();
    expect(screen.getByText(REGISTRATION_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(REGISTRATION_MESSAGES.passwordComplexity)).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL (https://...)')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/auth/signup')).toBe(false);
  });

  it('signs up with POST /auth/signup and continues to verification', async () => {
    const { calls } = mockFetch({
      'POST /auth/signup': registered(buildUser({ email: 'ola@berg.test', emailVerified: false })),
    });
    const { router } = renderApp('/signup?mode=email');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full Name'), 'Ola Berg');
    await user.type(screen.getByLabelText('Email Address'), 'ola@berg.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Simple@2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/verify-otp'));
    expect(calls.find((call) => call.url === '/auth/signup')?.body).toEqual({
      name: 'Ola Berg',
      email: 'ola@berg.test',
      password: 'Simple@2026',
    });
  });

  it('shows the USER_EXISTS text', async () => {
    mockFetch({ 'POST /auth/signup': () => errorResponse(409, 'USER_EXISTS', 'exists') });
    renderApp('/signup?mode=email');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full Name'), 'Ola Berg');
    await user.type(screen.getByLabelText('Email Address'), 'ola@berg.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Simple@2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(AUTH_MESSAGES.userExists)).toBeInTheDocument();
  });
});
