import { CREDIT_MESSAGES, PLATFORM_LABELS, type CreditPlatform, type CreditTransaction } from '@bizamply/contracts';
import type { BadgeProps } from '@/components/ui/badge';
import { buildCsv, fileDate } from '@/lib/csv';
import { formatNumber } from '@/lib/format';

/** Spec 2 §9 / spec 3 §9 display cuts. */
export const MESSAGE_PREVIEW_LENGTH = 50;
export const ID_SUFFIX_LENGTH = 8;

/** The first `max` characters, with an ellipsis when something was cut. */
export function truncate(text: string, max = MESSAGE_PREVIEW_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** Transaction ID column: the last 8 characters, uppercased. */
export function shortId(id: string): string {
  return id.slice(-ID_SUFFIX_LENGTH).toUpperCase();
}

/** Brand column: the name or 'Unknown Brand', and the last 8 characters of the brand id or 'N/A'. */
export function brandCell(transaction: Pick<CreditTransaction, 'BrandName' | 'BrandId'>): {
  name: string;
  id: string;
} {
  return {
    name: transaction.BrandName || CREDIT_MESSAGES.unknownBrand,
    id: transaction.BrandId ? transaction.BrandId.slice(-ID_SUFFIX_LENGTH) : CREDIT_MESSAGES.notAvailable,
  };
}

/** Message/Response column: the first 50 characters of the message and the response, or the description. */
export function messagePreview(transaction: CreditTransaction): { message: string | null; response: string | null } {
  const message = transaction.customerMessage;
  const response = transaction.response ?? transaction.generatedResponse;
  if (!message && !response) return { message: truncate(transaction.description), response: null };
  return { message: message ? truncate(message) : null, response: response ? truncate(response) : null };
}

export type CreditsTone = 'used' | 'added' | 'none';

/** Spec 2 §4: used credits '-N', added '+N', otherwise '0 Credits'; the unit is singular for one. */
export function creditsDisplay(transaction: Pick<CreditTransaction, 'creditsUsed' | 'creditsAdded'>): {
  text: string;
  tone: CreditsTone;
} {
  const unit = (count: number) => (count === 1 ? 'Credit' : 'Credits');
  if (transaction.creditsUsed > 0) {
    return { text: `-${formatNumber(transaction.creditsUsed)} ${unit(transaction.creditsUsed)}`, tone: 'used' };
  }
  if (transaction.creditsAdded > 0) {
    return { text: `+${formatNumber(transaction.creditsAdded)} ${unit(transaction.creditsAdded)}`, tone: 'added' };
  }
  return { text: '0 Credits', tone: 'none' };
}

export const STATUS_VARIANT: Record<CreditTransaction['status'], NonNullable<BadgeProps['variant']>> = {
  success: 'success',
  pending: 'pending',
  failed: 'error',
};

export const TYPE_VARIANT: Record<CreditTransaction['type'], NonNullable<BadgeProps['variant']>> = {
  usage: 'neutral',
  refill: 'primary',
  bonus: 'primary',
  adjustment: 'warning',
  refund: 'draft',
};

export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function platformLabel(platform: CreditPlatform): string {
  return platform === 'system' ? 'System' : PLATFORM_LABELS[platform];
}

export const TRANSACTIONS_CSV_HEADER = [
  'Transaction ID',
  'Brand',
  'Brand ID',
  'Type',
  'Platform',
  'Credits Used',
  'Credits Added',
  'Status',
  'Date',
  'Description',
  'Customer Message',
  'Response',
  'Comment ID',
] as const;

/** The exported rows: full values (ids, texts), not the table's cut ones. */
export function buildTransactionsCsv(transactions: readonly CreditTransaction[]): string {
  return buildCsv(
    TRANSACTIONS_CSV_HEADER,
    transactions.map((transaction) => [
      transaction._id,
      transaction.BrandName ?? CREDIT_MESSAGES.unknownBrand,
      transaction.BrandId ?? '',
      transaction.type,
      transaction.platform,
      transaction.creditsUsed,
      transaction.creditsAdded,
      transaction.status,
      transaction.createdAt,
      transaction.description,
      transaction.customerMessage ?? '',
      transaction.response ?? transaction.generatedResponse ?? '',
      transaction.commentId ?? '',
    ]),
  );
}

export function transactionsFileName(now: Date = new Date()): string {
  return `transactions-${fileDate(now)}.csv`;
}
