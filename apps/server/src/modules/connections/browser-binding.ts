import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSENT_GRANT_TTL_SECONDS, type Platform } from '@bizamply/contracts';
import { randomToken, safeEqual, sha256 } from '../../lib/secrets.ts';

/**
 * Cookies that bind a connect flow to the browser that started it (issue 13 §5). Both are HttpOnly (no script
 * reads them), Secure (like the CSRF cookie; browsers treat localhost as secure), path-scoped to the routes
 * that read them, and SameSite=Lax: the OAuth callback is a top-level GET navigation at the end of a redirect
 * chain that starts on the platform's site, where a Strict cookie would not be sent; Lax is, and still never
 * on cross-site subrequests or POSTs.
 */
const base = { httpOnly: true, secure: true, sameSite: 'lax' as const };

/** The OAuth round trip: set when the popup (or full-page connect) starts, checked by the callback. */
export const OAUTH_BINDING_TTL_SECONDS = 600;
const oauthCookie = (platform: Platform) => ({ name: `bz_oauth_${platform}`, path: `/integration/${platform}` });

/** Sets a fresh random nonce cookie and returns its hash, which the OAuth state stores. */
export function bindToBrowser(reply: FastifyReply, platform: Platform): string {
  const nonce = randomToken(32);
  const cookie = oauthCookie(platform);
  reply.setCookie(cookie.name, nonce, { ...base, path: cookie.path, maxAge: OAUTH_BINDING_TTL_SECONDS });
  return sha256(nonce);
}

/** Does this browser hold the nonce the state was started with? The cookie is cleared either way. */
export function sameBrowser(request: FastifyRequest, reply: FastifyReply, platform: Platform, hash: unknown): boolean {
  const cookie = oauthCookie(platform);
  const nonce = request.cookies[cookie.name];
  reply.clearCookie(cookie.name, { ...base, path: cookie.path });
  return typeof nonce === 'string' && typeof hash === 'string' && safeEqual(sha256(nonce), hash);
}

/**
 * A consent grant (the accounts a Facebook/TikTok/Google consent listed): readable only by the browser that
 * gave it, on `/integrations/<platform>/…` (the consent list and the direct connect).
 */
const grantCookie = (platform: Platform) => ({
  name: `bz_consent_${platform}`,
  path: `/integrations/${platform}`,
});

/** Sets the grant cookie and returns the value whose hash keys the stored grant. */
export function issueGrantCookie(reply: FastifyReply, platform: Platform): string {
  const value = randomToken(32);
  const cookie = grantCookie(platform);
  reply.setCookie(cookie.name, value, { ...base, path: cookie.path, maxAge: CONSENT_GRANT_TTL_SECONDS });
  return value;
}

export function grantCookieValue(request: FastifyRequest, platform: Platform): string | null {
  const value = request.cookies[grantCookie(platform).name];
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;
}
