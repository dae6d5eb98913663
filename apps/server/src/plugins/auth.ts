import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_MESSAGES, BRAND_HEADER, isUuid } from '@bizamply/contracts';
import type { Database } from '../db/client.ts';
import { AppError, forbidden, notFound, unauthorized } from '../lib/errors.ts';
import { resolveSession, type SessionPrincipal } from '../modules/auth/session.service.ts';
import type { SessionCache } from '../modules/auth/session-cache.ts';
import { allowsUnverifiedEmail } from '../modules/auth/unverified-access.ts';
import { addBrowserHook } from './browser-hooks.ts';

export interface Principal extends SessionPrincipal {
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    brandId: string | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && token.length <= 200 ? token : null;
}

/**
 * Resolves the caller on every request (null when anonymous) and the brand context from X-Brand-Id.
 * A brand outside the caller's account is answered with 404, as if it did not exist. Banned and inactive
 * users' tokens are anonymous; an unverified address reaches only the routes of UNVERIFIED_EMAIL_ROUTES.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `sessions`: the caller cache (modules/auth/session-cache.ts). A request that may have written (any other method)
 * forgets what its write may have changed before its answer leaves, so no next request of that account is answered
 * from before the write (a sign-out, a removed team member, a deleted brand); other servers learn of it from
 * PostgreSQL's notice. A signed-in user's writes reach only their own account's users, sessions and brands (tenancy),
 * so that account's entries go; a platform administrator's reach any account, and an anonymous writer (signing in,
 * a password reset, an address confirmed from a link) may hold a session in another tab: the whole cache goes. A
 * platform's webhook (a machine route: thousands a second) changes no session, user or brand and forgets nothing.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: { db: Database; adminEmail: string; sessions?: SessionCache },
): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('brandId', null);
  const { sessions } = deps;
  const adminEmail = deps.adminEmail.toLowerCase();
  // A cached caller is the same object on every request: its Principal is made once (frozen: requests share it).
  const principals = new WeakMap<SessionPrincipal, Principal>();
  const withAdminFlag = (principal: SessionPrincipal): Principal => {
    let made = principals.get(principal);
    if (!made) {
      const isAdmin =
        principal.role === 'admin' || principal.role === 'super_admin' || principal.email.toLowerCase() === adminEmail;
      made = Object.freeze({ ...principal, isAdmin });
      principals.set(principal, made);
    }
    return made;
  };
  if (sessions) {
    // A browser's writes only (browser-hooks.ts): a platform's webhook has no session to read its own writes with.
    addBrowserHook(app, 'onSend', async function forgetSessionsAfterWrite(request) {
      if (SAFE_METHODS.has(request.method)) return;
      const writer = request.principal;
      if (writer && !writer.isAdmin) sessions.forgetAccount(writer.accountId);
      else sessions.forgetAll();
    });
  }

  app.addHook('preHandler', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const brandHeader = request.headers[BRAND_HEADER];
    const askedBrand = typeof brandHeader === 'string' && brandHeader.length > 0 ? brandHeader : null;
    const wellFormedBrand = askedBrand !== null && isUuid(askedBrand) ? askedBrand : null;
    const found = await resolveSession(deps.db, token, wellFormedBrand, sessions);
    if (!found || found.principal.status !== 'active') return;
    const { principal } = found;
    if (!principal.emailVerified && !allowsUnverifiedEmail(request)) {
      throw new AppError('EMAIL_NOT_VERIFIED', ACCESS_MESSAGES.verifyBeforeContinuing);
    }
    request.principal = withAdminFlag(principal);
    if (askedBrand === null) return;
    if (!found.brandId) throw notFound('Brand not found');
    request.brandId = found.brandId;
  });
}

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export function requireAdmin(request: FastifyRequest): Principal {
  const principal = requirePrincipal(request);
  if (!principal.isAdmin) throw forbidden();
  return principal;
}

export function requireBrand(request: FastifyRequest): { principal: Principal; brandId: string } {
  const principal = requirePrincipal(request);
  if (!request.brandId) throw new AppError('BRAND_REQUIRED', 'Select a brand first');
  return { principal, brandId: request.brandId };
}
