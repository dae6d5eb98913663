import { DISCOUNT_LABELS, type Discount } from '@bizamply/contracts';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';

/** '15%' or '$5.00' (in the shop's currency). */
export function formatDiscountAmount(discount: Pick<Discount, 'type' | 'amount' | 'currencyCode'>): string {
  if (discount.type === 'percentage') return formatPercent(discount.amount);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: discount.currencyCode ?? 'USD' }).format(
    discount.amount,
  );
}

export const formatEndsAt = (endsAt: string | null) => (endsAt ? formatDate(endsAt) : DISCOUNT_LABELS.noEnd);

export const formatUsageLimit = (limit: number | null) =>
  limit === null ? DISCOUNT_LABELS.unlimited : formatNumber(limit);
