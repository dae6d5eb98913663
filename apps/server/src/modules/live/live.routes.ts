import { LIVE_MESSAGES, LIVE_STREAMS_PER_USER, liveEndpoints } from '@bizamply/contracts';
import { AppError } from '../../lib/errors.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import type { LiveHub } from './live.hub.ts';

/**
 * GET /api/live: a Server-Sent Events stream of what changed for the caller (issue 19). Authenticated like every
 * call, by the bearer header (the SPA reads it with fetch, so no token travels in the URL), and scoped to the
 * brand of X-Brand-Id (another account's brand: 404 by the auth plugin, as everywhere).
 */
export const liveRoutes = endpointRoutes(liveEndpoints, ({ hub }: { hub: LiveHub }) => ({
  stream: async ({ principal, request, reply }) => {
    if (hub.streamsOf(principal.userId) >= LIVE_STREAMS_PER_USER) {
      throw new AppError('RATE_LIMIT_EXCEEDED', LIVE_MESSAGES.tooManyStreams);
    }
    reply.hijack();
    const response = reply.raw;
    // Headers other hooks set (helmet's) travel too: the reply is hijacked, so Fastify will not send them.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) response.setHeader(name, value);
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const subscription = hub.subscribe({
      accountId: principal.accountId,
      userId: principal.userId,
      sessionId: principal.sessionId,
      brandId: request.brandId,
      sink: {
        write: (chunk) => response.write(chunk),
        onDrain: (callback) => response.once('drain', callback),
        end: () => response.end(),
        destroy: () => response.destroy(),
      },
    });
    response.on('close', () => subscription.unsubscribe());
  },
}));
