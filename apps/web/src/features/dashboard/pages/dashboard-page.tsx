import { DASHBOARD_MESSAGES, SHELL_MESSAGES, type DashboardChartSet } from '@bizamply/contracts';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import type { DateRangeValue } from '@/components/ui/date-range-picker';
import { useCurrentUser } from '@/features/auth/components/session-context';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { api } from '@/lib/endpoints';
import { DEFAULT_DATE_RANGE_PRESET, presetRange } from '@/lib/date-ranges';
import { userTimeZone } from '@/lib/date-preferences';
import { isDashboardQuery } from '../api/dashboard-keys';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { DashboardHeader } from '../components/dashboard-header';
import { DraftQualityCard } from '../components/draft-quality-card';
import { KpiGrid } from '../components/kpi-grid';
import { ProductVolumeCard } from '../components/product-volume-card';
import { RecentActivityCard } from '../components/recent-activity-card';
import { RecentTransactionsCard } from '../components/recent-transactions-card';
import { DonutCard, PeriodBarCard, TrendCard } from '../components/trend-cards';
import { periodQueryFor } from '../lib/period';

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
  const timeZone = userTimeZone();
  const period = useMemo(() => periodQueryFor(range, timeZone), [range, timeZone]);
  const stats = useDashboardStats(period);
  const refreshing = useIsFetching({ predicate: (query) => isDashboardQuery(query.queryKey) }) > 0;

  const refresh = () => {
    void queryClient.invalidateQueries({ predicate: (query) => isDashboardQuery(query.queryKey) });
    void queryClient.invalidateQueries({ queryKey: api.credits.balance.key() });
  };

  const failed = stats.isError && !stats.data;
  const message =
    isApiError(stats.error) && stats.error.status !== 0 ? stats.error.message : DASHBOARD_MESSAGES.fetchFailed;

  return (
    <div className="flex flex-col">
      <DashboardHeader
        name={user.firstName ?? user.name}
        range={range}
        onRangeChange={setRange}
        onRefresh={refresh}
        refreshing={refreshing}
      >
        {failed ? (
          <Alert onRetry={refresh} className="mb-5">
            {message}
          </Alert>
        ) : null}
        <div className="flex flex-col gap-5">
          {failed ? null : <KpiGrid stats={stats.data} selected={chartSet} onSelect={setChartSet} />}
          {failed ? null : (
            <div className="grid gap-5 lg:grid-cols-3">
              <div className="min-w-0 lg:col-span-2">
                <TrendCard stats={stats.data} set={chartSet} />
              </div>
              <DonutCard stats={stats.data} set={chartSet} />
            </div>
          )}
          <div className="grid gap-5 lg:grid-cols-2">
            <PeriodBarCard set={chartSet} tz={timeZone} />
            <RecentActivityCard />
          </div>
          <div className="grid gap-5 lg:grid-cols-5">
            <div className="min-w-0 lg:col-span-3">
              <RecentTransactionsCard />
            </div>
            <div className="min-w-0 lg:col-span-2">
              <ProductVolumeCard period={period} />
            </div>
          </div>
          <DraftQualityCard />
        </div>
      </DashboardHeader>
    </div>
  );
}
