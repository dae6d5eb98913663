import {
  HOLD_REASONS,
  PRIORITIES,
  PRIVATE_REPLY_WINDOW_DAYS,
  type Comment,
  type ItemAutomation,
} from '@bizamply/contracts';
import type { comments } from '../../db/schema/index.ts';
import { signalsOfRow } from '../signals/index.ts';

export type CommentRow = typeof comments.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Meta allows a private reply for 7 days after the comment (Instagram and Facebook). */
export function privateReplyWindowEnd(row: Pick<CommentRow, 'platform' | 'postedAt'>): Date | null {
  if (row.platform !== 'instagram' && row.platform !== 'facebook') return null;
  return new Date(row.postedAt.getTime() + PRIVATE_REPLY_WINDOW_DAYS * DAY_MS);
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((entry) => entry === value) ?? null;

/** What automation decided for the item (issue 16). */
export function automationOfRow(row: CommentRow): ItemAutomation {
  return {
    heldReason: row.status === 'sent' ? null : oneOf(HOLD_REASONS, row.heldReason),
    priority: oneOf(PRIORITIES, row.priority),
    tags: row.tags ?? [],
    awaitingApproval: row.approvalState === 'awaiting' && row.status === 'draft',
    hiddenOnPlatform: row.metadata?.['hidden'] === true,
    hasHistory: row.lastAutomatedAt !== null,
  };
}

/** A stored comment in the spec's shape (spec 2 §3), including the aliases the original client reads. */
export function toCommentDto(row: CommentRow): Comment {
  const reply = row.status === 'sent' ? (row.sentContent ?? row.draftContent) : row.draftContent;
  const metadata = row.metadata ?? {};
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
    time: row.postedAt.toISOString(),
    createdAt: row.postedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    respondedAt: iso(row.respondedAt),
    responseTimeHours: row.responseTimeHours,
    brandId: row.brandId,
    BizamplyId: row.accountId,
    mediaId: row.mediaId,
    MediaID: row.mediaId,
    suggested_prod_id: row.productId,
    selectedProductId: row.selectedProductId,
    productSelectedAt: iso(row.productSelectedAt),
    postLink: row.postLink,
    discount_code: text(metadata['discountCode']),
    priceRule: text(metadata['priceRule']),
    language: row.language,
    windowEndsAt: iso(privateReplyWindowEnd(row)),
    lastSendError: row.status === 'sent' ? null : text(metadata['lastSendError']),
    signals: signalsOfRow(row),
    automation: automationOfRow(row),
  };
}
