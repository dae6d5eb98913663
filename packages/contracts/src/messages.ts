/**
 * Every user-facing string the spec fixes, written once. Grouped by the spec document they come from.
 * Keep the text exactly as the spec has it; tests compare against these constants.
 */
export const GENERAL_MESSAGES = {
  unexpected: 'An unexpected error occurred',
  notFound: 'Not found',
  unauthorized: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  csrfInvalid: 'Invalid or missing CSRF token',
  validation: 'Validation failed',
  payloadTooLarge: 'Request body is too large',
  rateLimited: 'Too many requests. Please try again later.',
  unknownErrorPage: 'An unknown error occurred.',
  loading: 'Loading...',
  authenticating: 'Authenticating...',
} as const;

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
  failedWithToken: 'Failed to authenticate with provided token',
  authFailedShort: 'Authentication failed',
  googleAuthFailed: 'Google authentication failed. Please try again.',
  oauthProcessingFailed: 'OAuth processing failed. Please try again.',
  authFailedGeneric: 'Authentication failed. Please try again.',
  loggingOut: 'Logging Out',
} as const;

export const REGISTRATION_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordMin8: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must contain uppercase, lowercase, number and special character',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be less than 50 characters',
  nameLetters: 'Name can only contain letters and spaces',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  companyNameRequired: 'Company name is required',
  brandNameRequired: 'Brand name is required',
  atLeastOneBrand: 'At least one brand name is required',
} as const;

export const VERIFICATION_MESSAGES = {
  incompleteCode: 'Please enter the complete 6-digit code',
  invalidCode: 'Invalid verification code. Please try again.',
  resendFailed: 'Failed to resend code. Please try again.',
  expired: 'Verification code has expired. Please request a new one.',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
} as const;

export const TOAST_DURATIONS_MS = {
  success: 5000,
  info: 5000,
  warning: 8000,
  error: Infinity,
  closeAnimation: 300,
} as const;

/** Messages the browser produces itself (no server answer to take them from). */
export const CLIENT_MESSAGES = {
  requestTimeout: 'The request timed out. Please try again.',
} as const;

/** The app shell: sidebar, top bar and their menus (spec 2 §2 "Sidebar and top bar"). */
export const SHELL_MESSAGES = {
  navDashboard: 'Dashboard',
  navResponses: 'Bizamp Box',
  navAnalytics: 'Analytics',
  navLoyaltyManager: 'Loyalty Manager',
  navCustomers: 'Customers',
  navTransactions: 'Transactions',
  navPlans: 'Plans',
  navProfile: 'Profile',
  navConnections: 'Connections',
  navSettings: 'Settings',
  adminBadge: 'Admin',
  selectBrand: 'Select Brand',
  brandNotConnected: 'Not Connected',
  brandPartialSetup: 'Partial Setup',
  brandConnected: 'Connected',
  brandsLoadError: 'Error loading brands',
  noBrands: 'No brands found',
  signOut: 'Sign out',
  markAllAsRead: 'Mark all as read',
  viewAllComments: 'View All Comments',
  tryAgain: 'Try Again',
  comingSoon: 'Coming Soon',
} as const;

/** Pagination footer of every table (spec 2 Transactions). Placeholders: {from}, {to}, {total}. */
export const PAGINATION_MESSAGES = {
  showingResults: 'Showing {from} to {to} of {total} results',
} as const;

/** The date-range picker's presets (spec 2 Dashboard), in the spec's order. */
export const DATE_RANGE_PRESET_LABELS = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  last90Days: 'Last 90 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
} as const;

/** Spec 3 §2 Error page and Logout. */
export const ERROR_PAGE_MESSAGES = {
  retry: 'Retry',
  goHome: 'Go Home',
} as const;

/** Spec 1 §2 /login. */
export const LOGIN_PAGE_MESSAGES = {
  signIn: 'Sign in',
} as const;

/** Server answers of the access flows (spec 1) that the spec leaves unworded; see docs/spec-deviations.md. */
export const ACCESS_MESSAGES = {
  loginSuccess: 'Login successful',
  signupSuccess: 'Account created. We sent a 6-digit verification code to your email.',
  accountLinked: 'Your account has been updated',
  emailNotVerified: 'Please verify your email address. We sent a new verification code to your email.',
  verifyBeforeContinuing: 'Please verify your email address before continuing.',
  codeSent: 'A new verification code has been sent to your email.',
  resendTooSoon: 'Please wait a moment before requesting another code.',
  emailVerified: 'Email verified successfully',
  verificationEmailSubject: 'Your Bizamply verification code',
  loggedOut: 'Logged out successfully',
  firstNameInvalid: 'First name can only contain letters, spaces, apostrophes and hyphens',
  lastNameInvalid: 'Last name can only contain letters, spaces, apostrophes and hyphens',
  companyNameInvalid: 'Company name contains characters that are not allowed',
  brandNameInvalid: 'Brand name contains characters that are not allowed',
  tooLong: 'This value is too long',
  tooManyBrands: 'Too many brands in one request',
  shopRequired: 'Shopify shop is required',
  onboardingSaved: 'Onboarding information saved',
  onboardingCompleted: 'Onboarding completed',
} as const;
