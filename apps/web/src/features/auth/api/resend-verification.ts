import { simpleSuccessSchema, VERIFICATION_MESSAGES } from '@bizamply/contracts';
import { apiClient, isApiError } from '@/lib/api-client';

/** POST /auth/resend-verification: a new code; the previous one stops working. */
export function resendVerification(email: string): Promise<{ success: true; message: string }> {
  return apiClient.post('/auth/resend-verification', { email }, { schema: simpleSuccessSchema });
}

/** 'Failed to resend code. Please try again.', or the server's wait message when sends are limited. */
export function resendErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'RATE_LIMIT_EXCEEDED' && error.message) return error.message;
  return VERIFICATION_MESSAGES.resendFailed;
}
