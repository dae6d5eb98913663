/**
 * The messages the web app's first screen may show (sign-in, the shell, errors), apart from messages.ts: a module
 * is bundled whole, and these would otherwise bring every screen's messages into the first download.
 * messages.ts re-exports them, so they are imported from there like the rest. The sign-in pages' own words are in
 * messages-auth.ts: the entry shows only the two pieces of them below.
 */
export const GENERAL_MESSAGES = {
  unexpected: 'An unexpected error occurred',
  notFound: 'Not found',
  unauthorized: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  csrfInvalid: 'Invalid or missing CSRF token',
  validation: 'Validation failed',
  payloadTooLarge: 'Request body is too large',
  headersTooLarge: 'Request headers are too large',
  requestTimeout: 'The request took too long to arrive',
  badRequest: 'The request could not be read',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  rateLimited: 'Too many requests. Please try again later.',
  unknownErrorPage: 'An unknown error occurred.',
  loading: 'Loading...',
  authenticating: 'Authenticating...',
  tryAgain: 'Try Again',
} as const;

/** Messages the browser produces itself (no server answer to take them from). */
export const CLIENT_MESSAGES = {
  requestTimeout: 'The request timed out. Please try again.',
} as const;

/** The one sign-in message the app's start shows itself (a stored token the server refuses); AUTH_MESSAGES has it too. */
export const SESSION_START_MESSAGES = {
  failedWithToken: 'Failed to authenticate with provided token',
} as const;

/** The loading fallback of /signup/verify-otp, part of the start's routes; VERIFY_OTP_MESSAGES has them too. */
export const VERIFY_OTP_FALLBACK_MESSAGES = {
  title: 'Verify Your Email',
  loading: 'Loading...',
} as const;
