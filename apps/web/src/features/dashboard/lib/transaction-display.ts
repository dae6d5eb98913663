import { DASHBOARD_TEXT_CUT, type CreditTransaction } from '@bizamply/contracts';
import { cutText } from './format-figures';

export type TransactionDisplayStatus = 'sent' | 'pending' | 'failed' | 'refunded';

export interface TransactionDisplay {
  message: string;
  /** '-2 Credits', '+1 Credit', '0 Credits'. */
  credits: string;
  tone: 'debit' | 'credit' | 'neutral';
  status: TransactionDisplayStatus;
}

const creditsText = (sign: '-' | '+' | '', amount: number) => `${sign}${amount} ${amount === 1 ? 'Credit' : 'Credits'}`;

/**
 * Spec 2 §4 "Credit transaction display": usage shows minus N Credit(s) as sent; refill or bonus plus N as
 * sent; adjustment plus or minus; otherwise 0 Credits as pending. A failed entry stays failed (ours: the
 * ledger knows it, and showing it as sent would misstate the balance).
 */
export function transactionDisplay(entry: CreditTransaction): TransactionDisplay {
  const message = cutText(entry.customerMessage ?? entry.description, DASHBOARD_TEXT_CUT);
  const failed = entry.status === 'failed';
  const net = entry.creditsAdded - entry.creditsUsed;
  let result: Omit<TransactionDisplay, 'message'>;
  if (entry.type === 'usage' && entry.creditsUsed > 0) {
    result = { credits: creditsText('-', entry.creditsUsed), tone: 'debit', status: 'sent' };
  } else if (entry.type === 'refund' && entry.creditsAdded > 0) {
    // A refund gave credits back for a reply that did not go out: nothing was sent.
    result = { credits: creditsText('+', entry.creditsAdded), tone: 'credit', status: 'refunded' };
  } else if ((entry.type === 'refill' || entry.type === 'bonus') && entry.creditsAdded > 0) {
    result = { credits: creditsText('+', entry.creditsAdded), tone: 'credit', status: 'sent' };
  } else if (entry.type === 'adjustment' && net !== 0) {
    result = {
      credits: creditsText(net > 0 ? '+' : '-', Math.abs(net)),
      tone: net > 0 ? 'credit' : 'debit',
      status: 'sent',
    };
  } else {
    result = { credits: creditsText('', 0), tone: 'neutral', status: 'pending' };
  }
  return { message, ...result, status: failed ? 'failed' : result.status };
}
