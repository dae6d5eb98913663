import type { SimulatorPlatform } from './platform.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimStore, TokenRow } from '../store/db.ts';
import { encodeCursor, decodeCursor } from '../store/generate.ts';

/** Meta Graph API error body (shared/reference/platform-apis.md §4). */
export function metaError(reply: FastifyReply, status: number, code: number, message: string, subcode?: number) {
  return reply.status(status).send({
    error: {
      message,
      type: code === 190 ? 'OAuthException' : 'GraphMethodException',
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
      fbtrace_id: 'SIMfbtrace',
    },
  });
}

export const unknownObject = (reply: FastifyReply, id: string) =>
  metaError(
    reply,
    400,
    100,
    `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    33,
  );

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  const query = request.query as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const value = query['access_token'] ?? body['access_token'];
  return typeof value === 'string' ? value : undefined;
}

/** Checks the Graph access token; answers 190 itself and returns null when it is not usable. */
export async function requireMetaToken(
  store: SimStore,
  request: FastifyRequest,
  reply: FastifyReply,
  platforms: string[],
): Promise<TokenRow | null> {
  const token = await store.findToken(tokenOf(request));
  if (!token || !platforms.includes(token.platform)) {
    await metaError(reply, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
    return null;
  }
  if (token.revoked) {
    await metaError(reply, 400, 190, 'Error validating access token: The session has been invalidated.', 460);
    return null;
  }
  if (token.expired) {
    await metaError(reply, 400, 190, 'Error validating access token: Session has expired.', 463);
    return null;
  }
  return token;
}

/** Cursor paging in Graph API shape: `{ data, paging: { cursors: { before, after }, next } }`. */
export function graphPage<T>(request: FastifyRequest, all: T[], defaultLimit = 25) {
  const query = request.query as Record<string, string | undefined>;
  const limit = Math.min(Math.max(Number(query['limit'] ?? defaultLimit) || defaultLimit, 1), 100);
  const offset = decodeCursor(query['after']);
  const data = all.slice(offset, offset + limit);
  const end = offset + data.length;
  const paging: Record<string, unknown> = {
    cursors: { before: encodeCursor(offset), after: encodeCursor(end) },
  };
  if (end < all.length) {
    const next = new URL(`${request.protocol}://${request.host}${request.url}`);
    next.searchParams.set('after', encodeCursor(end));
    paging['next'] = next.toString();
  }
  return { data, paging };
}

const metaErrorBody = (code: number, message: string, subcode?: number) => ({
  error: {
    message,
    type: 'OAuthException',
    code,
    ...(subcode ? { error_subcode: subcode } : {}),
    fbtrace_id: 'SIMfbtrace',
  },
});

/** How the Graph API answers injected faults (Instagram, Facebook, WhatsApp). */
export const META_FAULTS: NonNullable<SimulatorPlatform['faults']> = {
  rate_limit: { status: 429, body: metaErrorBody(32, 'Page request limit reached') },
  server_error: {
    status: 500,
    body: metaErrorBody(2, 'An unexpected error has occurred. Please retry your request later.'),
  },
  expired_token: { status: 401, body: metaErrorBody(190, 'Error validating access token: Session has expired.', 463) },
};
