import type {
  AcceptInvitationRequest,
  AuthResponse,
  ForgotPasswordRequest,
  ResetPasswordRequest,
} from '@bizamply/contracts';
import { authApi } from './auth-api';

/** POST /auth/forgot-password: the same answer whether or not the address has an account. */
export function requestPasswordReset(body: ForgotPasswordRequest) {
  return authApi.forgotPassword({ body });
}

/** POST /auth/reset-password: the link's token (from the URL fragment) and the new password. */
export function resetPassword(body: ResetPasswordRequest) {
  return authApi.resetPassword({ body });
}

/** POST /auth/accept-invitation: sets the password and answers like login. */
export function acceptInvitation(body: AcceptInvitationRequest): Promise<AuthResponse> {
  return authApi.acceptInvitation({ body });
}
