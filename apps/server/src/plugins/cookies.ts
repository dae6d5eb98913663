import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { addBrowserHook } from './browser-hooks.ts';

/**
 * @fastify/cookie, with the request's cookies parsed for browsers' routes only (browser-hooks.ts): a machine route
 * never reads one. Setting a cookie works on every route (the plugin's onSend writer is its own hook).
 */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie, { hook: false });
  addBrowserHook(app, 'onRequest', function parseCookies(request, _reply, done) {
    const header = request.headers.cookie;
    request.cookies = header ? app.parseCookie(header) : {};
    done();
  });
}
