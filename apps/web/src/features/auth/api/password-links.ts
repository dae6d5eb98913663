import {
  authResponseSchema,
  simpleSuccessSchema,
  type AcceptInvitationRequest,
  type AuthResponse,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@bizamply/contracts';
import { apiClient } from '@/lib/api-client';

/** POST /auth/forgot-password: the same answer whether or not the address has an account. */
export function requestPasswordReset(body: ForgotPasswordRequest) {
  return apiClient.post('/auth/forgot-password', body, { schema: simpleSuccessSchema });
}

/** POST /auth/reset-password: the link's token (from the URL fragment) and the new password. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiClient.post('/auth/reset-password', body, { schema: simpleSuccessSchema });
}

/** POST /auth/accept-invitation: sets the password and answers like login. */
export function acceptInvitation(body: AcceptInvitationRequest): Promise<AuthResponse> {
  return apiClient.post('/auth/accept-invitation', body, { schema: authResponseSchema });
}
