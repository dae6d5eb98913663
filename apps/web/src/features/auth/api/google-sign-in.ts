import { browserLocation } from '@/lib/navigation';

/** Third-party sign-in starts by browser navigation to /auth/google on the API host (spec 1 §2). */
export function googleSignInUrl(): string {
  return `${import.meta.env.VITE_API_URL ?? ''}/auth/google`;
}

export function startGoogleSignIn(): void {
  browserLocation.assign(googleSignInUrl());
}
