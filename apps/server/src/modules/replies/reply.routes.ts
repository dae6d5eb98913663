import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INBOX_MESSAGES, sendRequestSchema, sendResponseSchema } from '@bizamply/contracts';
import { requireBrand } from '../../plugins/auth.ts';
import { resolveIdempotencyKey } from '../comments/idempotency.ts';
import { notConfiguredDispatcher, type ReplyDispatcher } from './reply-dispatcher.ts';
import { sendReply, type SendDeps } from './send.service.ts';

export interface ReplyRouteOptions extends Omit<SendDeps, 'dispatcher' | 'inlineWaitMs'> {
  /** Without one, every send fails as "not configured" and is refunded. */
  dispatcher: ReplyDispatcher | undefined;
  inlineWaitMs?: number;
}

/** The send answer waits at most this long for the deliveries, then says 'queued' (the job carries on). */
export const INLINE_WAIT_MS = 10_000;

/** POST /backend/api/comments/{id}/send (spec 2 §7): Platform or Both, charged once per key. */
export const replyRoutes: FastifyPluginAsyncZod<ReplyRouteOptions> = async (app, options) => {
  const deps: SendDeps = {
    ...options,
    dispatcher: options.dispatcher ?? notConfiguredDispatcher,
    inlineWaitMs: options.inlineWaitMs ?? INLINE_WAIT_MS,
  };
  app.post(
    '/api/comments/:id/send',
    {
      schema: {
        tags: ['comments'],
        security: [{ bearer: [] }],
        summary: 'Send a draft to its platform, or to the platform and WhatsApp ("both")',
        params: z.object({ id: z.string().max(64) }),
        body: sendRequestSchema,
        response: { 200: sendResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const key = resolveIdempotencyKey(request, request.body.idempotencyKey);
      const data = await sendReply(
        deps,
        { accountId: principal.accountId, brandId, userId: principal.userId },
        request.params.id,
        request.body,
        key,
      );
      const message = data.status === 'queued' ? INBOX_MESSAGES.replyQueued : INBOX_MESSAGES.replySent;
      return { success: true as const, message, data };
    },
  );
};
