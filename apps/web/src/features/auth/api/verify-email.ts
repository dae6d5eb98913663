import {
  GENERAL_MESSAGES,
  VERIFICATION_MESSAGES,
  type AuthResponse,
  type VerifyEmailRequest,
} from '@bizamply/contracts';
import { isApiError } from '@/lib/api-client';
import { authApi } from './auth-api';

/** POST /auth/verify-email: a right code verifies the address and answers like login (token + user). */
export function verifyEmail(body: VerifyEmailRequest): Promise<AuthResponse> {
  return authApi.verifyEmail({ body });
}

/**
 * Wrong code → 'Invalid verification code. Please try again.'; expired or burnt codes and the attempt limit
 * carry the server's own sentence; no answer at all → the general fallback.
 */
export function verifyErrorMessage(error: unknown): string {
  if (!isApiError(error)) return VERIFICATION_MESSAGES.invalidCode;
  if (error.code === 'INVALID_VERIFICATION_CODE' || error.code === 'VALIDATION_ERROR') {
    return VERIFICATION_MESSAGES.invalidCode;
  }
  if (error.status === 0) return GENERAL_MESSAGES.unexpected;
  return error.message || VERIFICATION_MESSAGES.invalidCode;
}
