import {
  DASHBOARD_MESSAGES,
  SHELL_MESSAGES,
  type DashboardChartSet,
  type DashboardStats,
  type PeriodQuery,
} from '@bizamply/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import type { DateRangeValue } from '@/components/ui/date-range-picker';
import { useCurrentUser } from '@/features/auth/components/session-context';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { api } from '@/lib/endpoints';
import { DEFAULT_DATE_RANGE_PRESET, presetRange } from '@/lib/date-ranges';
import { userTimeZone } from '@/lib/date-preferences';
import { whenIdle } from '@/lib/when-idle';
import { isDashboardQuery } from '../api/dashboard-keys';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { prefetchCardStep } from '../api/prefetch-card-step';
import { DashboardHeader } from '../components/dashboard-header';
import { DraftQualityCard } from '../components/draft-quality-card';
import { KpiGrid } from '../components/kpi-grid';
import { ProductVolumeCard } from '../components/product-volume-card';
import { RecentActivityCard } from '../components/recent-activity-card';
import { RecentTransactionsCard } from '../components/recent-transactions-card';
import { DonutCard, PeriodBarCard, TrendCard } from '../components/trend-cards';
import { periodQueryFor } from '../lib/period';

interface FiguresProps {
  stats: DashboardStats | undefined;
  chartSet: DashboardChartSet;
  onSelect: (set: DashboardChartSet) => void;
}

/** The four figures, the trend and the donut: drawn again only when the figures or the chosen set change. */
const StatsFigures = memo(function StatsFigures({ stats, chartSet, onSelect }: FiguresProps) {
  return (
    <>
      <KpiGrid stats={stats} selected={chartSet} onSelect={onSelect} />
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <TrendCard stats={stats} set={chartSet} />
        </div>
        <DonutCard stats={stats} set={chartSet} />
      </div>
    </>
  );
});

interface ActivityCardsProps {
  chartSet: DashboardChartSet;
  timeZone: string;
  period: PeriodQuery;
  /** How many of the later steps have run (1: the bar chart and activity; 2: the rest). */
  steps: number;
}

/**
 * The cards with calls of their own: drawn again only when the chosen set or period change, not with the figures.
 * They are committed in two later steps (`steps` 1 and 2), each its own short task on a phone; the second group
 * sits below the first, so adding it moves nothing already drawn.
 */
const ActivityCards = memo(function ActivityCards({ chartSet, timeZone, period, steps }: ActivityCardsProps) {
  return (
    <>
      <div className="grid gap-5 lg:grid-cols-2">
        <PeriodBarCard set={chartSet} tz={timeZone} />
        <RecentActivityCard />
      </div>
      {steps > 1 ? (
        <>
          <div className="grid gap-5 lg:grid-cols-5">
            <div className="min-w-0 lg:col-span-3">
              <RecentTransactionsCard />
            </div>
            <div className="min-w-0 lg:col-span-2">
              <ProductVolumeCard period={period} />
            </div>
          </div>
          <DraftQualityCard />
        </>
      ) : null}
    </>
  );
});

/** How many idle steps the cards under the figures wait for (see `ActivityCards`). */
const REST_STEPS = 2;

/** /dashboard: the selected brand's figures, charts, activity and transactions (spec 2 "Dashboard"). */
export function DashboardPage() {
  useDocumentTitle(SHELL_MESSAGES.navDashboard);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [range, setRange] = useState<DateRangeValue>(() => ({
    preset: DEFAULT_DATE_RANGE_PRESET,
    range: presetRange(DEFAULT_DATE_RANGE_PRESET),
  }));
  const [chartSet, setChartSet] = useState<DashboardChartSet>('reviews');
  // The cards under the figures (their own calls, skeletons and tables) are committed in later, idle steps: the
  // page's first commit is a phone's longest task at load, and they are below its first screen.
  const [restSteps, setRestSteps] = useState(0);
  const timeZone = userTimeZone();
  const period = useMemo(() => periodQueryFor(range, timeZone), [range, timeZone]);
  useEffect(() => {
    if (restSteps >= REST_STEPS) return;
    return whenIdle(() => {
      // The step's calls start here, in a task of their own, not in its commit's effects (prefetchCardStep).
      prefetchCardStep(queryClient, restSteps + 1, { timeZone, period });
      startTransition(() => setRestSteps(restSteps + 1));
    }, 500);
  }, [restSteps, queryClient, timeZone, period]);
  const stats = useDashboardStats(period);
  // A query's answer re-renders through useSyncExternalStore, which React never splits: the figures are drawn from
  // a deferred copy instead, in short interruptible tasks right after (a phone's main thread is not held).
  const figures = useDeferredValue(stats.data);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ predicate: (query) => isDashboardQuery(query.queryKey) });
    void queryClient.invalidateQueries({ queryKey: api.credits.balance.key() });
  }, [queryClient]);

  const failed = stats.isError && !stats.data;
  const message =
    isApiError(stats.error) && stats.error.status !== 0 ? stats.error.message : DASHBOARD_MESSAGES.fetchFailed;

  return (
    <div className="flex flex-col">
      <DashboardHeader name={user.firstName ?? user.name} range={range} onRangeChange={setRange} onRefresh={refresh}>
        {failed ? (
          <Alert onRetry={refresh} className="mb-5">
            {message}
          </Alert>
        ) : null}
        <div className="flex flex-col gap-5">
          {failed ? null : <StatsFigures stats={figures} chartSet={chartSet} onSelect={setChartSet} />}
          {restSteps > 0 ? (
            <ActivityCards chartSet={chartSet} timeZone={timeZone} period={period} steps={restSteps} />
          ) : null}
        </div>
      </DashboardHeader>
    </div>
  );
}
