import { z } from 'zod';
import { PLATFORM_LABELS, type Platform } from './platforms.ts';

/**
 * Plans, credit packs and Shopify Billing: spec 3 "Plans (/plans)", "Payment confirmation", §3 "Subscription
 * plan" / "Subscription details", §4 payment states, §7 "Billing and payments", §8 billing errors, §9 prices.
 */

/** Spec 3 §3 / §9: account types in order (the plan tiers). */
export const PLAN_TIERS = ['free', 'basic', 'premium', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Spec 3 §9: every 30 days, in USD. */
export const SUBSCRIPTION_INTERVAL = 'EVERY_30_DAYS';
export const BILLING_CURRENCY = 'USD';
/** Spec 3 §4 / §9: payment status polling and the redirect after an active charge. */
export const PAYMENT_POLL_INTERVAL_MS = 3000;
export const PAYMENT_REDIRECT_DELAY_MS = 2000;
/** A subscription's credits are granted once per 30-day period. */
export const BILLING_PERIOD_DAYS = 30;

export interface SubscriptionPlan {
  accountType: Exclude<PlanTier, 'free'>;
  name: string;
  /** USD per 30 days; null for Enterprise (custom price via sales). */
  price: number | null;
  /** Credits granted each period; null for Enterprise. */
  monthlyCredits: number | null;
  description: string;
  features: string[];
  nonFeatures: string[];
}

/** Spec 3 §9: Basic 99.99 (1000 credits/month), Premium 199.99 (5000 credits/month), Enterprise custom. */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    accountType: 'basic',
    name: 'Basic',
    price: 99.99,
    monthlyCredits: 1000,
    description: 'For growing stores answering reviews every week.',
    features: ['1,000 credits per month', 'AI replies in every language', 'Shopify, Judge.me and Yotpo reviews'],
    nonFeatures: ['Social comments (Instagram, Facebook, TikTok)', 'Priority support'],
  },
  {
    accountType: 'premium',
    name: 'Premium',
    price: 199.99,
    monthlyCredits: 5000,
    description: 'For brands that reply everywhere their customers talk.',
    features: [
      '5,000 credits per month',
      'AI replies in every language',
      'Reviews and social comments',
      'WhatsApp replies',
      'Priority support',
    ],
    nonFeatures: ['Dedicated account manager'],
  },
  {
    accountType: 'enterprise',
    name: 'Enterprise',
    price: null,
    monthlyCredits: null,
    description: 'Custom volumes, several teams and a dedicated account manager.',
    features: ['Custom credit volume', 'Every platform', 'Dedicated account manager', 'Custom contract and invoicing'],
    nonFeatures: [],
  },
];

/**
 * What each plan's card says it leaves out, as the server enforces it (issue 19 item 20): Basic's "Social comments
 * (Instagram, Facebook, TikTok)" means those items can be neither generated nor answered on Basic. The free trial
 * is not a plan card and lets a new account try every platform.
 */
export const PLAN_EXCLUDED_PLATFORMS: Record<PlanTier, readonly Platform[]> = {
  free: [],
  basic: ['instagram', 'facebook', 'tiktok'],
  premium: [],
  enterprise: [],
};

/** The refusal a plan's exclusion gives (403, the common error shape). */
export function planExclusionMessage(tier: PlanTier, platform: Platform): string | null {
  if (!PLAN_EXCLUDED_PLATFORMS[tier].includes(platform)) return null;
  const plan = SUBSCRIPTION_PLANS.find((entry) => entry.accountType === tier)?.name ?? tier;
  return `Your ${plan} plan does not include ${PLATFORM_LABELS[platform]} comments. Upgrade to Premium on the Plans page to answer them.`;
}

export interface CreditPack {
  name: string;
  credits: number;
  price: number;
}

/** Spec 3 §9: 1000 credits for 99.99; 5000 credits for 199.99. */
export const CREDIT_PACKS: readonly CreditPack[] = [
  { name: '1000 credits', credits: 1000, price: 99.99 },
  { name: '5000 credits', credits: 5000, price: 199.99 },
];

export const BILLING_MESSAGES = {
  plansTitle: 'Choose your plan',
  extraCreditsTitle: 'Purchase Extra Credits',
  upgrade: 'Upgrade',
  currentPlan: 'Current Plan',
  contactUs: 'Contact Us',
  confirming: 'Confirming your payment...',
  /** The spec does not show the confirmed wording; ours. */
  confirmed: 'Payment confirmed! Redirecting to your dashboard...',
  failed: 'Payment failed or cancelled. Please try again or contact support.',
  statusFailed: 'Failed to fetch payment status.',
  purchaseFailed: 'Failed to initiate credit purchase.',
  cancelFailed: 'Failed to cancel subscription.',
  cancelled: 'Subscription cancelled',
  /** Not in the spec: a subscription that could not be started. */
  subscribeFailed: 'Failed to start the subscription. Please try again.',
  noCharge: 'No payment to confirm.',
  cancelConfirm: 'Cancel your plan? It ends now and your account returns to the free plan. Credits you have are kept.',
  shopifyRequired: 'Connect your Shopify store to make payments',
  unknownPlan: 'This plan cannot be purchased online',
  unknownPack: 'This credit pack does not exist',
  priceMismatch: 'The price does not match the plan',
  noSubscription: 'No active subscription',
  chargeNotFound: 'Payment not found',
} as const;

const shopFields = {
  /** The browser's stored store details (spec 3 §3); the server uses the brand's own Shopify connection instead. */
  shopifyStore: z.string().max(255).optional(),
  shopifyAccessToken: z.string().max(500).optional(),
  shopifySessionId: z.string().max(300).optional(),
};
const money = z.coerce.number().positive().max(100_000);
const returnUrl = z.string().max(2000).optional();

/** POST /api/subscriptions/create */
export const subscriptionCreateRequestSchema = z.object({
  ...shopFields,
  subscriptionName: z.string().min(1).max(100),
  subscriptionPrice: money,
  subscriptionInterval: z.literal(SUBSCRIPTION_INTERVAL).default(SUBSCRIPTION_INTERVAL),
  currencyCode: z.literal(BILLING_CURRENCY).default(BILLING_CURRENCY),
  returnUrl,
});
export type SubscriptionCreateRequest = z.infer<typeof subscriptionCreateRequestSchema>;

/** POST /api/subscriptions/credit/purchase */
export const creditPurchaseRequestSchema = z.object({
  ...shopFields,
  BrandId: z.string().max(100).optional(),
  purchaseName: z.string().min(1).max(100),
  spendAmount: money,
  currencyCode: z.literal(BILLING_CURRENCY).default(BILLING_CURRENCY),
  returnUrl,
});
export type CreditPurchaseRequest = z.infer<typeof creditPurchaseRequestSchema>;

export const subscriptionCreateResponseSchema = z.object({
  success: z.literal(true),
  chargeId: z.string(),
  confirmationUrl: z.string(),
  appSubscriptionCreate: z.object({ confirmationUrl: z.string() }),
});
export const creditPurchaseResponseSchema = z.object({
  success: z.literal(true),
  chargeId: z.string(),
  confirmationUrl: z.string(),
  appPurchaseOneTimeCreate: z.object({ confirmationUrl: z.string() }),
});

export const PAYMENT_STATUSES = ['pending', 'active', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GET /api/subscriptions/status/{chargeId} (the Shopify charge id from the return address). */
export const chargeIdParamsSchema = z.object({ chargeId: z.string().min(1).max(100) });
export const paymentStatusResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(PAYMENT_STATUSES),
  kind: z.enum(['subscription', 'one_time']),
  name: z.string(),
  credits: z.number().int(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/** GET /api/subscriptions/details */
export const subscriptionDetailsQuerySchema = z.object({
  ...shopFields,
  subscriptionId: z.string().max(200).optional(),
});
export const subscriptionDetailsResponseSchema = z.object({
  success: z.literal(true),
  subscriptionId: z.string().nullable(),
  name: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES).nullable(),
  currentPeriodEnd: z.string().nullable(),
});

/** POST /api/subscriptions/delete */
export const subscriptionDeleteRequestSchema = z.object({
  ...shopFields,
  subscriptionId: z.string().max(200).optional(),
});
export const subscriptionDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/subscriptions/current: the plans page's account type and the subscription behind it. */
export const currentPlanResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    accountType: z.enum(PLAN_TIERS),
    shopifyConnected: z.boolean(),
    subscription: z
      .object({
        subscriptionId: z.string(),
        name: z.string(),
        status: z.enum(PAYMENT_STATUSES),
        currentPeriodEnd: z.string().nullable(),
      })
      .nullable(),
  }),
});
export type CurrentPlan = z.infer<typeof currentPlanResponseSchema>['data'];

/** The tier above the current one is marked Upgrade (spec 3 §4). */
export function nextTier(current: PlanTier): PlanTier | null {
  return PLAN_TIERS[PLAN_TIERS.indexOf(current) + 1] ?? null;
}
