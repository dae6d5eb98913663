import { z } from 'zod';
import { DISCOUNT_STATUSES, DISCOUNT_TYPES } from './discounts.ts';

/** The Discount Manager's and Add Discount's schemas (the constants are in discounts.ts). */

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
