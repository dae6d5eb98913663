import { VERIFICATION_MESSAGES } from '@bizamply/contracts';
import { isApiError } from '@/lib/api-client';
import { authApi } from './auth-api';

/** POST /auth/resend-verification: a new code; the previous one stops working. */
export function resendVerification(email: string): Promise<{ success: true; message: string }> {
  return authApi.resendVerification({ body: { email } });
}

/** 'Failed to resend code. Please try again.', or the server's wait message when sends are limited. */
export function resendErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'RATE_LIMIT_EXCEEDED' && error.message) return error.message;
  return VERIFICATION_MESSAGES.resendFailed;
}
