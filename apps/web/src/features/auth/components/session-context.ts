import type { User } from '@bizamply/contracts';
import { createContext, useContext } from 'react';

/** Spec 1 §4 "Session": unknown/loading, then authenticated or anonymous. */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionValue {
  status: SessionStatus;
  user: User | null;
  /** Stores the token, verifies it with GET /auth/status and signs the user in (after the 100 ms pause). */
  /** `remember: false` keeps the sign-in only until the browser closes ("Remember me" unticked). */
  signIn: (token: string, options?: { remember?: boolean }) => Promise<User>;
  /** POST /auth/logout, then clears local state whatever the answer, then /login (unless `redirect: false`). */
  logout: (options?: { redirect?: boolean }) => Promise<void>;
  /** Re-reads GET /auth/status and updates the user (after onboarding changed firstimeSetup, for instance). */
  refreshUser: () => Promise<User | null>;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** For components that only render for a signed-in user (inside the protected routes). */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser must be used inside a protected route');
  return user;
}
