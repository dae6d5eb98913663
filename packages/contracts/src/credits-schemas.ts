import { z } from 'zod';
import { CREDIT_MESSAGES } from './messages.ts';
import { CREDIT_ENTRY_STATUSES, CREDIT_ENTRY_TYPES, CREDIT_PLATFORMS, CREDIT_SETTINGS_RANGES } from './credits.ts';

// The credit calls' schemas, apart from the constants of credits.ts that the web's shell reads at start (its
// balance banner, the Send buttons' prices): a page that only reads those does not build these.
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
