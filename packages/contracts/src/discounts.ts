import { z } from 'zod';

/**
 * Discount Manager (spec 2 "Discount Manager", §7 GET /backend/api/discounts, PUT /backend/api/discounts/{name})
 * and the Edit Response modal's Add Discount (a real single-use 15 % code created through Shopify).
 * Discounts live in the brand's Shopify store; we keep a synced copy per brand.
 */
export const DISCOUNT_STATUSES = ['ACTIVE', 'EXPIRED', 'SCHEDULED'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];
export const DISCOUNT_TYPES = ['percentage', 'fixed_amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** The editor's Add Discount: one use, 15 % off. */
export const REPLY_DISCOUNT_PERCENT = 15;

export const DISCOUNT_MESSAGES = {
  codeAlreadySent: 'This code was sent to the customer with the reply, so it stays in your store.',
  withdrawFailed: 'The unused discount code could not be withdrawn from Shopify. Please try again.',
  updated: 'Discount updated',
  updateFailed: 'Failed to update discount',
  loadFailed: 'Failed to load discounts',
  fetchFailed: 'Failed to fetch discounts',
  empty: 'No discounts found',
  editTitle: 'Edit Discount',
  createFailed: 'Could not create a discount code in Shopify. Please try again.',
  shopifyNotConnected: 'Connect Shopify to create discount codes.',
  notFound: 'Discount not found',
  titleTaken: 'Another discount already uses this title',
  ambiguousTitle: 'Several discounts share this title; rename them in Shopify first',
  listNotConnected: "Connect Shopify to see and edit your store's discounts here.",
  emptyHint: 'Discounts you create in Shopify appear here.',
  connectShopify: 'Connect Shopify',
  update: 'Update',
  updating: 'Updating...',
  cancel: 'Cancel',
  /** The sentence the editor appends; `{percent}` and `{code}` are filled in. */
  replyLine: 'As a thank-you, here is {percent}% off your next order with code {code}.',
} as const;

/** The Discount Manager's screen text (spec 2 "Discount Manager"). */
export const DISCOUNT_LABELS = {
  pageTitle: 'Discount Manager',
  pageDescription: "Your Shopify store's discount codes and how often they are used.",
  activeDiscounts: 'Active Discounts',
  totalSavings: 'Total Savings',
  codeUsage: 'Code Usage',
  conversionRate: 'Conversion Rate',
  notAvailable: '--',
  columns: {
    title: 'Title',
    type: 'Type',
    amount: 'Amount',
    status: 'Status',
    startsAt: 'Starts At',
    endsAt: 'Ends At',
    usageLimit: 'Usage Limit',
    timesUsed: 'Times Used',
    actions: 'Actions',
  },
  types: { percentage: 'Percentage', fixed_amount: 'Fixed amount' },
  statuses: { ACTIVE: 'Active', EXPIRED: 'Expired', SCHEDULED: 'Scheduled' },
  noEnd: 'No end date',
  unlimited: 'Unlimited',
} as const;

export const discountSchema = z.object({
  /** Our id (uuid). */
  id: z.string(),
  /** Shopify's GraphQL id, e.g. gid://shopify/DiscountCodeNode/123. */
  externalId: z.string(),
  /** The discount's title; the `{name}` of PUT /backend/api/discounts/{name} is this title (URL-encoded). */
  title: z.string(),
  code: z.string().nullable(),
  type: z.enum(DISCOUNT_TYPES),
  /** Percent (e.g. 15 for 15 %) or the fixed amount in the shop's currency. */
  amount: z.number(),
  currencyCode: z.string().nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  timesUsed: z.number().int(),
  updatedAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

export const discountsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(discountSchema),
  /** False when the brand has no Shopify connection (the list is then empty). */
  shopifyConnected: z.boolean(),
});
export type DiscountsResponse = z.infer<typeof discountsResponseSchema>;

/** PUT /backend/api/discounts/{name}: the Edit Discount modal's fields. */
export const discountUpdateSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(255),
    type: z.enum(DISCOUNT_TYPES),
    amount: z.number().positive('Amount must be greater than 0').max(1_000_000),
    startsAt: z.iso.datetime({ offset: true, error: 'Enter a valid start date' }),
    endsAt: z.iso.datetime({ offset: true, error: 'Enter a valid end date' }).nullable(),
    usageLimit: z
      .number()
      .int('Usage limit must be a whole number')
      .positive('Usage limit must be at least 1')
      .max(2_147_483_647)
      .nullable(),
  })
  .refine((value) => value.type !== 'percentage' || value.amount <= 100, {
    message: 'A percentage cannot be above 100',
    path: ['amount'],
  })
  .refine((value) => value.endsAt === null || value.endsAt > value.startsAt, {
    message: 'The end date must be after the start date',
    path: ['endsAt'],
  });
export type DiscountUpdate = z.infer<typeof discountUpdateSchema>;

export const discountUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: discountSchema,
});

/** POST /api/discounts/reply-code: creates a single-use 15 % code in the brand's Shopify store. */
export const replyDiscountRequestSchema = z.object({
  /** The comment the reply answers (recorded on the discount's title for traceability). */
  commentId: z.string().uuid().optional(),
});
export type ReplyDiscountRequest = z.infer<typeof replyDiscountRequestSchema>;

export const replyDiscountResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    code: z.string(),
    percentage: z.number(),
    /** The line the editor appends to the reply. */
    line: z.string(),
    discount: discountSchema,
  }),
});
export type ReplyDiscountResponse = z.infer<typeof replyDiscountResponseSchema>;

/** DELETE /api/discounts/reply-code/{commentId}: the code withdrawn, or null when the reply held none. */
export const withdrawReplyDiscountResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ withdrawn: z.string().nullable() }),
});
