import { PLATFORM_LABELS, type Platform } from '@bizamply/contracts';
import { z } from 'zod';
import { PlatformError, parseBody, type HttpResult } from '../http.ts';
import { hmacHex, signatureMatches } from '../signatures.ts';
import type { IntegrationDeps } from '../types.ts';

const errorSchema = z.object({
  error: z.object({
    message: z.string().max(2000).optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
  }),
});

const THROTTLE_CODES = new Set([4, 17, 32, 613, 80001, 80002, 80004, 80005, 80006, 80008, 130429, 131056]);
/** 190 invalid/expired token, 102 session, 10 and 200–299 a permission we no longer have. */
const isAuthCode = (code: number) => code === 190 || code === 102 || code === 10 || (code >= 200 && code <= 299);

/** Graph API errors (`{error:{message,type,code,error_subcode,fbtrace_id}}`) to our kinds (§4, §5, §7). */
export const classifyMeta =
  (platform: Platform) =>
  (result: HttpResult): PlatformError | null => {
    if (result.status < 300) return null;
    const parsed = errorSchema.safeParse(result.body);
    const code = parsed.success ? (parsed.data.error.code ?? 0) : 0;
    const message = parsed.success ? (parsed.data.error.message ?? 'error') : `HTTP ${result.status}`;
    const text = `${PLATFORM_LABELS[platform]}: ${message}`;
    if (isAuthCode(code)) return new PlatformError(platform, 'auth', text, result.status);
    if (THROTTLE_CODES.has(code) || result.status === 429) {
      return new PlatformError(platform, 'rate_limit', text, result.status);
    }
    if (code === 100 && parsed.success && parsed.data.error.error_subcode === 33) {
      return new PlatformError(platform, 'not_found', text, result.status);
    }
    if (code === 1 || code === 2 || result.status >= 500) {
      return new PlatformError(platform, 'transient', text, result.status);
    }
    return new PlatformError(platform, 'rejected', text, result.status);
  };

export interface GraphTarget {
  platform: Platform;
  /** Host without version, e.g. https://graph.facebook.com or the simulator's. */
  base: string;
  token: string;
}

/** One Graph call: `{base}/{version}/{path}` with the token as Bearer and the rest as query parameters. */
export async function graphCall(
  deps: IntegrationDeps,
  target: GraphTarget,
  input: { method?: 'GET' | 'POST'; path: string; query?: Record<string, string>; json?: unknown; versioned?: boolean },
): Promise<unknown> {
  const version = input.versioned === false ? '' : `/${deps.settings.meta.version}`;
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  const result = await deps.http.send({
    platform: target.platform,
    method: input.method ?? 'GET',
    url: `${target.base}${version}/${input.path}${query}`,
    headers: target.token ? { authorization: `Bearer ${target.token}` } : {},
    json: input.json,
    classify: classifyMeta(target.platform),
  });
  return result.body;
}

const tokenSchema = z.object({ access_token: z.string().min(1).max(1000), expires_in: z.number().optional() });

/**
 * `GET /oauth/access_token` (§5.1): exchanges an authorization code (`code` + `redirect_uri`) or a short-lived
 * token (`grant_type=fb_exchange_token`) for a user token, with our app's id and secret.
 */
export async function metaAccessToken(
  deps: IntegrationDeps,
  target: Omit<GraphTarget, 'token'>,
  grant: { code: string; redirectUri: string } | { exchange: string },
): Promise<z.infer<typeof tokenSchema>> {
  const keys = deps.settings.meta.keys;
  if (!keys) throw new PlatformError(target.platform, 'not_configured', 'Meta app keys are not configured');
  const app = { client_id: keys.clientId, client_secret: keys.clientSecret };
  const query =
    'code' in grant
      ? { ...app, redirect_uri: grant.redirectUri, code: grant.code }
      : { ...app, grant_type: 'fb_exchange_token', fb_exchange_token: grant.exchange };
  const body = await graphCall(deps, { ...target, token: '' }, { path: 'oauth/access_token', query });
  return parseBody(target.platform, tokenSchema, body, 'token');
}

const pageSchema = z.object({
  data: z.array(z.unknown()),
  paging: z
    .object({ next: z.string().max(4000).optional() })
    .partial()
    .optional(),
});

/**
 * Follows `paging.next` to the end (or until `keepGoing` says stop). The next URL must stay on the
 * host we called: a platform answer cannot send our token elsewhere.
 */
export async function graphPages(
  deps: IntegrationDeps,
  target: GraphTarget,
  first: { path: string; query: Record<string, string> },
  onPage: (items: unknown[]) => Promise<boolean | void>,
  maxPages = 200,
): Promise<void> {
  const origin = new URL(target.base).origin;
  let url: string | null =
    `${target.base}/${deps.settings.meta.version}/${first.path}?${new URLSearchParams(first.query)}`;
  for (let page = 0; url && page < maxPages; page += 1) {
    const result = await deps.http.send({
      platform: target.platform,
      url,
      headers: { authorization: `Bearer ${target.token}` },
      classify: classifyMeta(target.platform),
    });
    const body = parseBody(target.platform, pageSchema, result.body, 'page');
    const keepGoing = await onPage(body.data);
    const next: string | undefined = body.paging?.next;
    url = keepGoing === false || !next ? null : new URL(next).origin === origin ? next : null;
  }
}

/**
 * `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw body)>`. Several secrets may apply
 * (Instagram Login apps sign with the Instagram app secret, Facebook Login apps with the Meta one).
 */
export function verifyMetaSignature(raw: Buffer, header: string | undefined, secrets: string[]): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const received = header.slice('sha256='.length).toLowerCase();
  return secrets.some((secret) => signatureMatches(received, hmacHex(secret, raw)));
}

/** Meta delivers `{object, entry:[{id, time, changes:[{field, value}]}]}`; some examples put field/value in entry. */
const changeSchema = z.object({ field: z.string().max(100), value: z.record(z.string(), z.unknown()) });
const deliverySchema = z.object({
  object: z.string().max(100),
  entry: z.array(
    z.object({
      id: z.string().max(100),
      time: z.number().optional(),
      changes: z.array(changeSchema).optional(),
      field: z.string().max(100).optional(),
      value: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
});

export interface MetaChange {
  accountId: string;
  time: number | null;
  field: string;
  value: Record<string, unknown>;
}

export function readMetaDelivery(body: unknown): { object: string; changes: MetaChange[] } {
  const delivery = deliverySchema.parse(body);
  const changes = delivery.entry.flatMap((entry) => {
    const list = entry.changes ?? (entry.field && entry.value ? [{ field: entry.field, value: entry.value }] : []);
    return list.map((change) => ({ accountId: entry.id, time: entry.time ?? null, ...change }));
  });
  return { object: delivery.object, changes };
}
