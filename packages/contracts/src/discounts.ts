/**
 * Discount Manager (spec 2 "Discount Manager", §7 GET /backend/api/discounts, PUT /backend/api/discounts/{name})
 * and the Edit Response modal's Add Discount (a real single-use 15 % code created through Shopify).
 * Discounts live in the brand's Shopify store; we keep a synced copy per brand. Its constants; the schemas are in
 * discounts-schemas.ts (a page that reads a message builds no schema as it starts).
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
