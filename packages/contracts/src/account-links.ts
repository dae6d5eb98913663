// Apart from account-recovery.ts (its schemas build on auth.ts): the web app's start-up reads these paths, and a
// bundle that imports them must not take zod and the auth schemas along.

/** Pages the e-mailed links open; the token travels in the fragment (`#token=`), which browsers never send. */
export const ACCOUNT_LINK_PATHS = {
  resetPassword: '/reset-password',
  acceptInvitation: '/accept-invitation',
  forgotPassword: '/forgot-password',
} as const;
