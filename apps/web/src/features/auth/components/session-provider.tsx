import { CSRF_COOKIE, SESSION_START_MESSAGES, type AuthStatusResponse, type User } from '@bizamply/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, isApiError, setEmailNotVerifiedHandler, setUnauthorizedHandler } from '@/lib/api-client';
import { deleteCookie } from '@/lib/cookies';
import { browserLocation, navigate } from '@/lib/navigation';
import { clearAuthToken, clearSessionStorage, getAuthToken, setAuthToken } from '@/lib/storage';
import { getAuthStatus } from '../api/get-auth-status';
import { defaultDestination, LOGIN_PATH, loginPathFor, POST_AUTH_REDIRECT_DELAY_MS } from '../lib/auth-redirects';
import { SessionContext, type SessionStatus, type SessionValue } from './session-context';

/** Spec 1 §9: initial auth retries 2, 1 s apart; re-check every 5 min. */
export const STATUS_RETRIES = 2;
export const STATUS_RETRY_DELAY_MS = 1000;
export const STATUS_RECHECK_INTERVAL_MS = 5 * 60 * 1000;

interface SessionState {
  status: SessionStatus;
  user: User | null;
}

const ANONYMOUS: SessionState = { status: 'anonymous', user: null };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function signedInUser(response: AuthStatusResponse): User | null {
  return response.authenticated && response.user ? response.user : null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() =>
    getAuthToken() ? { status: 'loading', user: null } : ANONYMOUS,
  );

  // At start: verify a stored token, retrying twice 1 s apart before giving up on the user.
  useEffect(() => {
    if (!getAuthToken()) return;
    let cancelled = false;
    const verify = async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const user = signedInUser(await getAuthStatus());
          if (cancelled) return;
          if (!user) clearAuthToken();
          // The first render of the signed-in shell and its page: as a transition React draws it in short tasks
          // (the splash stays until it is ready) instead of one long one that holds a phone's main thread.
          startTransition(() => setState(user ? { status: 'authenticated', user } : ANONYMOUS));
          return;
        } catch (error) {
          if (cancelled) return;
          const rejected = isApiError(error) && error.status === 401;
          if (rejected || attempt >= STATUS_RETRIES) {
            setState(ANONYMOUS);
            return;
          }
          await wait(STATUS_RETRY_DELAY_MS);
          if (cancelled) return;
        }
      }
    };
    void verify();
    return () => {
      cancelled = true;
    };
  }, []);

  const logout = useCallback(
    async (options: { redirect?: boolean } = {}) => {
      let failed = false;
      if (getAuthToken()) {
        try {
          // Loaded when needed: the API client it calls through is not part of the first download.
          await (await import('../api/logout')).logout();
        } catch {
          failed = true;
        }
      }
      clearSessionStorage();
      deleteCookie(CSRF_COOKIE);
      queryClient.clear();
      setState(ANONYMOUS);
      // After a failed sign-out nothing in memory can be trusted: reload the app from /login.
      if (failed) browserLocation.assign(LOGIN_PATH);
      else if (options.redirect !== false) navigate(LOGIN_PATH, { replace: true });
    },
    [queryClient],
  );

  const signIn = useCallback(
    async (token: string, options?: { remember?: boolean }) => {
      setAuthToken(token, options);
      let user: User | null;
      try {
        user = signedInUser(await getAuthStatus());
      } catch (error) {
        clearAuthToken();
        throw error;
      }
      if (!user) {
        clearAuthToken();
        throw new ApiError({ message: SESSION_START_MESSAGES.failedWithToken, code: 'UNAUTHORIZED', status: 401 });
      }
      queryClient.clear();
      await wait(POST_AUTH_REDIRECT_DELAY_MS);
      setState({ status: 'authenticated', user });
      return user;
    },
    [queryClient],
  );

  const refreshUser = useCallback(async () => {
    const user = signedInUser(await getAuthStatus());
    if (user) setState({ status: 'authenticated', user });
    else {
      clearAuthToken();
      setState(ANONYMOUS);
    }
    return user;
  }, []);

  // A 401 on any call: the API client already removed the token; forget the user and go to /login.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        queryClient.clear();
        setState(ANONYMOUS);
        navigate(loginPathFor(window.location), { replace: true });
      }),
    [queryClient],
  );

  // 403 EMAIL_NOT_VERIFIED on a signed-in call: the address is not verified (any more): on to the code page.
  useEffect(
    () =>
      setEmailNotVerifiedHandler(() => {
        void refreshUser()
          .then((user) => {
            if (user && !user.emailVerified) navigate(defaultDestination(user), { replace: true });
          })
          .catch(() => undefined);
      }),
    [refreshUser],
  );

  // While signed in, re-check every 5 minutes; sign out if the server says no or cannot be asked.
  useEffect(() => {
    if (state.status !== 'authenticated') return;
    const timer = setInterval(() => {
      getAuthStatus()
        .then((response) => {
          const user = signedInUser(response);
          if (user) setState({ status: 'authenticated', user });
          else void logout();
        })
        .catch(() => void logout());
    }, STATUS_RECHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [state.status, logout]);

  const value = useMemo<SessionValue>(
    () => ({ status: state.status, user: state.user, signIn, logout, refreshUser }),
    [state, signIn, logout, refreshUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
