import { SignJWT } from 'jose';
import { z } from 'zod';
import { PlatformError, parseBody, type HttpResult } from '../http.ts';
import type { IntegrationDeps } from '../types.ts';

const SCOPE = 'https://www.googleapis.com/auth/analytics.readonly';
const tokenSchema = z.object({ access_token: z.string().min(1).max(4000), expires_in: z.number().positive() });

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
 * A service-account access token (JWT bearer grant, RFC 7523): signed with the account's key, valid one
 * hour, cached per process until a minute before it expires.
 */
export async function googleAccessToken(deps: IntegrationDeps): Promise<string> {
  const account = deps.settings.google.serviceAccount;
  if (!account) throw new PlatformError('google', 'not_configured', 'GOOGLE_SERVICE_ACCOUNT_EMAIL is not configured');
  const key = `${account.email}|${deps.settings.google.tokenUrl}`;
  const cached = cache.get(key);
  if (cached && cached.expiresAt - 60_000 > Date.now()) return cached.token;
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(account.email)
    .setAudience(deps.settings.google.tokenUrl)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(account.privateKey());
  const result = await deps.http.send({
    platform: 'google',
    method: 'POST',
    url: deps.settings.google.tokenUrl,
    form: { grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion },
    classify: (answer) =>
      answer.status === 400
        ? new PlatformError('google', 'auth', 'Google refused our service account', 400)
        : classifyGoogle(answer),
  });
  const token = parseBody('google', tokenSchema, result.body, 'token');
  cache.set(key, { token: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 });
  return token.access_token;
}

export async function googleCall(
  deps: IntegrationDeps,
  input: { method?: 'GET' | 'POST'; url: string; json?: unknown },
): Promise<unknown> {
  const token = await googleAccessToken(deps);
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
