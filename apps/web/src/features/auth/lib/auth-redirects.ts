import type { User } from '@bizamply/contracts';
import { LOGIN_PATH } from '@/lib/api-client';

export { LOGIN_PATH };

/** Spec 1 §2: redirect happens 100 ms after authentication. */
export const POST_AUTH_REDIRECT_DELAY_MS = 100;

/** Pages that must never be a returnUrl: coming back to them would loop or sign the user out again. */
const NO_RETURN_PATHS = ['/', '/login', '/logout', '/signup', '/signup/verify-otp', '/auth/callback', '/error'];

export type Destination = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** Where a signed-in user belongs by default: admin → /dashboard, onboarding not done → /onboarding. */
export function defaultDestination(user: User): string {
  if (user.isAdmin) return '/dashboard';
  if (user.firstimeSetup === 0) return '/onboarding';
  return '/dashboard';
}

function allowedOrigins(): Set<string> {
  const origins = new Set([window.location.origin]);
  const apiUrl = import.meta.env.VITE_API_URL;
  if (apiUrl) {
    try {
      origins.add(new URL(apiUrl).origin);
    } catch {
      // A malformed VITE_API_URL adds nothing.
    }
  }
  return origins;
}

/**
 * A returnUrl the app may follow: an in-app path, or an absolute URL on our own (or the API's) origin.
 * Other hosts are ignored so that a crafted link cannot bounce a fresh session to a foreign site.
 */
export function parseReturnUrl(returnUrl: string | null | undefined): Destination | null {
  if (!returnUrl) return null;
  if (returnUrl.startsWith('/') && !returnUrl.startsWith('//')) {
    const pathname = returnUrl.split(/[?#]/)[0] ?? returnUrl;
    return NO_RETURN_PATHS.includes(pathname) ? null : { kind: 'internal', path: returnUrl };
  }
  try {
    const url = new URL(returnUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return allowedOrigins().has(url.origin) ? { kind: 'external', url: url.href } : null;
  } catch {
    return null;
  }
}

/** Spec 1 §2: the returnUrl if present, else the default destination for this user. */
export function postAuthDestination(user: User, returnUrl: string | null | undefined): Destination {
  return parseReturnUrl(returnUrl) ?? { kind: 'internal', path: defaultDestination(user) };
}

/** /login, remembering where the visitor was going (`returnUrl`), except for pages not worth returning to. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  if (NO_RETURN_PATHS.includes(location.pathname)) return LOGIN_PATH;
  const target = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `${LOGIN_PATH}?returnUrl=${encodeURIComponent(target)}`;
}
