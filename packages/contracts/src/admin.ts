import { z } from 'zod';
import { emailSchema, PERSON_NAME_PATTERN } from './auth.ts';
import { creditBalanceSchema, creditTransactionSchema, paginationSchema } from './credits-schemas.ts';
import { idempotencyKeySchema } from './inbox-schemas.ts';
import { ACCESS_MESSAGES, CREDIT_MESSAGES } from './messages.ts';

/**
 * Admin Customer Management (spec 3 "Admin Customer Management", §3 Customer, §4, §5, §7 Admin customers,
 * §8, §9). Spec text is exact; lines marked "ours" are messages the spec does not fix.
 */
export const ADMIN_CUSTOMER_MESSAGES = {
  pageTitle: 'Customer Management',
  // guard screens
  verifyingAccess: 'Verifying admin access...',
  accessRequired: 'Admin Access Required',
  accessDenied: "You don't have permission to access this area. This section is restricted to administrators only.",
  accessDeniedTitle: 'Access Denied',
  returnToDashboard: 'Return to Dashboard',
  // page
  export: 'Export',
  refresh: 'Refresh',
  creditSettings: 'Credit Settings',
  addCustomer: 'Add Customer',
  addNewCustomer: 'Add New Customer',
  tryAgain: 'Try Again',
  defaultCreditDescription: 'Admin credit adjustment',
  refund: 'Refund',
  // §8 alerts
  fetchFailed: 'Failed to fetch customers',
  updateFailed: 'Failed to update customer',
  addCreditsFailed: 'Failed to add credits',
  deactivateFailed: 'Failed to deactivate customer',
  banFailed: 'Failed to ban customer',
  activateFailed: 'Failed to activate customer',
  addCustomerErrorPrefix: 'Error adding customer: ',
  exportFailed: 'Failed to export customers. Please try again.',
  updated: 'Customer updated successfully',
  creditsAdded: 'Added {n} credits successfully',
  deactivated: 'Customer deactivated successfully',
  banned: 'Customer banned successfully',
  activated: 'Customer activated successfully',
  added: 'Customer added successfully!',
  deactivateConfirm: 'Are you sure you want to deactivate this customer?',
  banConfirm: 'This will prevent them from accessing the platform',
  // §5
  creditAmountPositive: 'Credit amount must be positive',
  creditAmountWhole: 'Credit amount must be a whole number',
  // ours
  activateConfirm: 'Are you sure you want to activate this customer? They will be able to use the platform again.',
  customerNotFound: 'Customer not found',
  transactionNotFound: 'Transaction not found',
  refunded: 'Refunded {n} credits successfully',
  alreadyRefunded: 'This transaction was already refunded',
  notRefundable: 'Only successful usage transactions can be refunded',
  refundFailed: 'Failed to refund transaction',
  noCustomers: 'No customers found',
  noLoginHistory: 'No login activity yet',
  creditAmountTooLarge: 'Credit amount can be at most 1,000,000',
  initialCreditsRange: 'Initial credits must be a whole number from 0 to 1,000,000',
  initialCreditsDescription: 'Initial credits added by an administrator',
} as const;

/** Spec 3 §9: page size 10, export 1000 rows, up to 5 page buttons; the modals show 10 rows. */
export const ADMIN_CUSTOMER_LIMITS = {
  pageSize: 10,
  exportSize: 1000,
  pageButtons: 5,
  modalRows: 10,
  userAgentPreview: 80,
  maxCredits: 1_000_000,
  /** The search box holds at most this many characters (issue 19 item 11). */
  searchMax: 200,
} as const;

export const CUSTOMER_STATUSES = ['active', 'inactive', 'banned'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const ACCOUNT_TYPES = ['free', 'basic', 'premium', 'enterprise'] as const;

/** Spec 3 §9 "Export CSV columns (customers)", in order. */
export const CUSTOMER_CSV_COLUMNS = [
  'Customer ID',
  'First Name',
  'Last Name',
  'Email',
  'Status',
  'Total Credits',
  'Used Credits',
  'Available Credits',
  'Total Transactions',
  'Join Date',
  'Last Login',
] as const;

/** Spec 3 §9: `customers-{date}.csv`, the date as YYYY-MM-DD. */
export const customersCsvFileName = (date: Date) => `customers-${date.toISOString().slice(0, 10)}.csv`;

const pageParam = z.coerce
  .number({ error: CREDIT_MESSAGES.pageInvalid })
  .int(CREDIT_MESSAGES.pageInvalid)
  .min(1, CREDIT_MESSAGES.pageInvalid)
  .max(100_000, CREDIT_MESSAGES.pageInvalid)
  .default(1);
const limitParam = (max: number) =>
  z.coerce
    .number({ error: CREDIT_MESSAGES.limitInvalid })
    .int(CREDIT_MESSAGES.limitInvalid)
    .min(1, CREDIT_MESSAGES.limitInvalid)
    .max(max, CREDIT_MESSAGES.limitInvalid)
    .default(ADMIN_CUSTOMER_LIMITS.pageSize);

/** GET /backend/api/admin/customers (spec 3 §7). 'all' or an empty status means every status. */
export const adminCustomersQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam(ADMIN_CUSTOMER_LIMITS.exportSize),
    search: z.string().trim().max(ADMIN_CUSTOMER_LIMITS.searchMax, CREDIT_MESSAGES.searchTooLong).optional(),
    status: z.preprocess(
      (value) => (value === '' || value === 'all' ? undefined : value),
      z.enum(CUSTOMER_STATUSES).optional(),
    ),
    sortBy: z.enum(['createdAt', 'email', 'lastLogin', 'availableCredits']).default('createdAt'),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

export const loginHistoryEntrySchema = z.object({
  success: z.boolean(),
  loginMethod: z.string(),
  ipAddress: z.string().nullable(),
  timestamp: z.string(),
  userAgent: z.string().nullable(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;

/** Spec 3 §3 "Customer (admin)": one user and the credits of their account. */
export const adminCustomerSchema = z.object({
  _id: z.string(),
  /** The account (bizamplyId) the customer belongs to. */
  customerId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  Email: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  accountType: z.enum(ACCOUNT_TYPES),
  emailVerified: z.boolean(),
  isOnline: z.boolean(),
  lastLogin: z.string().nullable(),
  lastLoginIP: z.string().nullable(),
  createdAt: z.string(),
  totalCredits: z.number().int(),
  usedCredits: z.number().int(),
  availableCredits: z.number().int(),
  transactionStats: z.object({
    totalTransactions: z.number().int(),
    totalCreditsUsed: z.number().int(),
    totalCreditsAdded: z.number().int(),
    lastTransaction: z.string().nullable(),
  }),
  primaryBrand: z.object({ brandName: z.string() }).nullable(),
  connectedPlatforms: z.array(z.object({ name: z.string(), count: z.number().int() })),
  totalConnections: z.number().int(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const customerSummarySchema = z.object({
  totalCustomers: z.number().int(),
  activeCustomers: z.number().int(),
  inactiveCustomers: z.number().int(),
  bannedCustomers: z.number().int(),
  onlineCustomers: z.number().int(),
  totalAvailableCredits: z.number().int(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const adminCustomersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    customers: z.array(adminCustomerSchema),
    pagination: paginationSchema,
    summary: customerSummarySchema,
  }),
});
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponseSchema>;

export const adminCustomerDetailSchema = adminCustomerSchema.extend({
  loginHistory: z.array(loginHistoryEntrySchema),
});
export const adminCustomerResponseSchema = z.object({ success: z.literal(true), data: adminCustomerDetailSchema });
export const adminCustomerMessageResponseSchema = adminCustomerResponseSchema.extend({ message: z.string() });

const optionalName = z
  .string()
  .trim()
  .max(50, ACCESS_MESSAGES.tooLong)
  .refine((value) => value === '' || PERSON_NAME_PATTERN.test(value), ACCESS_MESSAGES.firstNameInvalid)
  .optional()
  .default('');
const optionalLastName = z
  .string()
  .trim()
  .max(50, ACCESS_MESSAGES.tooLong)
  .refine((value) => value === '' || PERSON_NAME_PATTERN.test(value), ACCESS_MESSAGES.lastNameInvalid)
  .optional()
  .default('');

/** PUT /backend/api/admin/customers/{id}: firstName, lastName, Email (required), accountType (spec 3 §5). */
export const updateCustomerSchema = z
  .object({
    firstName: optionalName,
    lastName: optionalLastName,
    Email: emailSchema,
    accountType: z.enum(ACCOUNT_TYPES),
  })
  .strict();
export type UpdateCustomerInput = z.input<typeof updateCustomerSchema>;

/** Non-numeric input becomes 0 (spec 3 "Add New Customer"). */
const initialCredits = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return 0;
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isNaN(number) ? 0 : number;
  },
  z
    .number()
    .int(ADMIN_CUSTOMER_MESSAGES.initialCreditsRange)
    .min(0, ADMIN_CUSTOMER_MESSAGES.initialCreditsRange)
    .max(ADMIN_CUSTOMER_LIMITS.maxCredits, ADMIN_CUSTOMER_MESSAGES.initialCreditsRange),
);

/** POST /backend/api/admin/customers: firstName, lastName, Email, initialCredits. */
export const newCustomerSchema = z
  .object({
    firstName: optionalName,
    lastName: optionalLastName,
    Email: emailSchema,
    initialCredits,
  })
  .strict();
export type NewCustomerInput = z.input<typeof newCustomerSchema>;

/** Spec 3 §5: 0 or below gives 'Credit amount must be positive'. */
export const creditAmountSchema = z.coerce
  .number({ error: ADMIN_CUSTOMER_MESSAGES.creditAmountPositive })
  .positive(ADMIN_CUSTOMER_MESSAGES.creditAmountPositive)
  .int(ADMIN_CUSTOMER_MESSAGES.creditAmountWhole)
  .max(ADMIN_CUSTOMER_LIMITS.maxCredits, ADMIN_CUSTOMER_MESSAGES.creditAmountTooLarge);

/** POST /backend/api/admin/customers/{id}/credits (key in the body and/or X-Idempotency-Key). */
export const addCreditsSchema = z
  .object({
    amount: creditAmountSchema,
    description: z
      .string()
      .trim()
      .max(200, ACCESS_MESSAGES.tooLong)
      .optional()
      .transform((value) => value || ADMIN_CUSTOMER_MESSAGES.defaultCreditDescription),
    idempotencyKey: idempotencyKeySchema.optional(),
  })
  .strict();
export type AddCreditsInput = z.input<typeof addCreditsSchema>;

export const addCreditsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    transactionId: z.string(),
    replayed: z.boolean(),
    balance: creditBalanceSchema,
  }),
});

export const customerTransactionsQuerySchema = z.object({ page: pageParam, limit: limitParam(100) }).strict();

/** A ledger entry as the admin's Transactions modal shows it, with what Refund may do with it. */
export const customerTransactionSchema = creditTransactionSchema.extend({
  refundable: z.boolean(),
  refunded: z.boolean(),
});
export type CustomerTransaction = z.infer<typeof customerTransactionSchema>;

export const customerTransactionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    transactions: z.array(customerTransactionSchema),
    pagination: paginationSchema,
    currentBalance: creditBalanceSchema.pick({ availableCredits: true, totalCredits: true }),
  }),
});
export type CustomerTransactionsResponse = z.infer<typeof customerTransactionsResponseSchema>;

export const refundResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ refundId: z.string(), credits: z.number().int(), availableCredits: z.number().int() }),
});

export const customerActivityResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ loginHistory: z.array(loginHistoryEntrySchema) }),
});

export const customerStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ status: z.enum(CUSTOMER_STATUSES) }),
});
