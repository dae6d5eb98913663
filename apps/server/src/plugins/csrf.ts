import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, GENERAL_MESSAGES } from '@bizamply/contracts';
import { safeEqual } from '../lib/secrets.ts';
import { addBrowserHook } from './browser-hooks.ts';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF (spec 1 §7): every state-changing call carries the `csrf_token` cookie's value in
 * the X-CSRF-Token header. Platform webhooks and the simulator are called by machines, not browsers,
 * and prove themselves by signature instead.
 */
export function registerCsrf(app: FastifyInstance, exemptPrefixes: readonly string[]): void {
  addBrowserHook(app, 'onRequest', async function checkCsrf(request, reply) {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (exemptPrefixes.some((prefix) => path.startsWith(prefix))) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      return sendError(reply, 403, 'CSRF_INVALID', GENERAL_MESSAGES.csrfInvalid);
    }
  });
}
