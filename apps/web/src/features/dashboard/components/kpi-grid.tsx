import {
  DASHBOARD_CHART_SETS,
  DASHBOARD_MESSAGES,
  type DashboardChartSet,
  type DashboardStats,
} from '@bizamply/contracts';
import { Clock, MessageSquareText, Reply, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { KpiCard, KpiCardSkeleton } from '@/components/ui/kpi-card';
import { CHART_SETS } from '../lib/chart-sets';
import { kpiValues } from '../lib/format-figures';

const ICONS: Record<DashboardChartSet, ReactNode> = {
  reviews: <MessageSquareText aria-hidden="true" />,
  response: <Reply aria-hidden="true" />,
  rating: <Star aria-hidden="true" />,
  time: <Clock aria-hidden="true" />,
};

const CHANGE_OF: Record<DashboardChartSet, (stats: DashboardStats) => number | null> = {
  reviews: (stats) => stats.totalReviewsChange,
  response: (stats) => stats.responseRateChange,
  rating: (stats) => stats.avgRatingChange,
  time: (stats) => stats.avgResponseTimeChange,
};

interface KpiGridProps {
  stats: DashboardStats | undefined;
  selected: DashboardChartSet;
  onSelect: (set: DashboardChartSet) => void;
}

/** Spec 2 Dashboard: the four KPI cards; choosing one selects the chart set below. */
export function KpiGrid({ stats, selected, onSelect }: KpiGridProps) {
  const values = stats ? kpiValues(stats) : null;
  return (
    <div role="group" aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {DASHBOARD_CHART_SETS.map((set) => {
        if (!stats || !values) return <KpiCardSkeleton key={set} />;
        const change = CHANGE_OF[set](stats);
        return (
          <KpiCard
            key={set}
            label={CHART_SETS[set].label}
            value={values[set]}
            change={change}
            lowerIsBetter={set === 'time'}
            icon={ICONS[set]}
            hint={change === null ? DASHBOARD_MESSAGES.noPrevious : DASHBOARD_MESSAGES.vsPrevious}
            selected={selected === set}
            onSelect={() => onSelect(set)}
          />
        );
      })}
    </div>
  );
}
