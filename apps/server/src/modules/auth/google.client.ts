import crypto from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import { isSafeUserUrl } from '@bizamply/contracts';

/** Google's OpenID Connect wire format (shared/reference/platform-apis.md §9), against any issuer. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

const tokenResponseSchema = z.object({
  access_token: z.string(),
  id_token: z.string(),
  token_type: z.string(),
  expires_in: z.number().optional(),
});

/**
 * The picture becomes the user's avatar `<img src>`: only an https address we would accept from the user is kept;
 * anything else (http, javascript:, data:, credentials, too long) is dropped without failing the sign-in.
 */
const pictureClaimSchema = z
  .unknown()
  .optional()
  .transform((value) =>
    typeof value === 'string' && value.length <= 2000 && isSafeUserUrl(value) ? value : undefined,
  );

export const idTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(320),
  email_verified: z.literal(true),
  nonce: z.string(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
  picture: pictureClaimSchema,
});
export type GoogleIdentity = z.infer<typeof idTokenClaimsSchema>;

/** A failure of the provider round trip: the user is sent back with error=google_auth_failed. */
export class OidcError extends Error {}

const TIMEOUT_MS = 10_000;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

/** PKCE (RFC 7636): 64-character verifier, S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(48).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

/** Google documents both spellings of its issuer; any other provider has exactly one. */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

export function createOidcClient(settings: OidcSettings) {
  let discovery: { value: Discovery; fetchedAt: number } | null = null;
  let keys: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null;

  // The cache only saves round trips; every server discovers on its own, nothing depends on it.
  async function discover(): Promise<Discovery> {
    if (discovery && Date.now() - discovery.fetchedAt < DISCOVERY_TTL_MS) return discovery.value;
    const url = `${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new OidcError(`discovery answered ${response.status}`);
    const value = discoverySchema.parse(await response.json());
    if (!acceptedIssuers(settings.issuer).includes(value.issuer)) throw new OidcError('discovery issuer mismatch');
    discovery = { value, fetchedAt: Date.now() };
    return value;
  }

  function keySet(uri: string) {
    if (keys?.uri !== uri) keys = { uri, set: createRemoteJWKSet(new URL(uri), { timeoutDuration: TIMEOUT_MS }) };
    return keys.set;
  }

  return {
    async authorizationUrl(params: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
      const { authorization_endpoint } = await discover();
      const url = new URL(authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: params.state,
        nonce: params.nonce,
        code_challenge: params.codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    /** Code → tokens (form POST), then the id_token checked against the provider's published keys. */
    async signIn(params: { code: string; codeVerifier: string; nonce: string }): Promise<GoogleIdentity> {
      const { token_endpoint, jwks_uri } = await discover();
      const response = await fetch(token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          code: params.code,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uri: settings.redirectUri,
          grant_type: 'authorization_code',
          code_verifier: params.codeVerifier,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new OidcError(`token endpoint answered ${response.status}`);
      const tokens = tokenResponseSchema.parse(await response.json());
      const { payload } = await jwtVerify(tokens.id_token, keySet(jwks_uri), {
        issuer: acceptedIssuers(settings.issuer),
        audience: settings.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
      });
      const claims = idTokenClaimsSchema.safeParse(payload);
      if (!claims.success) throw new OidcError('id_token claims unusable (unverified e-mail?)');
      const expected = Buffer.from(params.nonce);
      const actual = Buffer.from(claims.data.nonce);
      if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
        throw new OidcError('id_token nonce mismatch');
      }
      return claims.data;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
