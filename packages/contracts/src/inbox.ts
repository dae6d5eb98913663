import { INBOX_MESSAGES } from './messages.ts';
import { PLATFORM_LABELS, PLATFORMS, platformsWhere, type Platform } from './platforms.ts';
import type { BrandVoice } from './inbox-schemas.ts';

/**
 * The Customer Responses inbox: spec 2 §3 "Comment/review", §4 states, §7 comment calls, §9 constants;
 * the Edit Response modal's saved templates and the brand voice (issue 5). Every call is brand-scoped
 * through X-Brand-Id. Its constants; the schemas are in inbox-schemas.ts, apart so that a page which reads a
 * constant builds no schema as it starts (docs/architecture.md, "Schemas apart from the constants a page's start
 * reads").
 */

export const COMMENT_STATUSES = ['pending', 'draft', 'sent'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
/**
 * The inbox tabs: the spec's three statuses, plus Spam (pending items flagged as spam, kept out of Inbox) and
 * "Needs a person" (`held`: unanswered items the built-in hold or a rule keeps for a person, issue 16; they are
 * also in Inbox or Draft, so it is a view across those, not a status).
 */
export const COMMENT_TABS = ['pending', 'held', 'draft', 'sent', 'spam'] as const;
export type CommentTab = (typeof COMMENT_TABS)[number];
/** `priority`: a rule's priority, then negative items and questions, then the oldest first (issue 16). */
export const COMMENT_SORTS = ['newest', 'oldest', 'rating_desc', 'rating_asc', 'priority'] as const;
export const IDEMPOTENCY_HEADER = 'x-idempotency-key';
export const REPLY_MAX_LENGTH = 5000;
export const COMMENTS_PAGE_MAX = 200;
/**
 * A search's tab counts are exact up to this many matches; a tab with more reports SEARCH_COUNT_LIMIT + 1,
 * shown as '100+' (counting every match of a common word at a million items takes most of a second; proving
 * "more than 100" in three tabs reads a fifth of the index entries "more than 500" did).
 */
export const SEARCH_COUNT_LIMIT = 100;
/** Spec 2 §9: response times of a week or more are left out of averages. */
export const RESPONSE_TIME_CUTOFF_HOURS = 168;
/** Meta: private replies only within 7 days of the comment (shared/reference/peers.md). */
export const PRIVATE_REPLY_WINDOW_DAYS = 7;
/** WhatsApp: free-form messages only within 24 hours of the customer's last message. */
export const WHATSAPP_WINDOW_HOURS = 24;

/** Platforms whose commenters never come with a phone number: WhatsApp cannot reach them. */
const NO_PHONE_PLATFORMS: readonly Platform[] = platformsWhere((definition) => definition.inbox.noPhone);

/**
 * Why "Send via Both" cannot be used for an item (null: it can, the 24-hour window being checked at send time).
 * The inbox disables the button with this reason; the server refuses the send with it (issue 19 item 4).
 */
export function bothChannelsBlocker(
  comment: { platform: Platform; customerPhone: string | null },
  brandHasWhatsApp: boolean,
): string | null {
  const label = PLATFORM_LABELS[comment.platform];
  if (comment.platform === 'whatsapp') return INBOX_MESSAGES.bothWhatsAppItem;
  if (NO_PHONE_PLATFORMS.includes(comment.platform)) return INBOX_MESSAGES.bothSocialItem.replace('{platform}', label);
  if (!brandHasWhatsApp) return INBOX_MESSAGES.bothNoWhatsAppConnection;
  if (!comment.customerPhone) return INBOX_MESSAGES.bothNoPhone.replace('{platform}', label);
  return null;
}

export const SEND_SOURCES = ['platform', 'both', ...PLATFORMS] as const;
export const REPLY_CHANNELS = ['platform', 'whatsapp'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export const TEMPLATES_PER_BRAND = 50;
export const BRAND_TONES = ['friendly', 'professional', 'sophisticated', 'custom'] as const;
export type BrandTone = (typeof BRAND_TONES)[number];
export const DEFAULT_BRAND_VOICE: BrandVoice = {
  tone: 'friendly',
  customTone: null,
  signOff: null,
  avoidWords: [],
  language: null,
};
