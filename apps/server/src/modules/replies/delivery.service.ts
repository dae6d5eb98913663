import { PLATFORM_LABELS } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { appendLedgerEntry, creditPlatformOf } from '../credits/credit.service.ts';
import { getComment, lockComment, revertCommentToDraft } from '../comments/comment.service.ts';
import { isOutcomeUnknown, isPermanentDeliveryError, type ReplyDispatcher } from './reply-dispatcher.ts';
import {
  claimReply,
  findRepliesByRequestKey,
  findReply,
  markReplyFailed,
  markReplySent,
  outcomeUnknown,
  requeueReply,
  type ReplyRow,
} from './reply.queries.ts';

export interface DeliveryDeps {
  db: Database;
  dispatcher: ReplyDispatcher;
}

/** After this many attempts a retryable failure becomes final (failed and refunded). */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** A 'sending' row older than this belongs to a sender that died; it may be tried again (same key). */
export const SENDING_LEASE_MS = 2 * 60 * 1000;

/** sent/failed: final now; retry: try later; busy: another sender holds it; done: already final. */
export type DeliveryOutcome = 'sent' | 'failed' | 'retry' | 'busy' | 'done';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * One delivery attempt of one outbox row, from the HTTP request or from the `replies:deliver` job —
 * never both at once: the claim moves the row to 'sending' atomically, with a lease. The platform call
 * happens outside any transaction and carries the row's idempotency key on every attempt.
 */
export async function deliverReply(
  deps: DeliveryDeps,
  accountId: string,
  replyId: string,
): Promise<{ outcome: DeliveryOutcome; reply: ReplyRow | null }> {
  const { db } = deps;
  const claimed = await claimReply(db, accountId, replyId, SENDING_LEASE_MS);
  if (!claimed) {
    const row = await findReply(db, accountId, replyId);
    const final = !row || row.status === 'sent' || row.status === 'failed';
    return { outcome: final ? 'done' : 'busy', reply: row };
  }
  const scope = { accountId, brandId: claimed.brandId };
  try {
    const comment = await getComment(db, scope, claimed.commentId);
    const phone = claimed.metadata['customerPhone'];
    const input = {
      ...(typeof phone === 'string' ? { customerPhone: phone } : {}),
      accountId,
      brandId: claimed.brandId,
      platform: comment.platform,
      commentExternalId: comment.externalId,
      mediaId: comment.mediaId,
      text: claimed.text,
      idempotencyKey: claimed.idempotencyKey,
    };
    // An earlier attempt may have reached the platform (timeout, dropped connection, expired lease):
    // most platforms take no idempotency key, so look for our reply before posting it again.
    const existing =
      claimed.channel === 'platform' && outcomeUnknown(claimed) && deps.dispatcher.findExistingReply
        ? await deps.dispatcher.findExistingReply(input)
        : null;
    const result =
      existing ??
      (claimed.channel === 'whatsapp'
        ? await deps.dispatcher.sendWhatsApp(input)
        : await deps.dispatcher.sendToPlatform(input));
    const sent = await markReplySent(db, accountId, replyId, result.externalReplyId.slice(0, 500));
    return { outcome: 'sent', reply: sent ?? (await findReply(db, accountId, replyId)) };
  } catch (error) {
    const message = errorText(error);
    if (isPermanentDeliveryError(error) || claimed.attempts >= MAX_DELIVERY_ATTEMPTS) {
      return { outcome: 'failed', reply: await failAndRefund(db, claimed, message) };
    }
    return {
      outcome: 'retry',
      reply: await requeueReply(db, accountId, replyId, message, isOutcomeUnknown(error)),
    };
  }
}

/**
 * Final failure: the row becomes 'failed' and its credits come back as a `refund` entry keyed
 * `refund:<reply id>` (once, whoever gets here first). When every channel of the send failed, the
 * comment returns to Draft with the text kept; when one channel delivered, it stays Sent (spec 2 §4).
 * Locks in the order every writer uses: comment, reply, balance.
 */
async function failAndRefund(db: Database, reply: ReplyRow, message: string): Promise<ReplyRow | null> {
  const scope = { accountId: reply.accountId, brandId: reply.brandId };
  return db.transaction(async (tx) => {
    const comment = await lockComment(tx, scope, reply.commentId);
    const failed = await markReplyFailed(tx, reply.accountId, reply.id, message);
    if (!failed) return findReply(tx, reply.accountId, reply.id);
    if (failed.creditsCharged > 0) {
      const label = reply.channel === 'whatsapp' ? 'WhatsApp' : PLATFORM_LABELS[reply.platform];
      await appendLedgerEntry(tx, {
        accountId: reply.accountId,
        brandId: reply.brandId,
        userId: reply.userId,
        commentId: reply.commentId,
        type: 'refund',
        platform: reply.channel === 'whatsapp' ? 'whatsapp' : creditPlatformOf(reply.platform),
        delta: failed.creditsCharged,
        description: `Refund: reply to ${label} could not be delivered`,
        customerMessage: comment.content,
        response: reply.text,
        idempotencyKey: `refund:${reply.id}`,
        metadata: { replyId: reply.id, channel: reply.channel, error: message },
      });
    }
    const siblings = await findRepliesByRequestKey(tx, reply.accountId, reply.requestKey);
    if (siblings.every((row) => row.status === 'failed')) {
      await revertCommentToDraft(tx, scope, reply.commentId, reply.text, message);
    }
    return failed;
  });
}
