import type { FastifyPluginAsync } from 'fastify';
import { GOOGLE_SIMULATOR_CLIENT } from '@bizamply/contracts';
import { consentPage, errorPage } from './pages.ts';
import { accountFor, type GoogleStore } from './store.ts';

export interface GoogleSimOptions {
  /** The simulator's own URL prefix, e.g. http://localhost:3000/sim/google. */
  base: string;
  /** Redirect URIs registered for the OAuth client (Google matches them exactly). */
  redirectUris: readonly string[];
  store: GoogleStore;
}

type Query = Record<string, string | undefined>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function backTo(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/** GET /o/oauth2/v2/auth and the consent form's answer, with Google's validation order. */
export const authorizeRoutes: FastifyPluginAsync<GoogleSimOptions> = async (app, { base, redirectUris, store }) => {
  app.get('/o/oauth2/v2/auth', async (request, reply) => {
    const query = request.query as Query;
    if (query.client_id !== GOOGLE_SIMULATOR_CLIENT.clientId) {
      return reply.status(401).type('text/html').send(errorPage('invalid_client', 'The OAuth client was not found.'));
    }
    const redirectUri = query.redirect_uri ?? '';
    if (!redirectUris.includes(redirectUri)) {
      return reply
        .status(400)
        .type('text/html')
        .send(
          errorPage('redirect_uri_mismatch', `The redirect URI in the request, ${redirectUri}, is not registered.`),
        );
    }
    const fail = (error: string) => reply.redirect(backTo(redirectUri, { error, state: query.state }));
    if (query.response_type !== 'code') return fail('unsupported_response_type');
    if (!(query.scope ?? '').split(' ').includes('openid')) return fail('invalid_scope');
    const method = query.code_challenge_method ?? (query.code_challenge ? 'plain' : undefined);
    if (method !== undefined && method !== 'S256' && method !== 'plain') return fail('invalid_request');
    if (method && !/^[A-Za-z0-9._~-]{43,128}$/.test(query.code_challenge ?? '')) return fail('invalid_request');

    const requestId = store.pending.put({
      clientId: query.client_id,
      redirectUri,
      scope: query.scope ?? 'openid',
      state: query.state,
      nonce: query.nonce,
      codeChallenge: query.code_challenge,
      codeChallengeMethod: method,
      offline: query.access_type === 'offline',
      loginHint: query.login_hint,
    });
    const page = consentPage({
      requestId,
      action: `${base}/o/oauth2/v2/auth/approve`,
      clientId: query.client_id,
      ...(query.login_hint ? { loginHint: query.login_hint } : {}),
    });
    return reply.type('text/html').send(page);
  });

  app.post('/o/oauth2/v2/auth/approve', async (request, reply) => {
    const body = (request.body ?? {}) as Query;
    const pending = store.pending.take(body.request_id ?? '');
    if (!pending) {
      return reply.status(400).type('text/html').send(errorPage('invalid_request', 'This sign-in request expired.'));
    }
    if (body.decision !== 'allow') {
      return reply.redirect(backTo(pending.redirectUri, { error: 'access_denied', state: pending.state }));
    }
    const email = (body.email ?? '').trim();
    if (!EMAIL.test(email) || email.length > 320) {
      return reply.status(400).type('text/html').send(errorPage('invalid_request', 'Enter a valid email address.'));
    }
    const account = accountFor(email, body.name?.slice(0, 100), body.email_verified !== 'false');
    const code = `4/${store.codes.put({ ...pending, account })}`;
    return reply.redirect(
      backTo(pending.redirectUri, {
        code,
        state: pending.state,
        scope:
          'email profile openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        authuser: '0',
        prompt: 'consent',
      }),
    );
  });
};
