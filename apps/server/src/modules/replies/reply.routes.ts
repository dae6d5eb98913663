import { INBOX_MESSAGES, replyEndpoints } from '@bizamply/contracts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { resolveIdempotencyKey } from '../comments/idempotency.ts';
import { notConfiguredDispatcher, type ReplyDispatcher } from './reply-dispatcher.ts';
import { sendReply, type SendDeps } from './send.service.ts';
import { deleteSentReply } from './delete-reply.service.ts';

export interface ReplyRouteOptions extends Omit<SendDeps, 'dispatcher' | 'inlineWaitMs'> {
  /** Without one, every send fails as "not configured" and is refunded. */
  dispatcher: ReplyDispatcher | undefined;
  inlineWaitMs?: number;
}

/** The send answer waits at most this long for the deliveries, then says 'queued' (the job carries on). */
export const INLINE_WAIT_MS = 10_000;

/** POST /backend/api/comments/{id}/send (spec 2 §7): Platform or Both, charged once per key. */
export const replyRoutes = endpointRoutes(replyEndpoints, (options: ReplyRouteOptions) => {
  const deps: SendDeps = {
    ...options,
    dispatcher: options.dispatcher ?? notConfiguredDispatcher,
    inlineWaitMs: options.inlineWaitMs ?? INLINE_WAIT_MS,
  };
  return {
    send: async ({ scope, principal, params, body, request }) => {
      const key = resolveIdempotencyKey(request, body.idempotencyKey);
      const data = await sendReply(deps, { ...scope, userId: principal.userId }, params.id, body, key);
      const message = data.status === 'queued' ? INBOX_MESSAGES.replyQueued : INBOX_MESSAGES.replySent;
      return { success: true as const, message, data };
    },
    deleteReply: async ({ scope, params }) => ({
      success: true as const,
      message: await deleteSentReply(deps, scope, params.id),
    }),
  };
});
