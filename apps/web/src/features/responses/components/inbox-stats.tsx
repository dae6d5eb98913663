import { INBOX_MESSAGES, type CommentStats } from '@bizamply/contracts';
import { Clock, MessageSquare, Percent, Star } from 'lucide-react';
import { KpiCard, KpiCardSkeleton } from '@/components/ui/kpi-card';
import { formatDecimal, formatNumber, formatPercent } from '@/lib/format';

/** The four statistic cards (server-computed with spec 2 §9 formulas). */
export function InboxStats({ stats }: { stats: CommentStats | undefined }) {
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-busy="true" aria-label="Loading statistics">
        {Array.from({ length: 4 }, (_, index) => (
          <KpiCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <KpiCard label={INBOX_MESSAGES.totalReviews} value={formatNumber(stats.totalReviews)} icon={<MessageSquare />} />
      <KpiCard label={INBOX_MESSAGES.responseRate} value={formatPercent(stats.responseRate)} icon={<Percent />} />
      <KpiCard label={INBOX_MESSAGES.avgResponseTime} value={stats.avgResponseTime} icon={<Clock />} />
      <KpiCard
        label={INBOX_MESSAGES.avgRating}
        value={stats.avgRating === null ? INBOX_MESSAGES.notAvailable : formatDecimal(stats.avgRating)}
        icon={<Star />}
      />
    </div>
  );
}
