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

/** Where the app sends a user who needs credits: the Plans page's Purchase Extra Credits section. */
export const BUY_CREDITS_PATH = '/plans#extra-credits';
/** The low-balance banner shows at or below this share of the total (issue 19 item 18). */
export const LOW_BALANCE_SHARE = 0.1;

/** True when the balance is at or below 10 % of the credits the account has had (and it has had some). */
export function isLowBalance(balance: { availableCredits: number; totalCredits: number }): boolean {
  return balance.totalCredits > 0 && balance.availableCredits <= balance.totalCredits * LOW_BALANCE_SHARE;
}
