import { AUTH_MESSAGES, type AuthResponse, type LoginRequest } from '@bizamply/contracts';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { authApi } from './auth-api';

/** POST /auth/login → { success, token, user, message } (spec 1 §7). */
export function login(body: LoginRequest): Promise<AuthResponse> {
  return authApi.login({ body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** Spec 1 §8 "Sign-in": the three known codes, else the server's message, else 'Login failed'. */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return AUTH_MESSAGES.loginFailed;
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return AUTH_MESSAGES.invalidCredentials;
    case 'RATE_LIMIT_EXCEEDED':
      return AUTH_MESSAGES.loginRateLimited;
    case 'ACCOUNT_SUSPENDED':
      return AUTH_MESSAGES.accountSuspended;
    default:
      // Status 0: no answer from the server at all, so there is no server message to show.
      return error.status > 0 && error.message ? error.message : AUTH_MESSAGES.loginFailed;
  }
}
