import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_BINDING_COOKIE } from '@bizamply/contracts';
import { randomToken, safeEqual, sha256 } from '../../lib/secrets.ts';

const WELL_FORMED = /^[A-Za-z0-9_-]{32,100}$/;
/** Outlives the provider round trip (10 minutes) and the code (60 s) that follows it. */
const MAX_AGE_SECONDS = 15 * 60;

/**
 * Issue 13 §5: a sign-in belongs to the browser that started it. GET /auth/google sets an HttpOnly cookie
 * (SameSite=Lax, so it comes back with the provider's top-level redirect) and keeps only its hash with the
 * state; the callback and the code exchange must present the same cookie. A link carrying someone else's
 * state or code is useless in any other browser (login CSRF).
 */
export function readBinding(request: FastifyRequest): string | null {
  const value = request.cookies[SIGN_IN_BINDING_COOKIE];
  return typeof value === 'string' && WELL_FORMED.test(value) ? value : null;
}

/** The browser's binding, created when missing (kept when present, so two tabs signing in do not clash). */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const value = readBinding(request) ?? randomToken(32);
  void reply.setCookie(SIGN_IN_BINDING_COOKIE, value, {
    path: '/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
  return value;
}

export const bindingHash = (value: string) => sha256(`sign-in-binding:${value}`);

/** Whether the request's cookie is the one the saved hash was made from. */
export function sameBrowser(request: FastifyRequest, savedHash: unknown): boolean {
  const binding = readBinding(request);
  return binding !== null && typeof savedHash === 'string' && safeEqual(bindingHash(binding), savedHash);
}
