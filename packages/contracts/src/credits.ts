import { z } from 'zod';
import { CREDIT_MESSAGES } from './messages.ts';
import { PLATFORM_DEFINITIONS } from './platforms/index.ts';

/**
 * Credits: spec 2 §3 "Credit balance", "Credit transaction", "Credit info", §7 credit calls; spec 3 §3
 * "Credit settings", §5 ranges, §7 Transactions and Credit settings, §9 defaults. Credits belong to the
 * account (ARCHITECTURE §5), so these calls need a signed-in user but no brand context.
 */

export const CREDIT_ENTRY_TYPES = ['usage', 'refill', 'bonus', 'adjustment', 'refund'] as const;
export const CREDIT_ENTRY_STATUSES = ['success', 'pending', 'failed'] as const;
export type CreditEntryType = (typeof CREDIT_ENTRY_TYPES)[number];
/**
 * A ledger entry names the platform of the item it charges, or 'system' (refills, bonuses, adjustments).
 * Analytics platforms bring figures, not items: nothing is ever charged on them.
 */
export type CreditPlatform = Exclude<(typeof PLATFORM_DEFINITIONS)[number], { kind: 'analytics' }>['id'] | 'system';
/**
 * The values of the `credit_platform` enum, in PostgreSQL's order. An enum keeps its values in the order they
 * were created and drizzle-kit compares that order, so the values migration 0000 created stay first in their own
 * order (not the registry's), and every later charged platform follows in registry order: a new platform is one
 * appended value (`ALTER TYPE … ADD VALUE`), generated into the migration that adds it to `platform`.
 */
const CREDIT_PLATFORMS_OF_0000 = [
  'instagram',
  'judgeme',
  'yotpo',
  'shopify',
  'facebook',
  'tiktok',
  'whatsapp',
  'system',
] as const satisfies readonly CreditPlatform[];
export const CREDIT_PLATFORMS = [
  ...CREDIT_PLATFORMS_OF_0000,
  ...PLATFORM_DEFINITIONS.filter((definition) => definition.kind !== 'analytics')
    .map((definition): CreditPlatform => definition.id as CreditPlatform)
    .filter((platform) => !(CREDIT_PLATFORMS_OF_0000 as readonly CreditPlatform[]).includes(platform)),
] as const satisfies readonly [CreditPlatform, ...CreditPlatform[]];

/** Spec 3 §9 / spec 2 §9: the prices in force when no settings were ever saved (also the client fallback). */
export const CREDIT_SETTINGS_DEFAULTS = {
  freeCredits: 100,
  generateCredits: 2,
  sendCredits: 1,
  whatsappExtraCredits: 1,
} as const;

/** Spec 3 §5 ranges. */
export const CREDIT_SETTINGS_RANGES = {
  freeCredits: { min: 0, max: 1000 },
  generateCredits: { min: 1, max: 10 },
  sendCredits: { min: 1, max: 10 },
  whatsappExtraCredits: { min: 0, max: 10 },
} as const;

export interface PriceList {
  generateCredits: number;
  sendCredits: number;
  whatsappExtraCredits: number;
}

/** Price of one channel of a send: the platform costs a send; WhatsApp costs a send plus the extra. */
/**
 * What one channel of a send costs. The platform reply costs `send`; a WhatsApp reply costs `send + extra`, and as the
 * second leg of a dual-channel send it carries the extra once more. That gives Both the spec's stated total
 * "4 by default" (spec 2 §9), where its literal formula "send + send + extra" would give 3 (see spec-deviations);
 * and when only the WhatsApp leg fails, its refund leaves exactly the platform price charged.
 */
export function channelPrice(
  prices: Omit<PriceList, 'generateCredits'>,
  channel: 'platform' | 'whatsapp',
  dual: boolean,
): number {
  if (channel === 'platform') return prices.sendCredits;
  return prices.sendCredits + prices.whatsappExtraCredits * (dual ? 2 : 1);
}

/** The price shown on the Send buttons; the server charges the same through channelPrice. */
export function sendPrice(prices: Omit<PriceList, 'generateCredits'>, source: 'platform' | 'both'): number {
  return source === 'both'
    ? channelPrice(prices, 'platform', true) + channelPrice(prices, 'whatsapp', true)
    : channelPrice(prices, 'platform', false);
}

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  limit: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  hasPrev: z.boolean(),
  hasNext: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const creditBalanceSchema = z.object({
  totalCredits: z.number().int(),
  usedCredits: z.number().int(),
  availableCredits: z.number().int(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/** GET /api/credits/balance */
export const creditBalanceResponseSchema = z.object({ success: z.literal(true), data: creditBalanceSchema });
/** GET /backend/api/credits/info: the three numbers at the top level, as the spec reads them. */
export const creditInfoResponseSchema = creditBalanceSchema.extend({ success: z.literal(true) });

export const creditSettingsSchema = z.object({
  freeCredits: z.number().int(),
  generateCredits: z.number().int(),
  sendCredits: z.number().int(),
  whatsappExtraCredits: z.number().int(),
  /** ISO time of the version in force; null when the defaults were never saved ('Never'). */
  lastUpdated: z.string().nullable(),
  /** E-mail of the administrator who saved it; 'System' for the defaults. */
  updatedBy: z.string(),
  version: z.number().int(),
});
export type CreditSettings = z.infer<typeof creditSettingsSchema>;
export const creditSettingsResponseSchema = z.object({ success: z.literal(true), data: creditSettingsSchema });

/** Spec 3 §5: a blank field becomes the range's lower bound ('blank becomes 0/1'). */
const setting = (key: keyof typeof CREDIT_SETTINGS_RANGES, message: string) => {
  const { min, max } = CREDIT_SETTINGS_RANGES[key];
  return z.preprocess(
    (value) => (value === '' || value === null ? min : typeof value === 'string' ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
};

/** POST /backend/api/credits/settings (administrators): the four settings plus metadata. */
export const creditSettingsUpdateSchema = z
  .object({
    freeCredits: setting('freeCredits', CREDIT_MESSAGES.freeCreditsRange),
    generateCredits: setting('generateCredits', CREDIT_MESSAGES.generateCreditsRange),
    sendCredits: setting('sendCredits', CREDIT_MESSAGES.sendCreditsRange),
    whatsappExtraCredits: setting('whatsappExtraCredits', CREDIT_MESSAGES.whatsappExtraCreditsRange),
    metadata: z.record(z.string().max(100), z.unknown()).optional(),
  })
  .strict()
  .refine((value) => !value.metadata || JSON.stringify(value.metadata).length <= 4000, {
    message: CREDIT_MESSAGES.metadataTooLarge,
    path: ['metadata'],
  });
export type CreditSettingsUpdate = z.infer<typeof creditSettingsUpdateSchema>;
export const creditSettingsSaveResponseSchema = creditSettingsResponseSchema.extend({ message: z.string() });

/** 'all' or an empty value means "no filter", as the page's selects send them. */
const optionalFilter = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` }).optional(),
  );

const isoDate = (field: string) =>
  z
    .string()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${field} ${CREDIT_MESSAGES.dateInvalidSuffix}`)
    .optional();

const FIVE_YEARS_MS = 5 * 366 * 24 * 60 * 60 * 1000;

/** GET /api/credits/transactions query (spec 3 §7). */
export const transactionsQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: CREDIT_MESSAGES.pageInvalid })
      .int(CREDIT_MESSAGES.pageInvalid)
      .min(1, CREDIT_MESSAGES.pageInvalid)
      .max(100_000)
      .default(1),
    limit: z.coerce
      .number({ error: CREDIT_MESSAGES.limitInvalid })
      .int(CREDIT_MESSAGES.limitInvalid)
      .min(1, CREDIT_MESSAGES.limitInvalid)
      .max(1000, CREDIT_MESSAGES.limitInvalid)
      .default(10),
    status: optionalFilter(CREDIT_ENTRY_STATUSES, 'status'),
    type: optionalFilter(CREDIT_ENTRY_TYPES, 'type'),
    platform: optionalFilter(CREDIT_PLATFORMS, 'platform'),
    search: z.string().trim().max(200, CREDIT_MESSAGES.searchTooLong).optional(),
    startDate: isoDate('startDate'),
    endDate: isoDate('endDate'),
    /** One brand's entries plus the account-wide ones (purchases, bonuses): the dashboard's card (issue 19 item 7). */
    brandId: z.string().uuid(CREDIT_MESSAGES.brandIdInvalid).optional(),
  })
  .superRefine((value, context) => {
    if (!value.startDate || !value.endDate) return;
    const span = Date.parse(value.endDate) - Date.parse(value.startDate);
    if (span < 0) context.addIssue({ code: 'custom', path: ['endDate'], message: CREDIT_MESSAGES.endBeforeStart });
    else if (span > FIVE_YEARS_MS)
      context.addIssue({ code: 'custom', path: ['endDate'], message: CREDIT_MESSAGES.rangeTooLong });
  });
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** One ledger entry with the spec's transaction field names (spec 2 §3, spec 3 §3). */
export const creditTransactionSchema = z.object({
  _id: z.string(),
  BrandName: z.string().nullable(),
  BrandId: z.string().nullable(),
  type: z.enum(CREDIT_ENTRY_TYPES),
  platform: z.enum(CREDIT_PLATFORMS),
  creditsUsed: z.number().int(),
  creditsAdded: z.number().int(),
  status: z.enum(CREDIT_ENTRY_STATUSES),
  createdAt: z.string(),
  description: z.string(),
  /** JSON text: { customerMessage, response } (null when the entry has neither). */
  messageContent: z.string().nullable(),
  customerMessage: z.string().nullable(),
  response: z.string().nullable(),
  generatedResponse: z.string().nullable(),
  commentId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

export const transactionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    transactions: z.array(creditTransactionSchema),
    pagination: paginationSchema,
    currentBalance: creditBalanceSchema.pick({ availableCredits: true, totalCredits: true }),
  }),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/** Where the app sends a user who needs credits: the Plans page's Purchase Extra Credits section. */
export const BUY_CREDITS_PATH = '/plans#extra-credits';
/** The low-balance banner shows at or below this share of the total (issue 19 item 18). */
export const LOW_BALANCE_SHARE = 0.1;

/** True when the balance is at or below 10 % of the credits the account has had (and it has had some). */
export function isLowBalance(balance: { availableCredits: number; totalCredits: number }): boolean {
  return balance.totalCredits > 0 && balance.availableCredits <= balance.totalCredits * LOW_BALANCE_SHARE;
}
