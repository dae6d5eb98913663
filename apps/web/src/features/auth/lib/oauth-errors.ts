import { AUTH_MESSAGES, SIGN_IN_MESSAGES } from '@bizamply/contracts';

/** Error codes carried in the `error` query of /auth/callback and /login (spec 1 §8 "Third-party callback"). */
export const OAUTH_ERROR_CODES = {
  googleAuthFailed: 'google_auth_failed',
  oauthProcessingFailed: 'oauth_processing_failed',
  accountSuspended: 'account_suspended',
  accountInactive: 'account_inactive',
  noToken: 'no_token',
  tokenRejected: 'token_rejected',
  /** The callback's one-time code was used, expired, or opened in another browser. */
  codeInvalid: 'sign_in_expired',
} as const;

/** The on-screen text for an error code. Unknown codes get the generic text, never the raw query value. */
export function oauthErrorMessage(code: string): string {
  switch (code) {
    case OAUTH_ERROR_CODES.googleAuthFailed:
      return AUTH_MESSAGES.googleAuthFailed;
    case OAUTH_ERROR_CODES.oauthProcessingFailed:
      return AUTH_MESSAGES.oauthProcessingFailed;
    case OAUTH_ERROR_CODES.accountSuspended:
      return AUTH_MESSAGES.accountSuspended;
    case OAUTH_ERROR_CODES.accountInactive:
      return SIGN_IN_MESSAGES.accountInactive;
    case OAUTH_ERROR_CODES.codeInvalid:
      return SIGN_IN_MESSAGES.codeInvalid;
    case OAUTH_ERROR_CODES.noToken:
      return AUTH_MESSAGES.noTokenReceived;
    case OAUTH_ERROR_CODES.tokenRejected:
      return AUTH_MESSAGES.failedWithToken;
    default:
      return AUTH_MESSAGES.authFailedGeneric;
  }
}
