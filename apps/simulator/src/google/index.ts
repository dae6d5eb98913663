import type { FastifyPluginAsync } from 'fastify';
import { authorizeRoutes } from './authorize.ts';
import { createSigningKey } from './keys.ts';
import { createGoogleStore } from './store.ts';
import { tokenRoutes } from './token.ts';

/**
 * Google's OpenID Connect provider (shared/reference/platform-apis.md §9): discovery, an auto-consent
 * authorize page, token, userinfo, revoke and JWKS. Register with `prefix: '/google'` under /sim.
 * State lives in this process (it is a fake provider); run one simulator for a multi-server setup.
 */
export const googleOidcPlugin: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const issuer = `${publicUrl}/sim/google`;
  const store = createGoogleStore();
  const key = await createSigningKey();

  // The token endpoint and the consent form post forms (the simulator may already parse them).
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  app.get('/.well-known/openid-configuration', async () => ({
    issuer,
    authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
    device_authorization_endpoint: `${issuer}/device/code`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    revocation_endpoint: `${issuer}/revoke`,
    jwks_uri: `${issuer}/oauth2/v3/certs`,
    response_types_supported: ['code', 'token', 'id_token', 'code token', 'code id_token', 'none'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: [
      'aud',
      'email',
      'email_verified',
      'exp',
      'family_name',
      'given_name',
      'iat',
      'iss',
      'name',
      'sub',
    ],
    code_challenge_methods_supported: ['plain', 'S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
  }));

  app.get('/oauth2/v3/certs', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return key.jwks;
  });

  await app.register(authorizeRoutes, {
    base: issuer,
    redirectUris: [`${publicUrl}/auth/google/callback`],
    store,
  });
  await app.register(tokenRoutes, { issuer, store, key });
};
