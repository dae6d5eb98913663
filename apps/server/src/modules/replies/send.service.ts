import {
  bothChannelsBlocker,
  channelPrice,
  INBOX_MESSAGES,
  PLATFORM_LABELS,
  type ReplyChannel,
  type SendRequest,
  type SendResponse,
} from '@bizamply/contracts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { createKeyedQueue } from '../../lib/keyed-queue.ts';
import {
  appendLedgerEntry,
  creditPlatformOf,
  getBalance,
  getCreditSettings,
  insufficientCredits,
} from '../credits/credit.service.ts';
import { getComment, lockComment, markCommentSent, type CommentScope } from '../comments/comment.service.ts';
import { recordSentDraft } from '../draft-quality/draft-quality.service.ts';
import { deliverReply, type DeliveryDeps } from './delivery.service.ts';
import { findRepliesByRequestKey, insertReply, type ReplyRow } from './reply.queries.ts';
import { buildSendResult } from './send.result.ts';
import { whatsappContact } from './whatsapp-window.ts';
import { findBrandConnection } from '../connections/index.ts';
import { assertPlanAllows } from '../billing/index.ts';

export interface SendDeps extends DeliveryDeps {
  queue: JobQueue;
  /** How long the request waits for the deliveries before answering 'queued' (the job carries on). */
  inlineWaitMs: number;
}

export interface Caller extends CommentScope {
  /** null: an automation rule (issue 16) sends, not a person. */
  userId: string | null;
}

export const DELIVER_TASK = 'replies:deliver';

/** One account+key's transactions run one after another in this process (lib/keyed-queue.ts: replays hold no connection). */
const preparations = createKeyedQueue();
/** The job is the safety net for a request that dies mid-delivery; it runs after the inline attempt. */
export const FALLBACK_DELAY_MS = 30_000;

const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
};

const validation = (field: string, message: string) => new AppError('VALIDATION_ERROR', message, [{ field, message }]);

/**
 * POST …/comments/{id}/send. In ONE transaction: the charge (one usage entry per channel), the outbox rows
 * (one per channel, idempotency keys `<request key>:<channel>`) and the comment marked Sent. After commit:
 * a delivery job per row (the durable path), then an inline attempt bounded by `inlineWaitMs`, so the
 * answer usually carries the real per-channel results. A replayed request key returns the first result.
 */
export async function sendReply(
  deps: SendDeps,
  caller: Caller,
  commentId: string,
  request: Pick<SendRequest, 'replyText' | 'source' | 'commentId'>,
  key: string,
): Promise<SendResponse['data']> {
  const { db } = deps;
  const scope = { accountId: caller.accountId, brandId: caller.brandId };
  if (request.commentId !== undefined && request.commentId !== commentId) {
    throw validation('commentId', INBOX_MESSAGES.commentIdMismatch);
  }
  const settings = await getCreditSettings(db);
  const now = new Date();

  let prepared: { replay: boolean; rows: ReplyRow[] };
  try {
    prepared = await preparations.run(`${caller.accountId}:${key}`, () =>
      db.transaction(async (tx) => {
        const comment = await lockComment(tx, scope, commentId);
        const previous = await findRepliesByRequestKey(tx, caller.accountId, key);
        if (previous.length > 0) {
          if (previous.some((row) => row.commentId !== comment.id)) throw conflict(INBOX_MESSAGES.idempotencyKeyReused);
          return { replay: true, rows: previous };
        }
        const { source } = request;
        if (source !== 'platform' && source !== 'both' && source !== comment.platform) {
          throw validation('source', INBOX_MESSAGES.sourceInvalid);
        }
        if (comment.status === 'sent') throw conflict(INBOX_MESSAGES.alreadySent);
        if (comment.status !== 'draft') throw conflict(INBOX_MESSAGES.notADraft);

        await assertPlanAllows(tx, caller, comment.platform);
        const channels: ReplyChannel[] = ['platform'];
        const extra: Record<string, unknown> = { source, warning: null, whatsappWindowEndsAt: null };
        let customerPhone: string | null = null;
        if (comment.platform === 'whatsapp') {
          // Answering a WhatsApp message is itself a free-form WhatsApp message to its sender: same 24-hour rule.
          const contact = await whatsappContact(tx, scope, comment, now);
          if (!contact.open) throw conflict(INBOX_MESSAGES.whatsappWindowClosed);
          customerPhone = contact.phone;
        }
        if (source === 'both') {
          // Both is refused, not half-sent, wherever the WhatsApp leg cannot go (issue 19 item 4).
          const whatsapp = await findBrandConnection(tx, { ...scope, platform: 'whatsapp' });
          const contact = await whatsappContact(tx, scope, comment, now);
          const label = PLATFORM_LABELS[comment.platform];
          const blocker = bothChannelsBlocker({ platform: comment.platform, customerPhone: contact.phone }, !!whatsapp);
          if (blocker) throw conflict(blocker);
          if (!contact.lastInboundAt) throw conflict(INBOX_MESSAGES.bothNoConversation.replace('{platform}', label));
          if (!contact.open) throw conflict(INBOX_MESSAGES.bothOutsideWindow.replace('{platform}', label));
          extra['whatsappWindowEndsAt'] = contact.windowEndsAt?.toISOString() ?? null;
          channels.push('whatsapp');
          customerPhone = contact.phone;
        }
        const dual = channels.length > 1;
        const total = channels.reduce((sum, channel) => sum + channelPrice(settings, channel, dual), 0);
        const { availableCredits } = await getBalance(tx, caller.accountId);
        if (availableCredits < total) throw insufficientCredits(total, availableCredits);

        const rows: ReplyRow[] = [];
        for (const channel of channels) {
          const price = channelPrice(settings, channel, dual);
          const row = await insertReply(tx, {
            accountId: caller.accountId,
            brandId: caller.brandId,
            commentId: comment.id,
            userId: caller.userId,
            requestKey: key,
            channel,
            platform: comment.platform,
            idempotencyKey: `${key}:${channel}`,
            text: request.replyText,
            creditsCharged: price,
            metadata: { ...extra, ...(customerPhone ? { customerPhone } : {}) },
          });
          const label = channel === 'whatsapp' ? 'WhatsApp' : PLATFORM_LABELS[comment.platform];
          await appendLedgerEntry(tx, {
            accountId: caller.accountId,
            brandId: caller.brandId,
            userId: caller.userId,
            commentId: comment.id,
            type: 'usage',
            platform: channel === 'whatsapp' ? 'whatsapp' : creditPlatformOf(comment.platform),
            delta: -price,
            description: `Response sent to ${label}`,
            customerMessage: comment.content,
            response: request.replyText,
            idempotencyKey: `send:${row.idempotencyKey}`,
            metadata: { replyId: row.id, channel, requestKey: key },
          });
          rows.push(row);
        }
        await markCommentSent(tx, scope, comment, request.replyText, now);
        // Draft quality (issue 17): how far the sent text is from the AI draft it started as.
        await recordSentDraft(tx, scope, comment, request.replyText);
        return { replay: false, rows };
      }),
    );
  } catch (error) {
    // The same key raced in from another comment: its outbox row holds the key first.
    if (isUniqueViolation(error)) throw conflict(INBOX_MESSAGES.idempotencyKeyReused);
    throw error;
  }

  if (!prepared.replay) await deliverAfterCommit(deps, caller.accountId, prepared.rows);
  const [rows, comment, balance] = await Promise.all([
    findRepliesByRequestKey(db, caller.accountId, key),
    getComment(db, scope, commentId),
    getBalance(db, caller.accountId),
  ]);
  return buildSendResult({ rows, comment, balance, replayed: prepared.replay });
}

async function deliverAfterCommit(deps: SendDeps, accountId: string, rows: ReplyRow[]): Promise<void> {
  const runAt = new Date(Date.now() + FALLBACK_DELAY_MS);
  await Promise.all(
    rows.map((row) =>
      // If the queue is unreachable the sweeper re-enqueues the row later; the inline attempt goes on.
      deps.queue
        .add(DELIVER_TASK, { replyId: row.id, accountId }, { jobKey: row.id, runAt, maxAttempts: 12 })
        .catch(() => {}),
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, deps.inlineWaitMs);
  });
  const attempts = Promise.all(rows.map((row) => deliverReply(deps, accountId, row.id).catch(() => null)));
  await Promise.race([attempts, deadline]);
  clearTimeout(timer);
}
