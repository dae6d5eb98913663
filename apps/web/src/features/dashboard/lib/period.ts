import type { PeriodQuery, TimeRange } from '@bizamply/contracts';
import type { DateRangeValue } from '@/components/ui/date-range-picker';
import type { DateRangePresetId } from '@/lib/date-ranges';

/** Presets that are one of the shared ranges: the server resolves them (contracts `presetWindow`). */
const SHARED_RANGES: Partial<Record<DateRangePresetId, TimeRange>> = {
  last7Days: '7d',
  last30Days: '30d',
  last90Days: '90d',
};

/**
 * The picker's choice as the stats query. "Last 7/30/90 days" go as the shared preset with the user's zone, so the
 * KPI cards, the charts and product analytics count the same days (issue 19 item 6); other picks (today, a month,
 * a custom range) go as exact instants, compared with the equally long window before.
 */
export function periodQueryFor(value: DateRangeValue, timeZone: string): PeriodQuery {
  const shared = value.preset === 'custom' ? undefined : SHARED_RANGES[value.preset];
  if (shared) return { timeRange: shared, tz: timeZone };
  return { startDate: value.range.from.toISOString(), endDate: value.range.to.toISOString(), tz: timeZone };
}
