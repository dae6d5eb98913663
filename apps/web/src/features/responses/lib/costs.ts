import { CREDIT_MESSAGES, sendPrice, type PriceList } from '@bizamply/contracts';
import { fillTemplate } from '@/lib/format';

export type BulkAction = 'generate' | 'platform' | 'both';

/** Price of one item: generate 2, send 1, both = 4 with the default settings (spec 2 §9). */
export function unitPrice(action: BulkAction, prices: PriceList): number {
  return action === 'generate' ? prices.generateCredits : sendPrice(prices, action);
}

export function bulkCost(action: BulkAction, count: number, prices: PriceList): number {
  return Math.max(0, count) * unitPrice(action, prices);
}

/** Null when the balance covers the cost, else the message the selection bar shows (the action is blocked). */
export function shortfallMessage(cost: number, available: number | undefined): string | null {
  if (available === undefined || cost <= available) return null;
  return fillTemplate(CREDIT_MESSAGES.insufficientCredits, { needed: cost, available });
}

export { creditsLabel } from '@/lib/format';
