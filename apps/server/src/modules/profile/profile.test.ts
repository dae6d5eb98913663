import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, profileResponseSchema, sessionsResponseSchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { STRONG_PASSWORD, uniqueIp, verifiedUser } from '../auth/auth.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'N3w&Better!';
const valid = {
  firstName: 'Ann-Marie',
  lastName: "O'Neil",
  phone: '+1 (415) 555-0123',
  location: 'San Francisco, United States',
  birthday: '1990-04-21',
  bio: 'Runs a small candle shop.',
};

const put = (token: string, payload: Record<string, unknown>, url = '/backend/api/profile') =>
  t.request({ method: 'PUT', url, token, payload });

describe('profile (spec 3 §7 GET/PUT /backend/api/profile)', () => {
  it('needs a signed-in user', async () => {
    expect((await t.request({ url: '/backend/api/profile' })).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url: '/api/profile', payload: valid })).statusCode).toBe(401);
  });

  it('returns the profile on both prefixes and /user/profile', async () => {
    const user = await createUserWithBrand(t);
    for (const url of ['/backend/api/profile', '/api/profile', '/backend/api/user/profile']) {
      const response = await t.request({ url, token: user.token });
      expect(response.statusCode, url).toBe(200);
      const { data } = profileResponseSchema.parse(response.json());
      expect(data).toMatchObject({
        email: user.user.email,
        firstName: 'Test',
        role: 'user',
        accountType: 'free',
        phone: null,
        bio: null,
        hasPassword: false,
      });
    }
  });

  it('saves the personal info and reads it back', async () => {
    const user = await createUserWithBrand(t);
    const saved = await put(user.token, { ...valid, name: 'ignored name' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: PROFILE_MESSAGES.updated });
    const { data } = profileResponseSchema.parse((await t.request({ url: '/api/profile', token: user.token })).json());
    expect(data).toMatchObject({ ...valid, name: "Ann-Marie O'Neil" });

    // Empty values clear a field; a bare dial code counts as no number.
    const cleared = await put(user.token, { firstName: 'Ann', lastName: 'Lee', phone: '+1 ', bio: '', birthday: '' });
    expect(cleared.json().data).toMatchObject({ phone: null, bio: null, birthday: null, location: valid.location });
  });

  it.each([
    [{ firstName: '' }, PROFILE_MESSAGES.firstNameRequired],
    [{ firstName: 'x'.repeat(51) }, PROFILE_MESSAGES.firstNameMax],
    [{ lastName: 'R2D2' }, PROFILE_MESSAGES.nameLetters],
    [{ phone: '+1 555 abc' }, PROFILE_MESSAGES.phoneCharacters],
    [{ phone: '+1 555 0123' }, 'Please enter a valid phone number for United States'],
    [{ phone: '+44 20 7946 0958 1' }, 'Please enter a valid phone number for United Kingdom'],
    [{ phone: '+999 123456789' }, PROFILE_MESSAGES.phoneUnknownCountry],
    [{ birthday: '21/04/1990' }, PROFILE_MESSAGES.birthdayFormat],
    [{ birthday: '02/30/1990' }, PROFILE_MESSAGES.birthdayFormat],
    [{ birthday: '2999-01-01' }, PROFILE_MESSAGES.birthdayFuture],
    [{ location: 'x'.repeat(101) }, PROFILE_MESSAGES.locationMax],
    [{ bio: 'x'.repeat(501) }, PROFILE_MESSAGES.bioMax],
  ])('rejects %j with the spec message', async (change, message) => {
    const user = await createUserWithBrand(t);
    const response = await put(user.token, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
  });

  it('accepts MM/DD/YYYY birthdays and a 500-character bio, and never changes e-mail or role', async () => {
    const user = await createUserWithBrand(t);
    const ok = await put(user.token, { ...valid, birthday: '04/21/1990', bio: 'x'.repeat(500) });
    expect(ok.statusCode, ok.body).toBe(200);
    const sneaky = await put(user.token, { ...valid, email: 'other@example.com', role: 'admin' });
    expect(sneaky.statusCode).toBe(400);
    const { data } = profileResponseSchema.parse((await t.request({ url: '/api/profile', token: user.token })).json());
    expect(data).toMatchObject({ email: user.user.email, role: 'user', birthday: '04/21/1990' });
  });
});

describe('change password (spec 3 §5, §8)', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/backend/api/profile/change-password', token, payload });

  it('answers PASSWORD_NOT_SET for a user without a password (Google sign-in)', async () => {
    const user = await createUserWithBrand(t);
    const response = await change(user.token, { currentPassword: 'whatever1', newPassword: NEW_PASSWORD });
    expect(response.json()).toMatchObject({ code: 'PASSWORD_NOT_SET', message: PROFILE_MESSAGES.passwordNotSet });
    expect(response.statusCode).toBe(400);
  });

  it('validates with the spec messages and rejects a wrong current password', async () => {
    const user = await verifiedUser(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, PROFILE_MESSAGES.currentPasswordRequired],
      [{ currentPassword: STRONG_PASSWORD, newPassword: 'Ab1&' }, 'Password must be at least 8 characters'],
      [
        { currentPassword: STRONG_PASSWORD, newPassword: 'alllowercase1' },
        'Password must contain uppercase, lowercase, number and special character',
      ],
      [
        { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'Other&123' },
        PROFILE_MESSAGES.passwordsDontMatch,
      ],
      [{ currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD }, PROFILE_MESSAGES.passwordMustDiffer],
    ];
    for (const [payload, message] of cases) {
      const response = await change(user.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const wrong = await change(user.token, { currentPassword: 'Wrong&Pass1', newPassword: NEW_PASSWORD });
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
      message: PROFILE_MESSAGES.invalidCurrentPassword,
    });
  });

  it('changes the password: the new one signs in, the old one no longer does, other sessions end', async () => {
    const user = await verifiedUser(t);
    const login = (password: string) =>
      t.request({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-forwarded-for': uniqueIp() },
        payload: { email: user.email, password },
      });
    const other = (await login(STRONG_PASSWORD)).json().token as string;
    const response = await change(user.token, {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await login(STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.request({ url: '/api/profile', token: other })).statusCode).toBe(401);
    expect((await t.request({ url: '/api/profile', token: user.token })).statusCode).toBe(200);
  });
});

describe('sessions (spec 3 Security tab, §7)', () => {
  it('lists the live sessions with the current one marked, and revoking one stops its token at once', async () => {
    const user = await verifiedUser(t);
    const second = await t.request({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0' },
      payload: { email: user.email, password: STRONG_PASSWORD },
    });
    const otherToken = second.json().token as string;
    const listed = sessionsResponseSchema.parse(
      (await t.request({ url: '/backend/api/profile/sessions', token: user.token })).json(),
    ).data.sessions;
    // The sign-up session, the verification session (the caller's) and the new sign-in.
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.isCurrent)).toHaveLength(1);
    const other = listed.find((session) => session.ipAddress === '203.0.113.9');
    expect(other).toMatchObject({
      device: 'Chrome on Windows',
      ipAddress: '203.0.113.9',
      location: PROFILE_MESSAGES.unknownLocation,
      loginMethod: 'Email & password',
    });

    expect((await t.request({ url: '/api/profile', token: otherToken })).statusCode).toBe(200);
    const revoked = await t.request({ method: 'DELETE', url: `/api/profile/sessions/${other?.id}`, token: user.token });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await t.request({ url: '/api/profile', token: otherToken })).statusCode).toBe(401);
    const again = await t.request({ method: 'DELETE', url: `/api/profile/sessions/${other?.id}`, token: user.token });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's session and 401 without a token", async () => {
    const owner = await createUserWithBrand(t);
    const stranger = await createUserWithBrand(t);
    const response = await t.request({
      method: 'DELETE',
      url: `/backend/api/profile/sessions/${owner.sessionId}`,
      token: stranger.token,
    });
    expect(response.statusCode).toBe(404);
    expect((await t.request({ url: '/api/profile', token: owner.token })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/profile/sessions' })).statusCode).toBe(401);
    const bad = await t.request({ method: 'DELETE', url: '/api/profile/sessions/not-a-uuid', token: owner.token });
    expect(bad.statusCode).toBe(400);
  });

  it('signs out every other device and keeps the caller signed in', async () => {
    const user = await verifiedUser(t);
    const tokens = await Promise.all(
      [1, 2].map(async () => {
        const response = await t.request({
          method: 'POST',
          url: '/auth/login',
          headers: { 'x-forwarded-for': uniqueIp() },
          payload: { email: user.email, password: STRONG_PASSWORD },
        });
        return response.json().token as string;
      }),
    );
    const response = await t.request({
      method: 'POST',
      url: '/backend/api/profile/sessions/revoke-others',
      token: user.token,
    });
    // The two sign-ins and the sign-up session.
    expect(response.json()).toMatchObject({ success: true, data: { revoked: 3 } });
    for (const token of tokens) expect((await t.request({ url: '/api/profile', token })).statusCode).toBe(401);
    const left = sessionsResponseSchema.parse(
      (await t.request({ url: '/api/profile/sessions', token: user.token })).json(),
    );
    expect(left.data.sessions).toEqual([expect.objectContaining({ isCurrent: true })]);
  });
});
