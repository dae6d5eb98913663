/**
 * Every user-facing string the spec fixes, written once. Grouped by the spec document they come from.
 * Keep the text exactly as the spec has it; tests compare against these constants.
 */
export {
  CLIENT_MESSAGES,
  GENERAL_MESSAGES,
  SESSION_START_MESSAGES,
  VERIFY_OTP_FALLBACK_MESSAGES,
} from './messages-core.ts';
export { AUTH_MESSAGES, VERIFY_OTP_MESSAGES } from './messages-auth.ts';
export { SHELL_MESSAGES } from './messages-shell.ts';

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
  /** Ours: the spec keeps every error; a burst of them covered the page (issue 19 item 17). */
  error: 10_000,
  critical: Infinity,
  closeAnimation: 300,
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

/**
 * The server's 503s (only the server writes them; the web shows the message it is given, so they stay out of the
 * first download's messages-core.ts): an outage (the database cannot be reached) and an overload (every pooled
 * connection busy for the whole wait) say different things.
 */
export const SERVICE_MESSAGES = {
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  overloaded: 'The service is busy right now. Please try again in a few seconds.',
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

/**
 * Customer Responses inbox and Edit Response modal (spec 2 §2, §8). Spec text is exact; the block marked
 * "ours" holds server answers the spec does not word (docs/spec-deviations.md).
 */
export const INBOX_MESSAGES = {
  connected: 'Connected',
  disconnected: 'Disconnected',
  autoRefresh: 'Auto-refresh',
  totalReviews: 'Total Reviews',
  responseRate: 'Response Rate',
  avgResponseTime: 'Avg. Response Time',
  avgRating: 'Avg. Rating',
  searchPlaceholder: 'Search responses...',
  filters: 'Filters',
  selectAll: 'Select All',
  tabInbox: 'Inbox',
  tabDraft: 'Draft',
  tabSent: 'Sent',
  emptyInbox: 'No new reviews',
  emptyDraft: 'No draft responses',
  emptySent: 'No sent responses',
  loadingData: 'Loading data...',
  generatingResponses: 'Generating responses...',
  selectedCount: '{n} selected',
  clearSelection: 'Clear selection',
  generateResponses: 'Generate Responses',
  deleteSelected: 'Delete Selected',
  newReviewsToast: 'New Review(s) Received',
  fromNotification: 'From Notification',
  removeProduct: 'Remove Product',
  postIdMissing: 'Post ID Missing: MediaID required for product association',
  notAvailable: 'N/A',
  // Edit Response modal
  editorPlaceholder: 'Write your response here...',
  edit: 'Edit',
  preview: 'Preview',
  generate: 'Generate',
  templateThankYou: 'Thank You',
  templateAppreciation: 'Appreciation',
  templateDiscountOffer: 'Discount Offer',
  templateFeedbackResponse: 'Feedback Response',
  addTemplate: 'Add Template',
  manageTemplates: 'Manage Templates',
  addDiscount: 'Add Discount',
  cancel: 'Cancel',
  saveChanges: 'Save Changes',
  // spec 2 §8
  fetchFailed: 'Failed to fetch comments',
  generateFailed: 'Failed to generate response',
  updateDraftFailed: 'Failed to update draft',
  sendFailed: 'Failed to send response',
  saveDraftFailed: 'Failed to save draft. Please try again.',
  // ours
  commentNotFound: 'Comment not found',
  draftSaved: 'Draft saved',
  replySent: 'Response sent',
  replyQueued: 'Response queued: it will be delivered shortly',
  alreadySent: 'This response has already been sent',
  deleteReply: 'Delete reply',
  deleteReplyConfirm:
    'Delete this reply from {platform}? The customer will no longer see it; the text stays here as a draft.',
  replyDeleted: 'Reply deleted. Its text is back in Drafts.',
  deleteReplyFailed: 'Failed to delete the reply',
  noReplyToDelete: 'This item has no reply on its platform to delete',
  replyNotDeletable: 'Replies cannot be deleted on {platform}',
  replyDeleteRefused: '{platform} did not delete the reply: {reason}',
  notADraft: 'Only draft responses can be sent. Generate or save a draft first.',
  cannotEditSent: 'A sent response cannot be edited',
  generationRunning: 'A response is already being generated for this comment',
  requestInProgress: 'A request with this idempotency key is still in progress',
  idempotencyKeyRequired: 'An idempotency key is required (body idempotencyKey or header X-Idempotency-Key)',
  idempotencyKeyInvalid: 'The idempotency key must be 1 to 200 visible characters',
  idempotencyKeyMismatch: 'The idempotency key in the body and the X-Idempotency-Key header differ',
  idempotencyKeyReused: 'This idempotency key was already used for a different request',
  draftRequired: 'Draft content is required',
  replyTextRequired: 'Reply text is required',
  replyTooLong: 'A response can be at most 5000 characters',
  statusMustBeDraft: "status must be 'draft'",
  sourceInvalid: "source must be 'platform', 'both' or the comment's own platform",
  commentIdMismatch: 'commentId does not match the comment in the address',
  whatsappOutsideWindow:
    "The customer's last WhatsApp message is more than 24 hours old: outside that window WhatsApp only accepts a paid template message, so the reply went to {platform} only.",
  whatsappNoContact: 'No WhatsApp conversation is known for this customer, so the reply went to {platform} only.',
  bothBlockedSelection:
    'WhatsApp cannot be used for {n} of the selected drafts: select only those it can reach to Send via Both.',
  bothWhatsAppItem: 'This message came from WhatsApp: Send via WhatsApp answers it there.',
  bothSocialItem: '{platform} does not give us the customer’s phone number, so WhatsApp cannot be used for this reply.',
  bothNoWhatsAppConnection: 'Connect WhatsApp Business to this brand to send through both channels.',
  bothNoPhone: 'No WhatsApp number is known for this customer, so only Send via {platform} is possible.',
  bothNoConversation:
    'WhatsApp accepts a free-form reply only within 24 hours of the customer’s own WhatsApp message, and there is none: use Send via {platform}.',
  bothOutsideWindow:
    "The customer's last WhatsApp message is more than 24 hours old: WhatsApp only accepts a paid template message now. Use Send via {platform}.",
  whatsappWindowClosed:
    "The customer's last WhatsApp message is more than 24 hours old: WhatsApp only accepts a paid template message now, so this reply cannot be sent as text.",
  dispatcherNotConfigured: 'Sending replies to {platform} is not configured on this server',
  searchTooLong: 'Search can be at most 200 characters',
  pageInvalid: 'page must be a whole number of at least 1',
  limitInvalid: 'limit must be a whole number from 1 to 200',
} as const;

/** Credits, transactions and credit settings (spec 2 Transactions, spec 3 §2 credit settings, §5, §8). */
export const CREDIT_MESSAGES = {
  brandIdInvalid: 'brandId must be a brand id',
  buyCredits: 'Buy credits',
  lowBalance: 'Credits are running low: {available} of {total} left.',
  lowBalanceHint: 'Generating and sending stop when they run out.',
  transactionsTitle: 'Transactions',
  availableCredits: 'Available Credits',
  creditsUsed: 'Credits Used',
  creditsAdded: 'Credits Added',
  noTransactions: 'No transactions found',
  loadingTransactions: 'Loading transactions...',
  loadTransactionsFailed: 'Failed to load transactions',
  exportFailed: 'Failed to export transactions. Please try again.',
  unknownBrand: 'Unknown Brand',
  notAvailable: 'N/A',
  never: 'Never',
  system: 'System',
  saving: 'Saving...',
  saveSettings: 'Save Settings',
  settingsSaved: 'Credit settings saved successfully!',
  settingsSaveErrorPrefix: 'Error saving credit settings: ',
  // ours: spec 3 §5 gives the ranges but not their wording
  freeCreditsRange: 'Free credits must be a whole number from 0 to 1000',
  generateCreditsRange: 'Generate credits must be a whole number from 1 to 10',
  sendCreditsRange: 'Send credits must be a whole number from 1 to 10',
  whatsappExtraCreditsRange: 'WhatsApp extra credits must be a whole number from 0 to 10',
  metadataTooLarge: 'metadata is too large',
  insufficientCredits: 'Insufficient credits: {needed} needed, {available} available',
  pageInvalid: 'page must be a whole number of at least 1',
  limitInvalid: 'limit must be a whole number from 1 to 1000',
  searchTooLong: 'Search can be at most 200 characters',
  dateInvalidSuffix: 'must be a valid date',
  endBeforeStart: 'endDate must be on or after startDate',
  rangeTooLong: 'The date range can be at most 5 years',
  welcomeBonus: 'Welcome bonus: free credits for new accounts',
} as const;

/** The bell (spec 2 "Sidebar and top bar", §4, §9). */
export const NOTIFICATION_MESSAGES = {
  markAllAsRead: 'Mark all as read',
  viewAllComments: 'View All Comments',
  badgeOverflow: '9+',
  // ours
  newReviewTitle: 'New {rating}★ review on {platform}',
  newCommentTitle: 'New comment on {platform}',
} as const;

/** Saved reply templates and the brand voice (issue 5; spec 2 Edit Response modal). All ours. */
export const TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  nameTooLong: 'Template name can be at most 60 characters',
  bodyRequired: 'Template text is required',
  bodyTooLong: 'Template text can be at most 2000 characters',
  limitReached: 'A brand can keep at most 50 templates. Delete one first.',
  notFound: 'Template not found',
  deleted: 'Template deleted',
  voiceSaved: 'Brand voice saved',
  customToneRequired: "Describe the custom tone (customTone) when tone is 'custom'",
  customToneTooLong: 'The custom tone can be at most 300 characters',
  signOffTooLong: 'The sign-off can be at most 120 characters',
  tooManyAvoidWords: 'At most 20 words to avoid',
  avoidWordInvalid: 'Each word to avoid must be 1 to 40 characters',
} as const;

/**
 * Spec 1 §2 /signup and §5 password helper: field labels, strength labels and missing-requirement hints
 * (exact). The block marked "ours" words the simple registration page and links the spec leaves unworded.
 */
export const SIGNUP_MESSAGES = {
  title: 'Create Account',
  firstName: 'First Name',
  lastName: 'Last Name',
  emailAddress: 'Email Address',
  companyName: 'Company Name',
  brandName: 'Brand Name',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  // ours
  subtitle: 'Set up Bizamply for your Shopify store.',
  missingShopParamsHelp:
    'Store accounts are created from the install link in your Shopify admin. You can also create an account with your email address below.',
  simpleTitle: 'Create an account',
  simpleSubtitle: 'Start with your email address. You can connect your store after signing in.',
  name: 'Full Name',
  profilePic: 'Profile picture URL',
  profilePicInvalid: 'Please enter a valid URL (https://...)',
  optional: 'Optional',
  passwordStrength: 'Password strength',
  simpleSpecialsHint: 'Special characters accepted: @ $ ! % * ? &',
  passwordConfirmHint: 'Enter your current password to link this store to your account.',
  createAnAccount: 'Create an account',
  noAccount: "Don't have an account?",
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  signInWithGoogle: 'Sign in with Google',
  or: 'or',
} as const;

/** Strength labels for scores 0 to 5 of the shop-based sign-up (spec 1 §2, §5). */
export const PASSWORD_STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong', 'Very Strong'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/** Missing-requirement hints of the password helper (spec 1 §5). */
export const PASSWORD_HINTS = {
  minLength: 'At least 8 characters',
  lowercase: 'One lowercase letter',
  uppercase: 'One uppercase letter',
  number: 'One number',
  special: 'One special character',
} as const;

/** Spec 1 §2 /onboarding and §8 (exact); "ours" words the wizard's frame and the proceed rule. */
export const ONBOARDING_MESSAGES = {
  ecommerceGroup: 'E-commerce Platform',
  reviewGroup: 'Review Platforms',
  businessReviewGroup: 'Business Reviews',
  socialGroup: 'Social Media Platforms',
  communicationGroup: 'Communication Platforms',
  analyticsGroup: 'Analytics Platforms',
  submissionFailedLog: 'Onboarding submission failed',
  completeFailedLog: 'Failed to complete onboarding setup',
  // ours
  title: 'Set up your workspace',
  step1Title: 'Company & brands',
  step1Description: 'Tell us who you are and which brands you manage.',
  step2Title: 'Connect services',
  step2Description: 'Connect your store, your review platform and your social accounts for each brand.',
  stepOf: 'Step {n} of 2',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  companyName: 'Company Name',
  brands: 'Brands',
  brandsHint: 'Add every brand you sell under. The first one is your main brand.',
  brandPlaceholder: 'Brand name',
  addBrand: 'Add brand',
  removeBrand: 'Remove {brand}',
  mainBrand: 'Main brand',
  savedBrand: 'Saved',
  next: 'Next',
  saving: 'Saving...',
  back: 'Back',
  skip: 'Skip for now',
  skipping: 'Skipping...',
  complete: 'Complete Setup',
  completing: 'Completing...',
  proceedRule: 'To continue, connect Shopify and one review platform (Judge.me or Yotpo) for at least one brand.',
  reviewNeedsShopify: 'Connect Shopify first to choose your review platform.',
  noBrands: 'No brands yet. Go back and add a brand to connect its services.',
  verifyFirst: 'Please verify your email address before continuing.',
  verifyNow: 'Verify email',
  signOut: 'Sign out',
  statusLoadFailed: 'Could not load your onboarding progress.',
  connectTitle: 'Connect {service}',
  connectDescription: 'Connecting for {brand}.',
  shopifyDomainLabel: 'Shopify store domain',
  facebookPageIdLabel: 'Facebook Page ID',
  tiktokHandleLabel: 'TikTok handle',
  googlePropertyLabel: 'Google Analytics Property ID',
  cancel: 'Cancel',
  popupBlocked: 'Your browser blocked the connection window. Allow pop-ups for this site and try again.',
} as const;

/**
 * Insight API (issue 6): dashboard, product analytics, brand context, search and logos. The spec fixes no
 * wording for these validation errors or the activity titles ("ours"); 'Unknown Product' is spec 2 §5 text.
 */
export const INSIGHT_MESSAGES = {
  unknownProduct: 'Unknown Product',
  // ours
  activityNewReview: 'New Review',
  activityResponseGenerated: 'Response Generated',
  activityResponseSent: 'Response Sent',
  timeRangeInvalid: 'timeRange must be one of: 24h, 7d, 30d, 90d, all',
  dateInvalid: 'must be an ISO 8601 date (YYYY-MM-DD or a date-time with Z or an offset)',
  datesTogether: 'startDate and endDate must be sent together',
  rangeOrDates: 'Send either timeRange or startDate and endDate, not both',
  endBeforeStart: 'endDate must be on or after startDate',
  rangeTooLong: 'The date range can be at most 5 years',
  timeZoneInvalid: 'tz must be an IANA time zone such as Europe/Paris',
  activityLimitInvalid: 'limit must be a whole number from 1 to 50',
  searchLength: 'q must be 2 to 100 characters',
  brandNotFound: 'Brand not found',
  domainInvalid: 'domain must be a host name such as shop.myshopify.com',
  logoBulkTooMany: 'At most 50 brands per request',
} as const;
