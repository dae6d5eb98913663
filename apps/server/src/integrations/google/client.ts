import { SignJWT } from 'jose';
import { googleTokenSchema, refreshGoogleToken } from './token.ts';
import { PlatformError, parseBody, type HttpResult } from '../http.ts';
import type { Credentials, IntegrationDeps } from '../types.ts';

const SCOPE = 'https://www.googleapis.com/auth/analytics.readonly';

/** Google API errors `{error:{code,message,status}}` (§8): 403 = the property is not shared with us. */
export function classifyGoogle(result: HttpResult): PlatformError | null {
  const { status } = result;
  if (status < 300) return null;
  const body = result.body as { error?: { message?: string; status?: string } } | null;
  const text = `Google: ${body?.error?.message ?? `HTTP ${status}`}`;
  if (status === 401) return new PlatformError('google', 'auth', text, status);
  if (status === 403 || status === 404) return new PlatformError('google', 'not_found', text, status);
  if (status === 429) return new PlatformError('google', 'rate_limit', text, status);
  if (status >= 500) return new PlatformError('google', 'transient', text, status);
  return new PlatformError('google', 'rejected', text, status);
}

const cache = new Map<string, { token: string; expiresAt: number }>();

/**
 * One token request (form POST to the token URL, §9), cached per process until a minute before the token
 * expires; a 400 means the grant is refused (auth).
 */
async function tokenGrant(
  deps: IntegrationDeps,
  input: { cacheKey: string; form: () => Promise<Record<string, string>>; refused: string },
): Promise<string> {
  const cached = cache.get(input.cacheKey);
  if (cached && cached.expiresAt - 60_000 > Date.now()) return cached.token;
  const result = await deps.http.send({
    platform: 'google',
    method: 'POST',
    url: deps.settings.google.tokenUrl,
    form: await input.form(),
    classify: (answer) =>
      answer.status === 400 ? new PlatformError('google', 'auth', input.refused, 400) : classifyGoogle(answer),
  });
  const token = parseBody('google', googleTokenSchema, result.body, 'token');
  cache.set(input.cacheKey, { token: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 });
  return token.access_token;
}

/** A service-account access token (JWT bearer grant, RFC 7523): signed with the account's key, valid one hour. */
export async function googleAccessToken(deps: IntegrationDeps): Promise<string> {
  const account = deps.settings.google.serviceAccount;
  if (!account) throw new PlatformError('google', 'not_configured', 'GOOGLE_SERVICE_ACCOUNT_EMAIL is not configured');
  return tokenGrant(deps, {
    cacheKey: `${account.email}|${deps.settings.google.tokenUrl}`,
    form: async () => ({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: await new SignJWT({ scope: SCOPE })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuer(account.email)
        .setAudience(deps.settings.google.tokenUrl)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(account.privateKey()),
    }),
    refused: 'Google refused our service account',
  });
}

/**
 * An access token from the merchant's own consent (issue 13: GA4 is connected with the user's Google
 * authorization, `analytics.readonly`): the stored refresh token is exchanged. A 400 `invalid_grant` =
 * access revoked → reconnect.
 */
export function googleUserAccessToken(deps: IntegrationDeps, refreshToken: string): Promise<string> {
  const { tokenUrl, oauthKeys: keys } = deps.settings.google;
  return refreshGoogleToken(deps, { platform: 'google', keys, tokenUrl, classify: classifyGoogle }, refreshToken);
}

/** Connections made with the merchant's consent carry a refresh token; older ones use our service account. */
const tokenFor = (deps: IntegrationDeps, credentials?: Credentials) =>
  typeof credentials?.refreshToken === 'string'
    ? googleUserAccessToken(deps, credentials.refreshToken)
    : googleAccessToken(deps);

export async function googleCall(
  deps: IntegrationDeps,
  input: { method?: 'GET' | 'POST'; url: string; json?: unknown; token?: string; credentials?: Credentials },
): Promise<unknown> {
  const token = input.token ?? (await tokenFor(deps, input.credentials));
  const result = await deps.http.send({
    platform: 'google',
    method: input.method ?? 'GET',
    url: input.url,
    headers: { authorization: `Bearer ${token}` },
    json: input.json,
    classify: classifyGoogle,
  });
  return result.body;
}
