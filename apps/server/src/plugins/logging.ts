import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

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

/** Fastify's label of the request id in a request's log lines (its default). */
const REQUEST_ID_LABEL = 'reqId';
const REQUEST_ID = Symbol('requestId');
type WithRequestId = { [REQUEST_ID]?: string };
const NO_BINDINGS = {};

/**
 * Fastify's logger options: its own request fields (method, url, host, address), with the URL's secrets redacted,
 * and pino's redaction of credential headers and fields in anything else logged (issue 13 §8).
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    // The request id of a request's logger (requestLogging below), written into each of its lines.
    mixin: (_object: object, _level: number, logger: object): object => {
      const requestId = (logger as WithRequestId)[REQUEST_ID];
      return requestId === undefined ? {} : { [REQUEST_ID_LABEL]: requestId };
    },
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

const baseChildren = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

/**
 * `logger.child({})`, made once per logger (and again when its level changed): a request's logger inherits it, as a
 * pino child inherits its parent. pino's child() rebuilt the same formatters, bindings and level methods on every
 * request (~2 µs).
 */
function baseChildOf(logger: FastifyBaseLogger): FastifyBaseLogger {
  let base = baseChildren.get(logger);
  if (!base || base.level !== logger.level) {
    base = logger.child(NO_BINDINGS);
    baseChildren.set(logger, base);
  }
  return base;
}

/**
 * Fastify's logger of each request, made cheaper. Fastify creates one per request with the request id as its only
 * binding (and `{}` as options, which takes pino's slow path); pino runs every binding through the redaction of
 * `*.`-paths when the child is created, and @pinojs/redact parses each of the 22 paths again on every call, even
 * for a string: ~3 µs and ~6 KB of garbage per request (14 % of what a dashboard request allocated), for lines that
 * at LOG_LEVEL=warn are rarely written. The child is created without bindings and keeps the id, which
 * loggerOptions' `mixin` writes into each line it does log, where redaction runs as for any field. Any other
 * binding or option (a route's log level) takes pino's usual path.
 */
export const requestLogging = {
  childLoggerFactory: (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) => {
    const requestId: unknown = bindings[REQUEST_ID_LABEL];
    const onlyTheId = typeof requestId === 'string' && Object.keys(bindings).length === 1;
    if (!onlyTheId || Object.keys(options).length > 0) return logger.child(bindings, options);
    const child = Object.create(baseChildOf(logger)) as FastifyBaseLogger & WithRequestId;
    child[REQUEST_ID] = requestId;
    return child;
  },
} satisfies Pick<FastifyServerOptions, 'childLoggerFactory'>;
