import {
  DASHBOARD_BAR_PERIODS,
  DASHBOARD_MESSAGES,
  type DashboardBarPeriod,
  type DashboardChartSet,
  type DashboardStats,
} from '@bizamply/contracts';
import { useState } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatNumber, formatPercent } from '@/lib/format';
import { barStatsPeriod, INITIAL_BAR_PERIOD, useDashboardStats } from '../api/get-dashboard-stats';
import { CHART_SETS, visibleSlices } from '../lib/chart-sets';
import { bucketLabel, formatSeriesValue } from '../lib/format-figures';
import { ChartCard, type ChartTable } from './chart-card';
import { DistributionDonut, PeriodBarChart, TrendAreaChart } from './lazy-charts';

const CHART_HEIGHT = 260;

function seriesTable(stats: DashboardStats, set: DashboardChartSet, caption: string): ChartTable {
  const { series } = CHART_SETS[set];
  return {
    caption,
    columns: ['Period', ...series.map((entry) => entry.label)],
    rows: stats.timeSeries.map((point) => [
      bucketLabel(point.date, stats.period.granularity),
      ...series.map((entry) => formatSeriesValue(point[entry.key], entry.unit)),
    ]),
  };
}

const hasSeriesData = (stats: DashboardStats | undefined, set: DashboardChartSet) =>
  !!stats && stats.timeSeries.some((point) => CHART_SETS[set].series.some((entry) => (point[entry.key] ?? 0) > 0));

export function TrendCard({ stats, set }: { stats: DashboardStats | undefined; set: DashboardChartSet }) {
  const spec = CHART_SETS[set];
  return (
    <ChartCard
      title={spec.trendTitle}
      description={spec.series.map((entry) => entry.label).join(' and ')}
      height={CHART_HEIGHT}
      loading={!stats}
      empty={!hasSeriesData(stats, set)}
      table={stats ? seriesTable(stats, set, spec.trendTitle) : undefined}
    >
      {stats ? (
        <TrendAreaChart points={stats.timeSeries} series={spec.series} granularity={stats.period.granularity} />
      ) : null}
    </ChartCard>
  );
}

/** The donut of the chosen card, with a legend that carries every number (its text alternative too). */
export function DonutCard({ stats, set }: { stats: DashboardStats | undefined; set: DashboardChartSet }) {
  const spec = CHART_SETS[set];
  const slices = stats ? spec.slices(stats) : [];
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const drawn = visibleSlices(slices);
  return (
    <ChartCard
      title={spec.donutTitle}
      height={180}
      loading={!stats}
      empty={drawn.length === 0}
      footer={
        stats ? (
          <ul aria-label={spec.donutTitle} className="flex flex-col gap-1.5 text-sm">
            {slices.map((slice) => (
              <li key={slice.name} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ background: slice.color }}
                />
                <span className="min-w-0 flex-1 truncate">{slice.name}</span>
                <span className="tabular font-medium">{formatNumber(slice.value)}</span>
                <span className="tabular w-12 text-right text-xs text-muted-foreground">
                  {total > 0 ? formatPercent((slice.value / total) * 100) : '—'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <div aria-hidden="true" className="h-[132px]" />
        )
      }
    >
      <DistributionDonut slices={drawn} />
    </ChartCard>
  );
}

const PERIOD_LABELS: Record<DashboardBarPeriod, string> = {
  '7d': DASHBOARD_MESSAGES.last7Days,
  '30d': DASHBOARD_MESSAGES.last30Days,
  '90d': DASHBOARD_MESSAGES.last90Days,
};

/** The bar chart with its own period select (spec 2 Dashboard: Last 7, 30, 90 days). */
export function PeriodBarCard({ set, tz }: { set: DashboardChartSet; tz?: string }) {
  const [period, setPeriod] = useState<DashboardBarPeriod>(INITIAL_BAR_PERIOD);
  // Closed, Radix renders the menu into a detached fragment (a React portal with its own event listeners and a
  // second render in the commit): the card is committed with the trigger only, its label given here, and the menu
  // mounts when it opens.
  const [menuOpen, setMenuOpen] = useState(false);
  const query = useDashboardStats(barStatsPeriod(period, tz));
  const stats = query.data;
  const spec = CHART_SETS[set];
  const title = `${spec.barTitle}, ${PERIOD_LABELS[period]}`;
  return (
    <ChartCard
      title={spec.barTitle}
      description={PERIOD_LABELS[period]}
      height={CHART_HEIGHT}
      fill
      loading={!stats}
      empty={!hasSeriesData(stats, set)}
      table={stats ? seriesTable(stats, set, title) : undefined}
      actions={
        <Select
          value={period}
          onValueChange={(value) =>
            setPeriod(DASHBOARD_BAR_PERIODS.find((entry) => entry === value) ?? INITIAL_BAR_PERIOD)
          }
          open={menuOpen}
          onOpenChange={setMenuOpen}
        >
          <SelectTrigger aria-label={DASHBOARD_MESSAGES.chartPeriod} className="h-8 w-36">
            <SelectValue>{PERIOD_LABELS[period]}</SelectValue>
          </SelectTrigger>
          {menuOpen ? (
            <SelectContent align="end">
              {DASHBOARD_BAR_PERIODS.map((value) => (
                <SelectItem key={value} value={value}>
                  {PERIOD_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          ) : null}
        </Select>
      }
    >
      {stats ? (
        <PeriodBarChart points={stats.timeSeries} series={spec.series} granularity={stats.period.granularity} />
      ) : null}
    </ChartCard>
  );
}
