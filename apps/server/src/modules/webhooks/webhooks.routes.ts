import type { FastifyPluginAsync } from 'fastify';
import { webhookEndpoints } from '@bizamply/contracts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import { deliveryBatcher, type WebhookDeps } from './webhooks.service.ts';

const { handshake, receive } = webhookEndpoints;

/**
 * Platform webhooks at /webhooks/<platform>, from their definitions: one address per platform that sends them (and
 * Meta's GET handshake where it has one). Signatures are checked on the raw bytes (never a re-serialised body); a
 * missing or wrong signature is answered 401 and nothing is stored.
 */
export const webhookRoutes: FastifyPluginAsync<WebhookDeps> = async (app, deps) => {
  const integrationDeps = deps.integrations.deps;
  const deliveries = deliveryBatcher(deps);
  const withWebhook = deps.integrations.platforms.filter((platform) => platform.webhook);
  const webhookOf = (id: string) => {
    const webhook = withWebhook.find((platform) => platform.id === id)?.webhook;
    if (!webhook) throw new AppError('NOT_FOUND', 'Not found');
    return webhook;
  };

  registerEndpoints(
    app,
    { handshake, receive },
    {
      handshake: async ({ params, request, reply }) => {
        const challenge = webhookOf(params.platform).handshake?.(
          integrationDeps,
          request.query as Record<string, unknown>,
        );
        if (challenge === null || challenge === undefined)
          return reply.status(403).type('text/plain').send('Forbidden');
        return reply.type('text/plain').send(challenge);
      },
      receive: async ({ params, body, request }) => {
        const query = request.query as Record<string, unknown>;
        const read = webhookOf(params.platform).read(integrationDeps, { raw: body, headers: request.headers, query });
        if (read === 'unauthorized') throw new AppError('UNAUTHORIZED', 'Invalid webhook signature');
        if (read === 'malformed') throw badRequest('Malformed webhook payload');
        const result = await deliveries.submit(read);
        return { success: true as const, received: true as const, duplicate: result.duplicate };
      },
    },
    {
      at: {
        handshake: withWebhook.filter(({ webhook }) => webhook?.handshake).map(({ id }) => ({ platform: id })),
        receive: withWebhook.map(({ id }) => ({ platform: id })),
      },
    },
  );
};
