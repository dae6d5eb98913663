import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { safeEqual } from '../../lib/secrets.ts';
import { sendError } from '../../plugins/errors.ts';
import { deliveryBatcher, type WebhookDeps } from './webhooks.service.ts';
import { readJudgeme, readMeta, readShopify, readTikTok, readYotpo, type ReadResult } from './webhook-readers.ts';

const BODY_LIMIT = 1024 * 1024;

/**
 * Platform webhooks at /webhooks/<platform>. Signatures are checked on the raw bytes (never a
 * re-serialised body): this plugin replaces the JSON parser with a raw one for its routes only. A
 * missing or wrong signature is answered 401 and nothing is stored.
 */
export const webhookRoutes: FastifyPluginAsync<WebhookDeps> = async (app, deps) => {
  const { settings } = deps.integrations.deps;
  const deliveries = deliveryBatcher(deps);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  async function answer(reply: FastifyReply, read: ReadResult) {
    if (read === 'unauthorized') return sendError(reply, 401, 'UNAUTHORIZED', 'Invalid webhook signature');
    if (read === 'malformed') return sendError(reply, 400, 'BAD_REQUEST', 'Malformed webhook payload');
    const result = await deliveries.submit(read);
    return reply.send({ success: true, received: true, duplicate: result.duplicate });
  }
  const raw = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  const hide = { schema: { hide: true } };

  app.post('/webhooks/shopify', hide, (request, reply) =>
    answer(reply, readShopify(settings, raw(request.body), request.headers)),
  );
  app.post('/webhooks/judgeme', hide, (request, reply) =>
    answer(reply, readJudgeme(settings, raw(request.body), request.headers)),
  );
  app.post('/webhooks/yotpo', hide, (request, reply) => {
    const token = (request.query as Record<string, unknown>)['token'];
    return answer(
      reply,
      readYotpo(
        deps.integrations.deps,
        raw(request.body),
        request.headers,
        typeof token === 'string' ? token : undefined,
      ),
    );
  });
  app.post('/webhooks/tiktok', hide, (request, reply) =>
    answer(reply, readTikTok(settings, raw(request.body), request.headers)),
  );

  for (const platform of ['instagram', 'facebook', 'whatsapp'] as const) {
    // Meta's subscription handshake: echo hub.challenge when the verify token matches.
    app.get(`/webhooks/${platform}`, hide, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const expected = settings.meta.verifyToken;
      const token = query['hub.verify_token'];
      const ok =
        query['hub.mode'] === 'subscribe' &&
        expected !== null &&
        typeof token === 'string' &&
        safeEqual(token, expected);
      const challenge = query['hub.challenge'];
      if (!ok || typeof challenge !== 'string' || challenge.length > 200)
        return reply.status(403).type('text/plain').send('Forbidden');
      return reply.type('text/plain').send(challenge);
    });
    app.post(`/webhooks/${platform}`, hide, (request, reply) =>
      answer(reply, readMeta(platform, settings, raw(request.body), request.headers)),
    );
  }
};
