import { WHATSAPP_WINDOW_HOURS } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { normalisePhone } from '../../lib/phone.ts';
import { latestWhatsAppMessageAt, type CommentRow, type CommentScope } from '../comments/comment.service.ts';

export interface WhatsAppContact {
  phone: string | null;
  lastInboundAt: Date | null;
  /** End of the free-form window; null when no inbound message is known. */
  windowEndsAt: Date | null;
  open: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/** `customerPhone` where ingestion knows it; `from` on WhatsApp messages themselves. */
function phoneOf(metadata: Record<string, unknown>): string | null {
  return normalisePhone(metadata['customerPhone'] ?? metadata['from']);
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * WhatsApp allows free-form messages only within 24 hours of the customer's last message to the business
 * (shared/reference/platform-apis.md §7); outside it only a paid, pre-approved template may be sent.
 * The customer's number and last message come from ingestion: `metadata.customerPhone` on the item,
 * `metadata.whatsappLastInboundAt` when the platform told us, and WhatsApp messages stored as comments
 * (platform 'whatsapp', `metadata.from` = the customer's number).
 */
export async function whatsappContact(
  db: Executor,
  scope: CommentScope,
  comment: CommentRow,
  now: Date,
): Promise<WhatsAppContact> {
  const phone = phoneOf(comment.metadata);
  if (!phone) return { phone: null, lastInboundAt: null, windowEndsAt: null, open: false };
  const candidates = [
    dateOf(comment.metadata['whatsappLastInboundAt']),
    comment.platform === 'whatsapp' ? comment.postedAt : null,
    await latestWhatsAppMessageAt(db, scope, phone),
  ];
  const lastInboundAt = candidates.reduce<Date | null>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    null,
  );
  const windowEndsAt = lastInboundAt ? new Date(lastInboundAt.getTime() + WHATSAPP_WINDOW_HOURS * HOUR_MS) : null;
  return { phone, lastInboundAt, windowEndsAt, open: windowEndsAt !== null && windowEndsAt > now };
}
