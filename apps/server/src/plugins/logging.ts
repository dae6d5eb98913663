import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry something a reader of the log could use: sign-in and connect tickets, OAuth codes and
 * states, session and platform tokens, webhook tokens, e-mailed link tokens, the Shopify install link's values.
 */
const SECRET_QUERY_NAMES = new Set([
  'ticket',
  'code',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'hub.verify_token',
  'utoken',
  'password',
  'hmac',
  'signature',
  'shopify_access_token',
  'shopify_session_id',
]);

const REDACTED = '[redacted]';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL with the value of every secret-bearing query parameter replaced (the rest is kept byte for byte). */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_QUERY_NAMES.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Headers that carry credentials, wherever a log line might hold them (pino `redact` paths). */
const SECRET_HEADERS = ['authorization', 'cookie', '["set-cookie"]', '["x-csrf-token"]', '["x-idempotency-key"]'];
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'token', 'accessToken', 'clientSecret'];
const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((name) => {
    const path = name.startsWith('[') ? `headers${name}` : `headers.${name}`;
    return [path, `*.${path}`];
  }),
  ...SECRET_FIELDS.flatMap((name) => [name, `*.${name}`]),
];

/**
 * Fastify's logger options: its own request fields (method, url, host, address), with the URL's secrets redacted,
 * and pino's redaction of credential headers and fields in anything else logged (issue 13 §8).
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
