import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { GOOGLE_SIMULATOR_CLIENT } from '@bizamply/contracts';
import type { SigningKey } from './keys.ts';
import type { GoogleStore, IssuedToken } from './store.ts';

type Form = Record<string, string | undefined>;

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.status(status).send({ error, error_description: description });

/** client_secret_post or client_secret_basic, as Google accepts both. */
function clientCredentials(request: FastifyRequest, form: Form): { id?: string; secret?: string } {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const [id, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
  }
  return { id: form.client_id, secret: form.client_secret };
}

function verifierMatches(challenge: string, method: 'S256' | 'plain' | undefined, verifier: string): boolean {
  const expected = method === 'S256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
  const left = Buffer.from(expected);
  const right = Buffer.from(challenge);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** POST /token (code and refresh grants), GET /userinfo and POST /revoke, in Google's wire format. */
export const tokenRoutes: FastifyPluginAsync<{ issuer: string; store: GoogleStore; key: SigningKey }> = async (
  app,
  { issuer, store, key },
) => {
  async function issue(grant: IssuedToken, nonce: string | undefined, offline: boolean) {
    const accessToken = `ya29.${store.accessTokens.put(grant)}`;
    return {
      access_token: accessToken,
      expires_in: 3599,
      token_type: 'Bearer',
      scope: grant.scope,
      id_token: await key.idToken({ issuer, clientId: grant.clientId, account: grant.account, nonce, accessToken }),
      ...(offline ? { refresh_token: `1//${store.refreshTokens.put(grant)}` } : {}),
    };
  }

  app.post('/token', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const client = clientCredentials(request, form);
    if (client.id !== GOOGLE_SIMULATOR_CLIENT.clientId || client.secret !== GOOGLE_SIMULATOR_CLIENT.clientSecret) {
      return oauthError(reply, 401, 'invalid_client', 'Unauthorized');
    }
    if (form.grant_type === 'refresh_token') {
      const grant = store.refreshTokens.get((form.refresh_token ?? '').replace(/^1\/\//, ''));
      if (!grant) return oauthError(reply, 400, 'invalid_grant', 'Token has been expired or revoked.');
      const { refresh_token: _unused, ...tokens } = await issue(grant, undefined, false);
      return tokens;
    }
    if (form.grant_type !== 'authorization_code') {
      return oauthError(reply, 400, 'unsupported_grant_type', 'Invalid grant_type: ' + (form.grant_type ?? ''));
    }
    const code = store.codes.take((form.code ?? '').replace(/^4\//, ''));
    if (!code || code.clientId !== client.id) return oauthError(reply, 400, 'invalid_grant', 'Bad Request');
    if (form.redirect_uri !== code.redirectUri) return oauthError(reply, 400, 'redirect_uri_mismatch', 'Bad Request');
    if (code.codeChallenge) {
      if (!form.code_verifier) return oauthError(reply, 400, 'invalid_grant', 'Missing code verifier.');
      if (!verifierMatches(code.codeChallenge, code.codeChallengeMethod, form.code_verifier)) {
        return oauthError(reply, 400, 'invalid_grant', 'Invalid code verifier.');
      }
    }
    return issue({ account: code.account, clientId: code.clientId, scope: code.scope }, code.nonce, code.offline);
  });

  app.get('/userinfo', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const grant = header.startsWith('Bearer ') ? store.accessTokens.get(header.slice(7).replace(/^ya29\./, '')) : null;
    if (!grant) {
      reply.header('www-authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return oauthError(reply, 401, 'invalid_request', 'Invalid Credentials');
    }
    const { account } = grant;
    return {
      sub: account.sub,
      name: account.name,
      given_name: account.givenName,
      ...(account.familyName ? { family_name: account.familyName } : {}),
      email: account.email,
      email_verified: account.emailVerified,
      locale: 'en',
    };
  });

  app.post('/revoke', async (request) => {
    const form = (request.body ?? {}) as Form;
    const token = form.token ?? (request.query as Form).token ?? '';
    store.accessTokens.take(token.replace(/^ya29\./, ''));
    store.refreshTokens.take(token.replace(/^1\/\//, ''));
    return {};
  });
};
