import { PLATFORM_LABELS, type Platform } from '@bizamply/contracts';
import { PlatformError } from '../../integrations/http.ts';
import { ReplyDeliveryError, type PlatformReplyInput, type ReplyDispatcher } from '../replies/reply-dispatcher.ts';
import { findBrandConnection, updateConnection } from '../connections/connection-store.service.ts';
import { openConnection, type IngestionDeps } from './ingestion.service.ts';

/**
 * The reply outbox's way out to the platforms (modules/replies calls it; it never calls adapters
 * itself). Errors say whether retrying can help: a dead token or a refused reply is permanent (the
 * outbox fails and refunds it, and the connection is flagged for a reconnect); rate limits and outages
 * are retried by the outbox with the same idempotency key.
 */
export function createPlatformReplyDispatcher(deps: Omit<IngestionDeps, 'log'>): ReplyDispatcher {
  async function send(platform: Platform, input: PlatformReplyInput, targetId: string) {
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
    const adapter = deps.integrations.adapters[platform];
    if (!adapter.postReply) {
      throw new ReplyDeliveryError(`${label} does not accept replies`, { permanent: true, code: 'NOT_SUPPORTED' });
    }
    try {
      const result = await adapter.postReply(openConnection(deps.cipher, row), {
        targetId,
        parentId: input.mediaId,
        message: input.text,
        idempotencyKey: input.idempotencyKey,
      });
      // Judge.me returns no reply id: our key identifies the reply instead.
      return { externalReplyId: result.replyId ?? `${platform}:${input.idempotencyKey}` };
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      // A 2xx with an unreadable body: the platform took the reply; sending again would post it twice.
      if (error.kind === 'malformed') return { externalReplyId: `${platform}:${input.idempotencyKey}` };
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
      });
    }
  }
  return {
    sendToPlatform: (input) => send(input.platform, input, input.commentExternalId),
    sendWhatsApp: (input) => {
      if (!input.customerPhone) {
        throw new ReplyDeliveryError('No WhatsApp number is known for this customer', {
          permanent: true,
          code: 'NO_PHONE',
        });
      }
      return send('whatsapp', input, input.customerPhone);
    },
  };
}
