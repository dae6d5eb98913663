import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/fixtures';
import { defaultDestination, loginPathFor, parseReturnUrl, postAuthDestination } from './auth-redirects';

describe('post-sign-in destination', () => {
  it('follows the spec rules without a returnUrl', () => {
    expect(defaultDestination(buildUser({ isAdmin: true, firstimeSetup: 0 }))).toBe('/dashboard');
    expect(defaultDestination(buildUser({ firstimeSetup: 0 }))).toBe('/onboarding');
    expect(defaultDestination(buildUser({ firstimeSetup: 1 }))).toBe('/dashboard');
  });

  it('follows an in-app path and a same-origin absolute URL', () => {
    expect(postAuthDestination(buildUser(), '/responses?highlight=1')).toEqual({
      kind: 'internal',
      path: '/responses?highlight=1',
    });
    const absolute = `${window.location.origin}/plans`;
    expect(parseReturnUrl(absolute)).toEqual({ kind: 'external', url: absolute });
  });

  it('ignores foreign hosts, protocol-relative and script URLs, and auth pages', () => {
    for (const url of [
      'https://evil.example/x',
      '//evil.example',
      'javascript:alert(1)',
      '/login',
      '/logout',
      'nonsense',
    ]) {
      expect(parseReturnUrl(url)).toBeNull();
    }
    expect(postAuthDestination(buildUser(), 'https://evil.example')).toEqual({ kind: 'internal', path: '/dashboard' });
  });

  it('remembers the origin page in the login path', () => {
    expect(loginPathFor({ pathname: '/transactions', search: '?page=2', hash: '' })).toBe(
      '/login?returnUrl=%2Ftransactions%3Fpage%3D2',
    );
    expect(loginPathFor({ pathname: '/logout' })).toBe('/login');
  });
});
