import { z } from 'zod';
import { INBOX_MESSAGES, TEMPLATE_MESSAGES } from './messages.ts';
import { PLATFORMS } from './platforms.ts';
import { paginationSchema } from './credits-schemas.ts';
import { REPLY_LANGUAGES } from './signals.ts';
import { itemSignalsSchema } from './signals-schemas.ts';
import { itemAutomationSchema } from './automation-schemas.ts';
import {
  BRAND_TONES,
  COMMENT_SORTS,
  COMMENT_STATUSES,
  COMMENT_TABS,
  COMMENTS_PAGE_MAX,
  DELIVERY_STATUSES,
  REPLY_CHANNELS,
  REPLY_MAX_LENGTH,
  SEND_SOURCES,
} from './inbox.ts';

/** The inbox's schemas (spec 2 §3, §7; its constants are in inbox.ts). */

/** One inbox item with the spec's field names (several are aliases the original client reads). */
export const commentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** The platform's own id of the review or comment. */
  commentId: z.string(),
  content: z.string(),
  /** The drafted reply (the sent text once sent). */
  updatedContent: z.string().nullable(),
  sentContent: z.string().nullable(),
  status: z.enum(COMMENT_STATUSES),
  pending: z.boolean(),
  reviewer_display_name: z.string().nullable(),
  customerName: z.string().nullable(),
  email: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  product_title: z.string().nullable(),
  product_img: z.string().nullable(),
  rating: z.number().nullable(),
  time: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  receivedAt: z.string(),
  respondedAt: z.string().nullable(),
  responseTimeHours: z.number().nullable(),
  brandId: z.string(),
  BizamplyId: z.string(),
  mediaId: z.string().nullable(),
  MediaID: z.string().nullable(),
  suggested_prod_id: z.string().nullable(),
  selectedProductId: z.string().nullable(),
  productSelectedAt: z.string().nullable(),
  postLink: z.string().nullable(),
  discount_code: z.string().nullable(),
  priceRule: z.string().nullable(),
  language: z.string().nullable(),
  /** Instagram/Facebook: the end of the 7-day private-reply window; null elsewhere. */
  windowEndsAt: z.string().nullable(),
  /** Why the last send failed (the item went back to Draft and the credits were refunded). */
  lastSendError: z.string().nullable(),
  /** What we understood of the item (issue 17); null until it has been computed. */
  signals: itemSignalsSchema.nullable(),
  /** The customer's WhatsApp number where the platform gave it (a WhatsApp message's sender). */
  customerPhone: z.string().nullable(),
  /** Why it waits for a person, its priority, tags and approval state (issue 16). */
  automation: itemAutomationSchema,
});
export type Comment = z.infer<typeof commentSchema>;

const noFilter = (value: unknown) => (value === '' || value === 'all' ? undefined : value);
const page = z.coerce
  .number({ error: INBOX_MESSAGES.pageInvalid })
  .int(INBOX_MESSAGES.pageInvalid)
  .min(1, INBOX_MESSAGES.pageInvalid)
  .max(100_000, INBOX_MESSAGES.pageInvalid)
  .default(1);
const limit = z.coerce
  .number({ error: INBOX_MESSAGES.limitInvalid })
  .int(INBOX_MESSAGES.limitInvalid)
  .min(1, INBOX_MESSAGES.limitInvalid)
  .max(COMMENTS_PAGE_MAX, INBOX_MESSAGES.limitInvalid)
  .default(50);

/** GET /api/comments query: the tab, the platform chip, the search box, paging and order. */
export const commentsQuerySchema = z.object({
  status: z.preprocess(noFilter, z.enum(COMMENT_TABS).optional()),
  platform: z.preprocess(noFilter, z.enum(PLATFORMS).optional()),
  search: z.string().trim().max(200, INBOX_MESSAGES.searchTooLong).optional(),
  page,
  limit,
  sort: z.preprocess(noFilter, z.enum(COMMENT_SORTS).default('newest')),
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

export const commentCountsSchema = z.object({
  /** Pending items not flagged as spam (the Inbox tab). */
  pending: z.number().int(),
  draft: z.number().int(),
  sent: z.number().int(),
  /** Pending items flagged as spam (the Spam tab); pending + draft + sent + spam = every item. */
  spam: z.number().int(),
  /** "Needs a person": unanswered items held for a person (counted within pending and draft too). */
  held: z.number().int(),
});

export const commentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    comments: z.array(commentSchema),
    pagination: paginationSchema,
    /**
     * Tab badges: counts under the same platform and search filters, across statuses. With a search, a count
     * above SEARCH_COUNT_LIMIT is SEARCH_COUNT_LIMIT + 1 ('100+'), and so is the page total.
     */
    counts: commentCountsSchema,
  }),
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;

/** GET /backend/api/comments/{brandId}?page&limit */
export const brandCommentsQuerySchema = z.object({ page, limit });
export const brandCommentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(commentSchema),
  pagination: paginationSchema,
});

export const commentStatsQuerySchema = z.object({
  platform: z.preprocess(noFilter, z.enum(PLATFORMS).optional()),
});

/** GET /api/comments/stats: the inbox's four cards (spec 2 §9 formulas). */
export const commentStatsSchema = z.object({
  totalReviews: z.number().int(),
  /** (sent + draft) / total, as a percentage with one decimal. */
  responseRate: z.number(),
  /** Mean over sent items with 0 < hours < 168; null when there are none ('N/A'). */
  avgResponseTimeHours: z.number().nullable(),
  /** The same, formatted as minutes, hours or days, or 'N/A'. */
  avgResponseTime: z.string(),
  /** Mean of numeric ratings to one decimal; null without ratings. */
  avgRating: z.number().nullable(),
  counts: commentCountsSchema,
});
export type CommentStats = z.infer<typeof commentStatsSchema>;
export const commentStatsResponseSchema = z.object({ success: z.literal(true), data: commentStatsSchema });

const idempotencyKey = z
  .string()
  .min(1, INBOX_MESSAGES.idempotencyKeyInvalid)
  .max(200, INBOX_MESSAGES.idempotencyKeyInvalid)
  .regex(/^[\x21-\x7e]+$/, INBOX_MESSAGES.idempotencyKeyInvalid);
export const idempotencyKeySchema = idempotencyKey;

/** POST /backend/api/comments/generate-response (key in the body and/or X-Idempotency-Key). */
export const generateRequestSchema = z
  .object({
    commentId: z.string().min(1).max(64),
    idempotencyKey: idempotencyKey.optional(),
  })
  .strict();
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

export const generateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    response: z.string(),
    commentId: z.string(),
    /** True when this answers a replayed idempotency key (nothing was charged again). */
    replayed: z.boolean(),
    creditInfo: z.object({ creditsUsed: z.number().int(), remainingCredits: z.number().int() }),
    comment: commentSchema,
  }),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

const replyText = (required: string) =>
  z
    .string({ error: required })
    .max(REPLY_MAX_LENGTH, INBOX_MESSAGES.replyTooLong)
    .refine((value) => value.trim().length > 0, required);

/** PUT /backend/api/comments/{id}/draft */
export const draftRequestSchema = z
  .object({
    draftContent: replyText(INBOX_MESSAGES.draftRequired),
    status: z.literal('draft', { error: INBOX_MESSAGES.statusMustBeDraft }).optional(),
  })
  .strict();
export const draftResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ success: z.literal(true), comment: commentSchema }),
});

/** POST /backend/api/comments/{id}/send (key in the body and/or X-Idempotency-Key). */
export const sendRequestSchema = z
  .object({
    commentId: z.string().max(64).optional(),
    replyText: replyText(INBOX_MESSAGES.replyTextRequired),
    source: z.enum(SEND_SOURCES, { error: INBOX_MESSAGES.sourceInvalid }),
    idempotencyKey: idempotencyKey.optional(),
  })
  .strict();
export type SendRequest = z.infer<typeof sendRequestSchema>;

export const deliverySchema = z.object({
  replyId: z.string(),
  channel: z.enum(REPLY_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  externalReplyId: z.string().nullable(),
  error: z.string().nullable(),
  creditsCharged: z.number().int(),
  refunded: z.boolean(),
});

export const dualChannelResultsSchema = z.object({
  platformSuccess: z.boolean(),
  whatsappSuccess: z.boolean(),
  platformError: z.string().nullable(),
  whatsappError: z.string().nullable(),
});

export const sendResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    success: z.boolean(),
    /** sent: every channel delivered; queued: accepted, still being delivered; partial: one of two failed. */
    status: z.enum(['sent', 'queued', 'partial']),
    commentId: z.string(),
    source: z.enum(SEND_SOURCES),
    channelsUsed: z.array(z.enum(REPLY_CHANNELS)),
    dualChannelResults: dualChannelResultsSchema.optional(),
    deliveries: z.array(deliverySchema),
    creditInfo: z.object({ creditsUsed: z.number().int(), remainingCredits: z.number().int() }),
    /** Set when WhatsApp was skipped (outside the 24-hour window, or no conversation known). */
    warning: z.string().nullable(),
    whatsappWindowEndsAt: z.string().nullable(),
    replayed: z.boolean(),
    comment: commentSchema,
  }),
});
export type SendResponse = z.infer<typeof sendResponseSchema>;

// ── Saved templates (Add Template / Manage Templates) ──
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReplyTemplate = z.infer<typeof templateSchema>;
export const templateInputSchema = z
  .object({
    name: z
      .string({ error: TEMPLATE_MESSAGES.nameRequired })
      .trim()
      .min(1, TEMPLATE_MESSAGES.nameRequired)
      .max(60, TEMPLATE_MESSAGES.nameTooLong),
    body: z
      .string({ error: TEMPLATE_MESSAGES.bodyRequired })
      .max(2000, TEMPLATE_MESSAGES.bodyTooLong)
      .refine((value) => value.trim().length > 0, TEMPLATE_MESSAGES.bodyRequired),
  })
  .strict();
export type TemplateInput = z.infer<typeof templateInputSchema>;
export const templateListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ templates: z.array(templateSchema), max: z.number().int() }),
});
export const templateResponseSchema = z.object({ success: z.literal(true), data: templateSchema });
export const templateDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// ── Brand voice ──
export const brandVoiceSchema = z.object({
  tone: z.enum(BRAND_TONES),
  customTone: z.string().nullable(),
  signOff: z.string().nullable(),
  avoidWords: z.array(z.string()),
  /** The brand's default reply language: used when an item is too short to tell and the platform does not say. */
  language: z.enum(REPLY_LANGUAGES).nullable(),
});
export type BrandVoice = z.infer<typeof brandVoiceSchema>;
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, message).nullable().optional(),
  );
export const brandVoiceInputSchema = z
  .object({
    tone: z.enum(BRAND_TONES),
    customTone: optionalText(300, TEMPLATE_MESSAGES.customToneTooLong),
    signOff: optionalText(120, TEMPLATE_MESSAGES.signOffTooLong),
    avoidWords: z
      .array(z.string().trim().min(1, TEMPLATE_MESSAGES.avoidWordInvalid).max(40, TEMPLATE_MESSAGES.avoidWordInvalid))
      .max(20, TEMPLATE_MESSAGES.tooManyAvoidWords)
      .optional(),
    language: z.enum(REPLY_LANGUAGES).nullable().optional(),
  })
  .strict()
  .refine((value) => value.tone !== 'custom' || Boolean(value.customTone), {
    message: TEMPLATE_MESSAGES.customToneRequired,
    path: ['customTone'],
  });
export type BrandVoiceInput = z.infer<typeof brandVoiceInputSchema>;
export const brandVoiceResponseSchema = z.object({ success: z.literal(true), data: brandVoiceSchema });
