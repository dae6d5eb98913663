import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/fixtures';
import { defaultDestination, loginPathFor, parseReturnUrl, postAuthDestination } from './auth-redirects';

describe('post-sign-in destination', () => {
  it('follows the spec rules without a returnUrl', () => {
    expect(defaultDestination(buildUser({ isAdmin: true, firstimeSetup: 0 }))).toBe('/dashboard');
    expect(defaultDestination(buildUser({ firstimeSetup: 0 }))).toBe('/onboarding');
    expect(defaultDestination(buildUser({ firstimeSetup: 1 }))).toBe('/dashboard');
  });

  it('sends an unverified address to the code page, whatever the returnUrl (issue 13 §3)', () => {
    const user = buildUser({ emailVerified: false, email: 'new@example.com' });
    expect(defaultDestination(user)).toBe('/signup/verify-otp?email=new%40example.com');
    expect(postAuthDestination(user, '/reports')).toBe('/signup/verify-otp?email=new%40example.com');
  });

  it('follows a same-origin path', () => {
    expect(postAuthDestination(buildUser(), '/responses?highlight=1')).toBe('/responses?highlight=1');
  });

  it('ignores absolute URLs, //host, /\\host, script URLs and auth pages: /dashboard instead (issue 19 item 8)', () => {
    for (const url of [
      '/\\evil.example.com',
      '//evil.example',
      'https://evil.example/x',
      `${window.location.origin}/plans`,
      'javascript:alert(1)',
      '/login',
      '/logout',
      '/reset-password',
      'nonsense',
    ]) {
      expect(parseReturnUrl(url), url).toBeNull();
      expect(postAuthDestination(buildUser(), url), url).toBe('/dashboard');
    }
  });

  it('remembers the origin page in the login path', () => {
    expect(loginPathFor({ pathname: '/transactions', search: '?page=2', hash: '' })).toBe(
      '/login?returnUrl=%2Ftransactions%3Fpage%3D2',
    );
    expect(loginPathFor({ pathname: '/logout' })).toBe('/login');
  });
});
