import crypto from 'node:crypto';
import Fastify from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_SIMULATOR_CLIENT } from '@bizamply/contracts';
import { googleOidcPlugin } from './index.ts';

const PUBLIC_URL = 'http://localhost:3999';
const ISSUER = `${PUBLIC_URL}/sim/google`;
const REDIRECT_URI = `${PUBLIC_URL}/auth/google/callback`;
const app = Fastify();

beforeAll(async () => {
  await app.register(googleOidcPlugin, { prefix: '/sim/google', publicUrl: PUBLIC_URL });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const verifier = crypto.randomBytes(48).toString('base64url');
const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');

function authorizeQuery(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: GOOGLE_SIMULATOR_CLIENT.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'st',
    nonce: 'nn',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  }).toString();
}

/** Authorize + consent; returns the code from the redirect back to the client. */
async function obtainCode(email = 'ann@example.com'): Promise<string> {
  const page = await app.inject({ url: `/sim/google/o/oauth2/v2/auth?${authorizeQuery()}` });
  expect(page.statusCode).toBe(200);
  const requestId = page.body.match(/name="request_id" value="([^"]+)"/)?.[1] ?? '';
  const approve = await app.inject({
    method: 'POST',
    url: '/sim/google/o/oauth2/v2/auth/approve',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ request_id: requestId, email, name: 'Ann Lee', decision: 'allow' }).toString(),
  });
  expect(approve.statusCode).toBe(302);
  const location = new URL(String(approve.headers.location));
  expect(location.origin + location.pathname).toBe(REDIRECT_URI);
  expect(location.searchParams.get('state')).toBe('st');
  return location.searchParams.get('code') ?? '';
}

function exchange(fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/sim/google/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: GOOGLE_SIMULATOR_CLIENT.clientId,
      client_secret: GOOGLE_SIMULATOR_CLIENT.clientSecret,
      redirect_uri: REDIRECT_URI,
      grant_type: 'authorization_code',
      code_verifier: verifier,
      ...fields,
    }).toString(),
  });
}

describe('Google OpenID provider simulator', () => {
  it('publishes discovery with its own issuer', async () => {
    const discovery = (await app.inject({ url: '/sim/google/.well-known/openid-configuration' })).json();
    expect(discovery).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/o/oauth2/v2/auth`,
      token_endpoint: `${ISSUER}/token`,
      jwks_uri: `${ISSUER}/oauth2/v3/certs`,
      code_challenge_methods_supported: ['plain', 'S256'],
    });
  });

  it('issues an RS256 id_token that verifies against its JWKS, and userinfo for the access token', async () => {
    const response = await exchange({ code: await obtainCode() });
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3599 });
    const jwks = createLocalJWKSet((await app.inject({ url: '/sim/google/oauth2/v3/certs' })).json());
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token, jwks, {
      issuer: ISSUER,
      audience: GOOGLE_SIMULATOR_CLIENT.clientId,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ email: 'ann@example.com', email_verified: true, nonce: 'nn', given_name: 'Ann' });
    const userinfo = await app.inject({
      url: '/sim/google/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.json()).toMatchObject({ sub: payload.sub, email: 'ann@example.com' });
    expect((await app.inject({ url: '/sim/google/userinfo' })).statusCode).toBe(401);
  });

  it('checks the client, the redirect_uri, the PKCE verifier, and uses each code once', async () => {
    expect((await exchange({ code: await obtainCode(), client_secret: 'wrong' })).json().error).toBe('invalid_client');
    expect((await exchange({ code: await obtainCode(), redirect_uri: `${PUBLIC_URL}/other` })).json().error).toBe(
      'redirect_uri_mismatch',
    );
    const badVerifier = await exchange({ code: await obtainCode(), code_verifier: 'x'.repeat(64) });
    expect(badVerifier.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid code verifier.' });
    const code = await obtainCode();
    expect((await exchange({ code })).statusCode).toBe(200);
    expect((await exchange({ code })).json().error).toBe('invalid_grant');
  });

  it('refuses unknown clients and unregistered redirect URIs on its own page', async () => {
    const unknown = await app.inject({ url: `/sim/google/o/oauth2/v2/auth?${authorizeQuery({ client_id: 'x' })}` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toContain('invalid_client');
    const redirect = await app.inject({
      url: `/sim/google/o/oauth2/v2/auth?${authorizeQuery({ redirect_uri: 'https://evil.example/cb' })}`,
    });
    expect(redirect.statusCode).toBe(400);
    expect(redirect.body).toContain('redirect_uri_mismatch');
  });

  it('returns access_denied to the client when the user cancels', async () => {
    const page = await app.inject({ url: `/sim/google/o/oauth2/v2/auth?${authorizeQuery()}` });
    const requestId = page.body.match(/name="request_id" value="([^"]+)"/)?.[1] ?? '';
    const denied = await app.inject({
      method: 'POST',
      url: '/sim/google/o/oauth2/v2/auth/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `request_id=${requestId}&decision=deny`,
    });
    const location = new URL(String(denied.headers.location));
    expect(Object.fromEntries(location.searchParams)).toEqual({ error: 'access_denied', state: 'st' });
  });
});
