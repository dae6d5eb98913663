import { ANALYTICS_PAGE_MESSAGES as M, type ProductAnalytics } from '@bizamply/contracts';
import { Boxes, Clock, MessageSquareText, Star, ThumbsUp, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { KpiCard, KpiCardSkeleton } from '@/components/ui/kpi-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDecimal, formatNumber, formatPercent } from '@/lib/format';

const dash = '—';

/** The four cards of Overview and Products, with the server's real period-over-period changes. */
export function AnalyticsKpis({ data }: { data: ProductAnalytics | undefined }) {
  if (!data) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <KpiCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  const { customerReviews, customerEngagement, responseSpeed, customerSatisfaction } = data.cards;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <KpiCard
        label={M.customerReviews}
        icon={<MessageSquareText />}
        value={formatNumber(customerReviews.value ?? 0)}
        change={customerReviews.change}
      />
      <KpiCard
        label={M.customerEngagement}
        icon={<ThumbsUp />}
        value={customerEngagement.value === null ? dash : formatPercent(customerEngagement.value)}
        change={customerEngagement.change}
        hint="Response rate"
      />
      <KpiCard
        label={M.responseSpeed}
        icon={<Clock />}
        value={responseSpeed.display}
        change={responseSpeed.change}
        lowerIsBetter
        hint="Average time to a sent reply"
      />
      <KpiCard
        label={M.customerSatisfaction}
        icon={<Star />}
        value={
          customerSatisfaction.value === null ? (
            dash
          ) : (
            <>
              {formatDecimal(customerSatisfaction.value)}
              <span className="text-sm font-normal text-muted-foreground">/5.0</span>
            </>
          )
        }
        change={customerSatisfaction.change}
      />
    </div>
  );
}

function Stat({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3 shadow-card">
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary-subtle-foreground [&_svg]:size-4">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="tabular text-lg leading-7 font-semibold">{value}</span>
      </div>
    </div>
  );
}

/** Overview's product figures: total products, top performers, average product rating, total customers. */
export function OverviewStats({ data }: { data: ProductAnalytics | undefined }) {
  if (!data) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-[66px]" />
        ))}
      </div>
    );
  }
  const { totalProducts, topPerformers, avgProductRating, totalCustomers } = data.overview;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Stat label={M.totalProducts} value={formatNumber(totalProducts)} icon={<Boxes />} />
      <Stat label={M.topPerformers} value={formatNumber(topPerformers)} icon={<Trophy />} />
      <Stat
        label={M.avgProductRating}
        value={avgProductRating === null ? dash : formatDecimal(avgProductRating)}
        icon={<Star />}
      />
      <Stat label={M.totalCustomers} value={formatNumber(totalCustomers)} icon={<Users />} />
    </div>
  );
}
