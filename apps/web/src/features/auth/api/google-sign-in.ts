import { authRoutes } from '@/lib/generated/endpoints/auth';
import { browserLocation } from '@/lib/navigation';
import { parseReturnUrl } from '../lib/auth-redirects';

/**
 * Third-party sign-in starts by browser navigation to /auth/google on the API host (spec 1 §2). A safe
 * returnUrl rides along; the server checks it again and hands it back with the session (POST /auth/exchange).
 * A navigation, not an API call (its definition answers a redirect): the address comes from the generated row.
 */
export function googleSignInUrl(returnUrl?: string | null): string {
  const safe = parseReturnUrl(returnUrl);
  const query = safe ? `?${new URLSearchParams({ returnUrl: safe }).toString()}` : '';
  return `${import.meta.env.VITE_API_URL ?? ''}${authRoutes.google.path}${query}`;
}

export function startGoogleSignIn(returnUrl?: string | null): void {
  browserLocation.assign(googleSignInUrl(returnUrl));
}
