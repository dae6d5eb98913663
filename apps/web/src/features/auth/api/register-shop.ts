import { AUTH_MESSAGES, type AuthResponse, type ShopRegisterRequest } from '@bizamply/contracts';
import { isApiError } from '@/lib/api-client';
import { authApi } from './auth-api';

/**
 * POST /auth/register: the /signup form plus the install link's shop values. 201 creates an unverified
 * account; 200 when a signed-in user registers their own (pre-filled) address. A 401 here means a wrong
 * current password, not a lost session.
 */
export function registerShop(body: ShopRegisterRequest): Promise<AuthResponse> {
  return authApi.register({ body }, { keepSessionOn401: true });
}

/** Spec 1 §8 "Registration": USER_EXISTS and RATE_LIMIT_EXCEEDED texts, else the server's or 'Registration failed'. */
export function registrationErrorMessage(error: unknown): string {
  if (!isApiError(error)) return AUTH_MESSAGES.registrationFailed;
  switch (error.code) {
    case 'USER_EXISTS':
      return AUTH_MESSAGES.userExists;
    case 'RATE_LIMIT_EXCEEDED':
      return AUTH_MESSAGES.registrationRateLimited;
    default:
      return error.status > 0 && error.message ? error.message : AUTH_MESSAGES.registrationFailed;
  }
}

/** Spec 1 §5: a registration error whose message contains 'Password must contain' belongs under the password. */
export function isPasswordRuleError(message: string): boolean {
  return message.includes('Password must contain');
}
