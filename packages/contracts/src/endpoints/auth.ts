import { z } from 'zod';
import {
  acceptInvitationRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signInCodeExchangeResponseSchema,
  signInCodeExchangeSchema,
} from '../account-recovery-schemas.ts';
import {
  authResponseSchema,
  authStatusResponseSchema,
  loginRequestSchema,
  resendVerificationRequestSchema,
  shopRegisterRequestSchema,
  signupRequestSchema,
  simpleSuccessSchema,
  verifyEmailRequestSchema,
} from '../auth.ts';
import { csrfTokenResponseSchema } from '../system-schemas.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/**
 * Spec 1 §7 access calls. Their paths are the spec's `/auth/...` (not `/api/`): the API client sends no brand with
 * them. Every one is `public` (a signed-in caller is allowed and some read who it is); the server registers them in
 * four parts (its session, registration, Google sign-in and password-link route plugins, plus the system module's
 * CSRF token), all under the tag `auth`; the web sees one `api.auth`.
 */
export const sessionEndpoints = defineEndpointGroup('auth', {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    auth: 'public',
    summary: 'Sign in with e-mail and password',
    body: loginRequestSchema,
    response: authResponseSchema,
    errors: [
      'INVALID_CREDENTIALS',
      'RATE_LIMIT_EXCEEDED',
      'ACCOUNT_SUSPENDED',
      'ACCOUNT_INACTIVE',
      'EMAIL_NOT_VERIFIED',
      'TWO_FACTOR_REQUIRED',
      'INVALID_TWO_FACTOR_CODE',
    ],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    auth: 'public',
    summary: 'Revoke the current session (succeeds even when it is already gone)',
    response: simpleSuccessSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/auth/status',
    auth: 'public',
    summary: 'Who is signed in: 200 with authenticated:false for a missing, revoked or unknown token',
    response: authStatusResponseSchema,
  }),
});

export const registrationEndpoints = defineEndpointGroup('auth', {
  signup: defineEndpoint({
    method: 'POST',
    path: '/auth/signup',
    auth: 'public',
    summary: 'Simple registration; the e-mail address stays unverified until the code is entered',
    body: signupRequestSchema,
    response: authResponseSchema,
    responseStatuses: [201],
    errors: ['USER_EXISTS', 'RATE_LIMIT_EXCEEDED'],
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    auth: 'public',
    summary: 'Shop-based sign-up from the store install link (creates account, brand and shop details)',
    body: shopRegisterRequestSchema,
    response: authResponseSchema,
    /** 201 creates an account; 200 links the shop to the signed-in caller's own. */
    responseStatuses: [200, 201],
    errors: ['USER_EXISTS', 'RATE_LIMIT_EXCEEDED', 'INVALID_CREDENTIALS'],
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-email',
    auth: 'public',
    summary: 'Check the 6-digit code; verifies the address and answers like login',
    body: verifyEmailRequestSchema,
    response: authResponseSchema,
    errors: ['INVALID_VERIFICATION_CODE', 'VERIFICATION_EXPIRED', 'RATE_LIMIT_EXCEEDED'],
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/auth/resend-verification',
    auth: 'public',
    summary: 'Send a new code (the previous one stops working); same answer for unknown addresses',
    body: resendVerificationRequestSchema,
    response: simpleSuccessSchema,
    errors: ['RATE_LIMIT_EXCEEDED'],
  }),
});

/**
 * Google sign-in: two browser navigations (every outcome a redirect, ending at the SPA's /auth/callback with a
 * one-time `code` or an `error`; a malformed query is itself a failed sign-in, so the handler answers it), and the
 * JSON exchange of that code for a session.
 */
export const googleSignInEndpoints = defineEndpointGroup('auth', {
  google: defineEndpoint({
    method: 'GET',
    path: '/auth/google',
    auth: 'public',
    summary: 'Start Google sign-in (redirects to the provider); binds the sign-in to this browser by cookie',
    query: z.object({ returnUrl: z.string().max(2000).optional() }),
    badInput: 'handler',
    answer: { kind: 'redirect' },
  }),
  googleCallback: defineEndpoint({
    method: 'GET',
    path: '/auth/google/callback',
    auth: 'public',
    summary: 'Google returns here; redirects to /auth/callback?code=… (one-time, 60 s) or ?error=…',
    query: z.object({
      code: z.string().max(2000).optional(),
      state: z.string().max(200).optional(),
      error: z.string().max(200).optional(),
    }),
    badInput: 'handler',
    answer: { kind: 'redirect' },
  }),
  exchange: defineEndpoint({
    method: 'POST',
    path: '/auth/exchange',
    auth: 'public',
    summary: "Trade /auth/callback's one-time code for a session (same browser only; 409 if signed in as someone else)",
    body: signInCodeExchangeSchema,
    response: signInCodeExchangeResponseSchema,
    errors: ['INVALID_LINK', 'SESSION_CONFLICT'],
  }),
});

/** Issue 13 §9: "Forgot password?" and invitations; the links' tokens travel in the bodies, never in a URL. */
export const passwordLinkEndpoints = defineEndpointGroup('auth', {
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    auth: 'public',
    summary: 'Mail a one-time password-reset link (30 minutes); the same answer for unknown addresses',
    body: forgotPasswordRequestSchema,
    response: simpleSuccessSchema,
    errors: ['RATE_LIMIT_EXCEEDED'],
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    auth: 'public',
    summary: "Set a new password with a reset link's token; ends every other session",
    body: resetPasswordRequestSchema,
    response: simpleSuccessSchema,
    errors: ['INVALID_LINK', 'RATE_LIMIT_EXCEEDED'],
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/auth/accept-invitation',
    auth: 'public',
    summary: "Set the password of an administrator-created account with the invitation's token; signs in",
    body: acceptInvitationRequestSchema,
    response: authResponseSchema,
    errors: ['INVALID_LINK', 'RATE_LIMIT_EXCEEDED'],
  }),
});

/** The double-submit CSRF token every browser write needs (spec 1 §7); served by the system module. */
export const csrfEndpoints = defineEndpointGroup('auth', {
  csrfToken: defineEndpoint({
    method: 'GET',
    path: '/auth/csrf-token',
    auth: 'public',
    summary: 'Issue a CSRF token (double-submit cookie)',
    response: csrfTokenResponseSchema,
  }),
});
