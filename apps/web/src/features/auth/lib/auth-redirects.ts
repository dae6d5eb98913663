import { ACCOUNT_LINK_PATHS, DEFAULT_RETURN_PATH, safeReturnPath, type User } from '@bizamply/contracts';
import { LOGIN_PATH } from '@/lib/api-client';
import { verifyOtpPath } from './shop-params';

export { LOGIN_PATH };

/** Spec 1 §2: redirect happens 100 ms after authentication. */
export const POST_AUTH_REDIRECT_DELAY_MS = 100;

/** Pages that must never be a returnUrl: coming back to them would loop or sign the user out again. */
const NO_RETURN_PATHS: string[] = [
  '/',
  '/login',
  '/logout',
  '/signup',
  '/signup/verify-otp',
  '/auth/callback',
  '/error',
  ...Object.values(ACCOUNT_LINK_PATHS),
];

/**
 * Where a signed-in user belongs by default: an unverified address → the code page (issue 13 §3), admin →
 * /dashboard, onboarding not done → /onboarding, otherwise /dashboard.
 */
export function defaultDestination(user: User): string {
  if (!user.emailVerified) return verifyOtpPath(user.email);
  if (user.isAdmin) return DEFAULT_RETURN_PATH;
  if (user.firstimeSetup === 0) return '/onboarding';
  return DEFAULT_RETURN_PATH;
}

/**
 * A returnUrl the app may follow: a same-origin path only, by the same rule as the server (safeReturnPath:
 * no absolute URLs, `//host`, `/\host` or `javascript:`), and not an auth page. Null otherwise.
 */
export function parseReturnUrl(returnUrl: string | null | undefined): string | null {
  const path = safeReturnPath(returnUrl);
  if (!path) return null;
  const pathname = path.split(/[?#]/)[0] ?? path;
  return NO_RETURN_PATHS.includes(pathname) ? null : path;
}

/** Spec 1 §2: the returnUrl if it is safe, else the default destination (an unverified user: the code page). */
export function postAuthDestination(user: User, returnUrl: string | null | undefined): string {
  if (!user.emailVerified) return defaultDestination(user);
  return parseReturnUrl(returnUrl) ?? defaultDestination(user);
}

/** /login, remembering where the visitor was going (`returnUrl`), except for pages not worth returning to. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  if (NO_RETURN_PATHS.includes(location.pathname)) return LOGIN_PATH;
  const target = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `${LOGIN_PATH}?returnUrl=${encodeURIComponent(target)}`;
}
