import { INBOX_MESSAGES, SEND_SOURCES, type CreditBalance, type SendResponse } from '@bizamply/contracts';
import { AppError } from '../../lib/errors.ts';
import { toCommentDto, type CommentRow } from '../comments/comment.service.ts';
import type { ReplyRow } from './reply.queries.ts';

type SendData = SendResponse['data'];

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);
const sourceOf = (value: unknown): SendData['source'] => SEND_SOURCES.find((source) => source === value) ?? 'platform';

/**
 * The send answer from the outbox rows as they stand (first answer and replays alike). Every channel
 * failed: 502 'Failed to send response' (already refunded, the item back in Draft). Otherwise success,
 * with per-channel results; for 'both', the spec's dualChannelResults and channelsUsed.
 */
export function buildSendResult(input: {
  rows: ReplyRow[];
  comment: CommentRow;
  balance: CreditBalance;
  replayed: boolean;
}): SendData {
  const { rows } = input;
  const first = rows[0];
  if (!first) throw new Error('a send without outbox rows');
  if (rows.every((row) => row.status === 'failed')) {
    throw new AppError(
      'PLATFORM_ERROR',
      INBOX_MESSAGES.sendFailed,
      rows.map((row) => ({ field: row.channel, message: (row.error ?? INBOX_MESSAGES.sendFailed).slice(0, 500) })),
    );
  }
  const source = sourceOf(first.metadata['source']);
  const warning = textOf(first.metadata['warning']);
  const platform = rows.find((row) => row.channel === 'platform');
  const whatsapp = rows.find((row) => row.channel === 'whatsapp');
  const errorOf = (row: ReplyRow | undefined) => (row?.status === 'failed' ? row.error : null);
  const status = rows.every((row) => row.status === 'sent')
    ? 'sent'
    : rows.some((row) => row.status === 'failed')
      ? 'partial'
      : 'queued';
  return {
    success: true,
    status,
    commentId: input.comment.id,
    source,
    channelsUsed: rows.map((row) => row.channel),
    ...(source === 'both'
      ? {
          dualChannelResults: {
            platformSuccess: platform?.status === 'sent',
            whatsappSuccess: whatsapp?.status === 'sent',
            platformError: errorOf(platform),
            whatsappError: whatsapp ? errorOf(whatsapp) : warning,
          },
        }
      : {}),
    deliveries: rows.map((row) => ({
      replyId: row.id,
      channel: row.channel,
      status: row.status,
      externalReplyId: row.externalReplyId,
      error: row.status === 'sent' ? null : row.error,
      creditsCharged: row.creditsCharged,
      refunded: row.status === 'failed' && row.creditsCharged > 0,
    })),
    creditInfo: {
      creditsUsed: rows.filter((row) => row.status !== 'failed').reduce((sum, row) => sum + row.creditsCharged, 0),
      remainingCredits: input.balance.availableCredits,
    },
    warning,
    whatsappWindowEndsAt: textOf(first.metadata['whatsappWindowEndsAt']),
    replayed: input.replayed,
    comment: toCommentDto(input.comment),
  };
}
