import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES, twoFactorEnableResponseSchema, twoFactorSetupResponseSchema } from '@bizamply/contracts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { STRONG_PASSWORD, uniqueIp, verifiedUser } from '../auth/auth.test-support.ts';
import { base32Decode, base32Encode, matchTotp, timeStep, totpAt } from './totp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1 seed "12345678901234567890", 8 digits there; the last 6 digits are our code.
  const secret = base32Encode(Buffer.from('12345678901234567890'));
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC test vector at %i s', (seconds, code) => {
    expect(totpAt(secret, timeStep(seconds * 1000))).toBe(code);
  });

  it('round-trips base32, allows one step of drift and refuses replays', () => {
    expect(base32Decode(secret).toString()).toBe('12345678901234567890');
    const at = 1_700_000_000_000;
    const step = timeStep(at);
    expect(matchTotp(secret, totpAt(secret, step - 1), null, at)).toBe(step - 1);
    expect(matchTotp(secret, totpAt(secret, step - 2), null, at)).toBeNull();
    expect(matchTotp(secret, totpAt(secret, step), step, at)).toBeNull();
  });
});

describe('two-factor setup and sign-in', () => {
  const login = (email: string, twoFactorCode?: string) =>
    t.request({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: { email, password: STRONG_PASSWORD, ...(twoFactorCode !== undefined ? { twoFactorCode } : {}) },
    });

  it('enables with a first code, then asks for a code at sign-in and accepts TOTP or a recovery code once', async () => {
    const user = await verifiedUser(t);
    const status = await t.request({ url: '/backend/api/profile/two-factor', token: user.token });
    expect(status.json()).toEqual({ success: true, data: { enabled: false, recoveryCodesLeft: 0 } });

    const setup = twoFactorSetupResponseSchema.parse(
      (await t.request({ method: 'POST', url: '/api/profile/two-factor/setup', token: user.token })).json(),
    );
    expect(setup.data.otpauthUrl).toContain(`otpauth://totp/Bizamply%3A${encodeURIComponent(user.email)}`);
    expect(setup.data.otpauthUrl).toContain(`secret=${setup.data.secret}`);
    // A pending setup does not change sign-in yet.
    expect((await login(user.email)).statusCode).toBe(200);

    const wrong = await t.request({
      method: 'POST',
      url: '/api/profile/two-factor/enable',
      token: user.token,
      payload: { code: '000000' === totpAt(setup.data.secret, timeStep()) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE', message: TWO_FACTOR_MESSAGES.invalidCode });

    const firstCode = totpAt(setup.data.secret, timeStep());
    const enabled = await t.request({
      method: 'POST',
      url: '/api/profile/two-factor/enable',
      token: user.token,
      payload: { code: firstCode },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = twoFactorEnableResponseSchema.parse(enabled.json()).data;
    expect(recoveryCodes).toHaveLength(10);

    const required = await login(user.email);
    expect(required.statusCode).toBe(401);
    expect(required.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: TWO_FACTOR_MESSAGES.codeRequired });
    const bad = await login(user.email, '123 456');
    expect(bad.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });
    // The code used to enable cannot be replayed; the next time step's code can be used (drift of one step).
    expect((await login(user.email, firstCode)).statusCode).toBe(401);
    const next = totpAt(setup.data.secret, timeStep() + 1);
    const ok = await login(user.email, next);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));

    const recovery = recoveryCodes[0] ?? '';
    expect((await login(user.email, recovery.toUpperCase())).statusCode).toBe(200);
    expect((await login(user.email, recovery)).statusCode).toBe(401);
    const after = await t.request({ url: '/api/profile/two-factor', token: user.token });
    expect(after.json()).toEqual({ success: true, data: { enabled: true, recoveryCodesLeft: 9 } });

    // Setting up again while enabled is refused; disabling needs a valid code.
    expect(
      (await t.request({ method: 'POST', url: '/api/profile/two-factor/setup', token: user.token })).statusCode,
    ).toBe(409);
    const noCode = await t.request({
      method: 'POST',
      url: '/api/profile/two-factor/disable',
      token: user.token,
      payload: { code: '' },
    });
    expect(noCode.json().message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    const disabled = await t.request({
      method: 'POST',
      url: '/api/profile/two-factor/disable',
      token: user.token,
      payload: { code: recoveryCodes[1] },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('needs a signed-in user and a started setup', async () => {
    expect((await t.request({ url: '/api/profile/two-factor' })).statusCode).toBe(401);
    const user = await verifiedUser(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/profile/two-factor/enable',
      token: user.token,
      payload: { code: '123456' },
    });
    expect(response.json()).toMatchObject({ status: 400, message: TWO_FACTOR_MESSAGES.setupMissing });
  });
});
