import { DISCOUNT_LABELS, type Discount } from '@bizamply/contracts';
import { BadgePercent, PiggyBank, Tag, TrendingUp } from 'lucide-react';
import { KpiCard, KpiCardSkeleton } from '@/components/ui/kpi-card';
import { formatNumber } from '@/lib/format';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

/** The four cards of spec 2 "Discount Manager"; savings and conversion are not known to us, so they show --. */
/** `undefined` while loading (skeletons), `null` when the list failed (every figure shows --). */
export function DiscountStats({ discounts }: { discounts: Discount[] | undefined | null }) {
  if (discounts === undefined) {
    return (
      <div className={GRID}>
        {Array.from({ length: 4 }, (_, index) => (
          <KpiCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  const figure = (value: (list: Discount[]) => number) =>
    discounts === null ? DISCOUNT_LABELS.notAvailable : formatNumber(value(discounts));
  const active = figure((list) => list.filter((discount) => discount.status === 'ACTIVE').length);
  const used = figure((list) => list.reduce((sum, discount) => sum + discount.timesUsed, 0));
  return (
    <div className={GRID}>
      <KpiCard label={DISCOUNT_LABELS.activeDiscounts} value={active} icon={<Tag />} />
      <KpiCard label={DISCOUNT_LABELS.totalSavings} value={DISCOUNT_LABELS.notAvailable} icon={<PiggyBank />} />
      <KpiCard label={DISCOUNT_LABELS.codeUsage} value={used} icon={<BadgePercent />} />
      <KpiCard label={DISCOUNT_LABELS.conversionRate} value={DISCOUNT_LABELS.notAvailable} icon={<TrendingUp />} />
    </div>
  );
}
