import { SESSION_START_MESSAGES, VERIFY_OTP_FALLBACK_MESSAGES } from './messages-core.ts';

/**
 * The sign-in pages' messages, apart from messages-core.ts: that module is part of the web app's first download,
 * and a module is bundled whole, so these came with it although only the lazy sign-in pages show them.
 * messages.ts re-exports them, so they are imported from there like the rest.
 */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin6: 'Password must be at least 6 characters',
  invalidCredentials: 'Invalid email or password',
  loginRateLimited: 'Too many login attempts. Please try again later.',
  accountSuspended: 'Your account has been suspended. Please contact support.',
  loginFailed: 'Login failed',
  userExists: 'An account with this email already exists',
  registrationRateLimited: 'Too many registration attempts. Please try again later.',
  registrationFailed: 'Registration failed',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating Account...',
  missingShopParams: 'Missing encrypted Shopify parameters in the URL.',
  fixErrors: 'Please fix the following errors:',
  prefilledNote: 'Some information has been pre-filled from your account. You can only edit the remaining fields.',
  processingAuthentication: 'Processing Authentication...',
  authenticationFailed: 'Authentication Failed',
  redirectingToLogin: 'Redirecting to login page...',
  noTokenReceived: 'No authentication token received',
  noTokenInCallback: 'No token provided in OAuth callback',
  failedWithToken: SESSION_START_MESSAGES.failedWithToken,
  authFailedShort: 'Authentication failed',
  googleAuthFailed: 'Google authentication failed. Please try again.',
  oauthProcessingFailed: 'OAuth processing failed. Please try again.',
  authFailedGeneric: 'Authentication failed. Please try again.',
  loggingOut: 'Logging Out',
} as const;

/** Spec 1 §2 /signup/verify-otp (exact); "ours" words what the spec leaves out. */
export const VERIFY_OTP_MESSAGES = {
  title: VERIFY_OTP_FALLBACK_MESSAGES.title,
  loading: VERIFY_OTP_FALLBACK_MESSAGES.loading,
  codeExpiresIn: 'Code expires in {time}',
  resendCode: 'Resend Code',
  sending: 'Sending...',
  verifyAndContinue: 'Verify & Continue',
  verifying: 'Verifying...',
  backToSignUp: 'Back to Sign Up',
  // ours
  sentTo: 'We sent a 6-digit code to {email}. Enter it below to verify your email address.',
  noEmail: 'We could not tell which email address to verify. Please sign up or sign in again.',
  codeLabel: 'Verification code',
  digitLabel: 'Digit {n} of 6',
  didNotGetIt: "Didn't get the code? Check your spam folder, or request a new one when this one expires.",
} as const;
