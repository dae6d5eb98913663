import { INBOX_MESSAGES, PLATFORM_LABELS, platformAccountTakenMessage, type Platform } from '@bizamply/contracts';
import { PlatformError } from '../../integrations/http.ts';
import type { ReplyInput } from '../../integrations/types.ts';
import { ReplyDeliveryError, type PlatformReplyInput, type ReplyDispatcher } from '../replies/reply-dispatcher.ts';
import {
  findBrandConnection,
  heldByAnotherAccount,
  updateConnection,
} from '../connections/connection-store.service.ts';
import { openConnection, type IngestionDeps } from './ingestion.service.ts';

/**
 * The reply outbox's way out to the platforms (modules/replies calls it; it never calls adapters
 * itself). Errors say whether retrying can help: a dead token or a refused reply is permanent (the
 * outbox fails and refunds it, and the connection is flagged for a reconnect); rate limits and outages
 * are retried by the outbox with the same idempotency key. A call that got no answer at all (timeout,
 * dropped connection) may have been applied: it is flagged `outcomeUnknown`, and the next attempt reads
 * the platform back (`findExistingReply`) before posting again.
 */
export function createPlatformReplyDispatcher(deps: Omit<IngestionDeps, 'log'>): Required<ReplyDispatcher> {
  async function connectionFor(platform: Platform, input: PlatformReplyInput) {
    const label = PLATFORM_LABELS[platform];
    const row = await findBrandConnection(deps.db, { accountId: input.accountId, brandId: input.brandId, platform });
    if (!row)
      throw new ReplyDeliveryError(`${label} is not connected for this brand`, {
        permanent: true,
        code: 'NOT_CONNECTED',
      });
    if (row.needsAttention) {
      throw new ReplyDeliveryError(`${label} needs to be reconnected`, { permanent: true, code: 'NEEDS_RECONNECT' });
    }
    // Never post as a platform account another customer account holds (issue 13).
    if (await heldByAnotherAccount(deps.db, row)) {
      throw new ReplyDeliveryError(platformAccountTakenMessage(platform), {
        permanent: true,
        code: 'PLATFORM_ACCOUNT_TAKEN',
      });
    }
    return row;
  }

  /** Runs one platform call; its PlatformError becomes the outbox's ReplyDeliveryError. */
  async function call<T>(
    platform: Platform,
    input: PlatformReplyInput,
    targetId: string,
    run: (connection: ReturnType<typeof openConnection>, reply: ReplyInput) => Promise<T>,
  ): Promise<T> {
    const row = await connectionFor(platform, input);
    try {
      return await run(openConnection(deps.cipher, row), {
        targetId,
        parentId: input.mediaId,
        message: input.text,
        idempotencyKey: input.idempotencyKey,
      });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      // A 2xx with an unreadable body: the platform took the reply; sending again would post it twice.
      if (error.kind === 'malformed') throw error;
      if (error.kind === 'auth' || error.kind === 'not_found') {
        await updateConnection(
          deps.db,
          { accountId: row.accountId, connectionId: row.id },
          {
            needsAttention: 'reconnect',
            lastError: error.message.slice(0, 1000),
          },
        );
      }
      const permanent = !error.retryable;
      throw new ReplyDeliveryError(error.message, {
        permanent,
        code: permanent ? `PLATFORM_${error.kind.toUpperCase()}` : 'PLATFORM_RETRY',
        // No HTTP answer at all: the request may have reached the platform.
        outcomeUnknown: error.kind === 'transient' && error.status === undefined,
      });
    }
  }

  /** Judge.me returns no reply id: our key identifies the reply instead. */
  const fallbackId = (platform: Platform, input: PlatformReplyInput) => `${platform}:${input.idempotencyKey}`;

  async function send(platform: Platform, input: PlatformReplyInput, targetId: string) {
    const adapter = deps.integrations.adapters[platform];
    const postReply = adapter.postReply;
    if (!postReply) {
      await connectionFor(platform, input);
      throw new ReplyDeliveryError(`${PLATFORM_LABELS[platform]} does not accept replies`, {
        permanent: true,
        code: 'NOT_SUPPORTED',
      });
    }
    try {
      const result = await call(platform, input, targetId, (connection, reply) => postReply(connection, reply));
      return { externalReplyId: result.replyId ?? fallbackId(platform, input) };
    } catch (error) {
      if (error instanceof PlatformError && error.kind === 'malformed') {
        return { externalReplyId: fallbackId(platform, input) };
      }
      throw error;
    }
  }

  /** A WhatsApp message goes to a phone number, never to a message id (issue 19 item 1). */
  function sendWhatsApp(input: PlatformReplyInput) {
    if (!input.customerPhone) {
      throw new ReplyDeliveryError('No WhatsApp number is known for this customer', {
        permanent: true,
        code: 'NO_PHONE',
      });
    }
    return send('whatsapp', input, input.customerPhone);
  }

  return {
    sendToPlatform: (input) =>
      input.platform === 'whatsapp' ? sendWhatsApp(input) : send(input.platform, input, input.commentExternalId),
    sendWhatsApp,
    async hideComment(input) {
      const hide = deps.integrations.adapters[input.platform].hideComment;
      if (!hide) {
        throw new ReplyDeliveryError(`${PLATFORM_LABELS[input.platform]} does not support hiding comments`, {
          permanent: true,
          code: 'NOT_SUPPORTED',
        });
      }
      const target = { ...input, text: '', idempotencyKey: `hide:${input.commentExternalId}` };
      await call(input.platform, target, input.commentExternalId, (connection, request) =>
        hide(connection, { targetId: request.targetId, parentId: request.parentId ?? null, hidden: input.hidden }),
      );
    },
    async deleteReply(input) {
      const remove = deps.integrations.adapters[input.platform].deleteReply;
      if (!remove) {
        throw new ReplyDeliveryError(
          INBOX_MESSAGES.replyNotDeletable.replace('{platform}', PLATFORM_LABELS[input.platform]),
          { permanent: true, code: 'NOT_SUPPORTED' },
        );
      }
      const target = { ...input, text: '', idempotencyKey: `delete-reply:${input.commentExternalId}` };
      await call(input.platform, target, input.commentExternalId, (connection, request) =>
        remove(connection, { targetId: request.targetId }),
      );
    },
    async findExistingReply(input) {
      const findReply = deps.integrations.adapters[input.platform].findReply;
      if (!findReply) return null;
      const found = await call(input.platform, input, input.commentExternalId, (connection, reply) =>
        findReply(connection, reply),
      );
      return found ? { externalReplyId: found.replyId ?? fallbackId(input.platform, input) } : null;
    },
  };
}
