import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendError } from '../../plugins/errors.ts';
import { deliveryBatcher, type WebhookDeps } from './webhooks.service.ts';
import type { WebhookReadResult } from '../../integrations/platform.ts';

const BODY_LIMIT = 1024 * 1024;

/**
 * Platform webhooks at /webhooks/<platform>. Signatures are checked on the raw bytes (never a
 * re-serialised body): this plugin replaces the JSON parser with a raw one for its routes only. A
 * missing or wrong signature is answered 401 and nothing is stored.
 */
export const webhookRoutes: FastifyPluginAsync<WebhookDeps> = async (app, deps) => {
  const integrationDeps = deps.integrations.deps;
  const deliveries = deliveryBatcher(deps);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  async function answer(reply: FastifyReply, read: WebhookReadResult) {
    if (read === 'unauthorized') return sendError(reply, 401, 'UNAUTHORIZED', 'Invalid webhook signature');
    if (read === 'malformed') return sendError(reply, 400, 'BAD_REQUEST', 'Malformed webhook payload');
    const result = await deliveries.submit(read);
    return reply.send({ success: true, received: true, duplicate: result.duplicate });
  }
  const raw = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  const hide = { schema: { hide: true } };

  for (const { id, webhook } of deps.integrations.platforms) {
    if (!webhook) continue;
    const { handshake, read } = webhook;
    if (handshake) {
      app.get(`/webhooks/${id}`, hide, async (request, reply) => {
        const challenge = handshake(integrationDeps, request.query as Record<string, unknown>);
        if (challenge === null) return reply.status(403).type('text/plain').send('Forbidden');
        return reply.type('text/plain').send(challenge);
      });
    }
    app.post(`/webhooks/${id}`, hide, (request, reply) =>
      answer(
        reply,
        read(integrationDeps, {
          raw: raw(request.body),
          headers: request.headers,
          query: request.query as Record<string, unknown>,
        }),
      ),
    );
  }
};
