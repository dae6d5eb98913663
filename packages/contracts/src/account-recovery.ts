/**
 * Issue 13 §5, §8, §9: the sign-in code that replaces the token in /auth/callback, password reset and
 * invitations. The spec has none of these screens (its forgot-password link "does nothing"); the wording is
 * ours (docs/spec-deviations.md). Its constants; the schemas are in account-recovery-schemas.ts, apart so that the
 * sign-in page, which reads PASSWORD_RESET_MESSAGES, builds no schema as it starts.
 */

/** The one-time code /auth/callback carries instead of a session token (single use, bound to the browser). */
export const SIGN_IN_CODE_TTL_SECONDS = 60;
/** A password-reset link works once, for 30 minutes. */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;
/** An invitation link works once, for 7 days. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** The HttpOnly cookie that binds a sign-in to the browser that started it. */
export const SIGN_IN_BINDING_COOKIE = 'bizamply_signin';

export const SIGN_IN_MESSAGES = {
  codeInvalid: 'This sign-in has expired or was already used. Please sign in again.',
  sessionConflictTitle: 'You are already signed in',
  sessionConflict:
    'This browser is signed in to another Bizamply account. Sign out of it first to continue with the account you just chose.',
  staySignedIn: 'Stay signed in',
  switchAccount: 'Sign out and continue',
  switching: 'Switching...',
  accountInactive: 'Your account has been deactivated. Please contact support.',
  /** Under the administrator's Deactivate confirmation and beside an Inactive customer. */
  deactivateEffect: 'They will be signed out and cannot sign in until you activate them again.',
  inactiveHint: 'Cannot sign in',
} as const;

export const PASSWORD_RESET_MESSAGES = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotSubtitle: "Enter your account's email address and we will send you a link to set a new password.",
  sendLink: 'Send reset link',
  sending: 'Sending...',
  checkEmailTitle: 'Check your email',
  linkSent:
    'If an account exists for that address, we sent it a link to reset the password. The link works once and expires in 30 minutes.',
  tooManyRequests: 'Please wait a moment before requesting another link.',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Set a new password',
  resetSubtitle: 'Choose a new password. You will be signed out on every other device.',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  savePassword: 'Set new password',
  saving: 'Saving...',
  passwordReset: 'Your password has been changed. Sign in with your new password.',
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
  requestNewLink: 'Request a new link',
  failed: 'Failed to reset the password. Please try again.',
  mailSubject: 'Reset your Bizamply password',
} as const;

export const INVITATION_MESSAGES = {
  title: 'Welcome to Bizamply',
  subtitle:
    'Set a password for your new account, or sign in with Google using the address this invitation was sent to.',
  setPassword: 'Set password and sign in',
  saving: 'Saving...',
  accepted: 'Your password is set. Welcome to Bizamply!',
  invalidLink: 'This invitation link is invalid or has expired. Ask your administrator to send a new one.',
  failed: 'Failed to accept the invitation. Please try again.',
  mailSubject: "You're invited to Bizamply",
  sent: 'An invitation to set a password was sent to {email}.',
  addCustomerNote: 'The customer gets an email invitation to set a password, or signs in with Google on this address.',
} as const;
