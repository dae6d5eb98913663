import type { FastifyRequest } from 'fastify';

/**
 * Issue 13 §3: until the address is verified a session reaches only these routes (sign-in and sign-up,
 * verification, sign-out, status, onboarding data); every other route, including any added later, answers
 * 403 EMAIL_NOT_VERIFIED. Keyed by method and the route as registered (docs/reliability.md lists them; the
 * authorization suite checks every route of the OpenAPI document against this list).
 */
export const UNVERIFIED_EMAIL_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/system/health',
  'GET /auth/csrf-token',
  'GET /auth/status',
  'POST /auth/logout',
  'POST /auth/login',
  'POST /auth/signup',
  'POST /auth/register',
  'POST /auth/verify-email',
  'POST /auth/resend-verification',
  'GET /auth/google',
  'GET /auth/google/callback',
  'POST /auth/exchange',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'POST /auth/accept-invitation',
  'POST /backend/onboarding/submit-user',
  'GET /backend/onboarding/onboard-status',
  // The same two routes at the web's one prefix (issue 18: the spec's paths above are their aliases).
  'POST /api/onboarding/submit-user',
  'GET /api/onboarding/onboard-status',
]);

export function allowsUnverifiedEmail(request: FastifyRequest): boolean {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const route = request.routeOptions.url;
  return route !== undefined && UNVERIFIED_EMAIL_ROUTES.has(`${method} ${route}`);
}
