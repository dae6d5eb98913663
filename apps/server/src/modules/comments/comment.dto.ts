import {
  HOLD_REASONS,
  PRIORITIES,
  PRIVATE_REPLY_WINDOW_DAYS,
  type Comment,
  type CommentStatus,
  type ItemAutomation,
  type Platform,
} from '@bizamply/contracts';
import type { comments } from '../../db/schema/index.ts';
import { signalsOfRow, type SignalColumns } from '../signals/index.ts';

export type CommentRow = typeof comments.$inferSelect;

/**
 * What a comment's DTO is made of: the stored fields it shows, timestamps as ISO strings and the
 * metadata values it reads. The inbox page selects exactly this (comment.queries.ts); a full row becomes
 * one through toCommentDto.
 */
export interface CommentFields extends SignalColumns {
  id: string;
  accountId: string;
  brandId: string;
  platform: Platform;
  externalId: string;
  content: string;
  rating: number | null;
  reviewerName: string | null;
  reviewerEmail: string | null;
  productId: string | null;
  productTitle: string | null;
  productImage: string | null;
  mediaId: string | null;
  postLink: string | null;
  language: string | null;
  status: CommentStatus;
  draftContent: string | null;
  sentContent: string | null;
  selectedProductId: string | null;
  productSelectedAt: string | null;
  postedAt: string;
  receivedAt: string;
  updatedAt: string;
  respondedAt: string | null;
  responseTimeHours: number | null;
  discountCode: unknown;
  priceRule: unknown;
  lastSendError: unknown;
  /** As read by the page statement: an ISO string (signals, issue 17). */
  notSpamAt: string | null;
  /** A WhatsApp customer's number: the metadata's customerPhone, else the sender (`from`). */
  customerPhone: unknown;
  senderPhone: unknown;
  // Triage and automation (issue 16).
  heldReason: string | null;
  priority: string | null;
  tags: string[] | null;
  approvalState: string | null;
  lastAutomatedAt: string | null;
  /** The metadata's `hidden` (a rule hid the comment on the platform). */
  hidden: unknown;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Meta allows a private reply for 7 days after the comment (Instagram and Facebook). */
export function privateReplyWindowEnd(platform: Platform, postedAt: string): string | null {
  if (platform !== 'instagram' && platform !== 'facebook') return null;
  // Whole days in UTC leave the time of day as it is: only the date moves, and a page's items share a few dates
  // (a Date parsed and formatted per item was ~1 % of a new word's server CPU).
  if (postedAt.length === 24 && postedAt.charCodeAt(10) === 84 && postedAt.charCodeAt(23) === 90) {
    return `${windowEndDate(postedAt.slice(0, 10))}${postedAt.slice(10)}`;
  }
  return new Date(Date.parse(postedAt) + PRIVATE_REPLY_WINDOW_DAYS * DAY_MS).toISOString();
}

/** The date PRIVATE_REPLY_WINDOW_DAYS after a `YYYY-MM-DD` date, kept for the dates seen (bounded). */
const windowEndDates = new Map<string, string>();
function windowEndDate(date: string): string {
  let end = windowEndDates.get(date);
  if (end === undefined) {
    end = new Date(Date.parse(`${date}T00:00:00.000Z`) + PRIVATE_REPLY_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
    if (windowEndDates.size >= 4096) windowEndDates.clear();
    windowEndDates.set(date, end);
  }
  return end;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((entry) => entry === value) ?? null;

/** What automation decided for the item (issue 16). */
export function automationOfRow(row: CommentFields): ItemAutomation {
  return {
    heldReason: row.status === 'sent' ? null : oneOf(HOLD_REASONS, row.heldReason),
    priority: oneOf(PRIORITIES, row.priority),
    tags: row.tags ?? [],
    awaitingApproval: row.approvalState === 'awaiting' && row.status === 'draft',
    hiddenOnPlatform: row.hidden === true,
    hasHistory: row.lastAutomatedAt !== null,
  };
}

/** A comment in the spec's shape (spec 2 §3), including the aliases the original client reads. */
export function commentDto(row: CommentFields): Comment {
  const reply = row.status === 'sent' ? (row.sentContent ?? row.draftContent) : row.draftContent;
  return {
    _id: row.id,
    id: row.id,
    commentId: row.externalId,
    content: row.content,
    updatedContent: reply,
    sentContent: row.sentContent,
    status: row.status,
    pending: row.status === 'pending',
    reviewer_display_name: row.reviewerName,
    customerName: row.reviewerName,
    email: row.reviewerEmail,
    platform: row.platform,
    product_title: row.productTitle,
    product_img: row.productImage,
    rating: row.rating,
    time: row.postedAt,
    createdAt: row.postedAt,
    updatedAt: row.updatedAt,
    receivedAt: row.receivedAt,
    respondedAt: row.respondedAt,
    responseTimeHours: row.responseTimeHours,
    brandId: row.brandId,
    BizamplyId: row.accountId,
    mediaId: row.mediaId,
    MediaID: row.mediaId,
    suggested_prod_id: row.productId,
    selectedProductId: row.selectedProductId,
    productSelectedAt: row.productSelectedAt,
    postLink: row.postLink,
    discount_code: text(row.discountCode),
    priceRule: text(row.priceRule),
    language: row.language,
    windowEndsAt: privateReplyWindowEnd(row.platform, row.postedAt),
    lastSendError: row.status === 'sent' ? null : text(row.lastSendError),
    signals: signalsOfRow(row),
    customerPhone: text(row.customerPhone) ?? text(row.senderPhone),
    automation: automationOfRow(row),
  };
}

/** A stored comment (a full row, as the write paths return it) in the spec's shape. */
export function toCommentDto(row: CommentRow): Comment {
  const metadata = row.metadata ?? {};
  return commentDto({
    ...row,
    productSelectedAt: iso(row.productSelectedAt),
    postedAt: row.postedAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    respondedAt: iso(row.respondedAt),
    discountCode: metadata['discountCode'],
    priceRule: metadata['priceRule'],
    lastSendError: metadata['lastSendError'],
    notSpamAt: iso(row.notSpamAt),
    customerPhone: metadata['customerPhone'],
    senderPhone: metadata['from'],
    lastAutomatedAt: iso(row.lastAutomatedAt),
    hidden: metadata['hidden'],
  });
}
