import type { TimeRange } from '@bizamply/contracts';
import type { DateRangePresetId, DateRange } from '@/lib/date-ranges';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The four buttons of the page, in the spec's order; 'all' is reached only through the date picker. */
export const ANALYTICS_TIME_RANGES = ['24h', '7d', '30d', '90d'] as const satisfies readonly TimeRange[];
export const DEFAULT_ANALYTICS_RANGE: TimeRange = '7d';

/** Whole days a picked range covers (00:00 of the first to 23:59:59 of the last day is one day). */
export function spanDays({ from, to }: DateRange): number {
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));
}

/** Spec 2 Product Analytics: 1 day or less → 24h, up to 7 → 7d, up to 30 → 30d, up to 90 → 90d, else all. */
export function rangeForSpan(range: DateRange): TimeRange {
  const days = spanDays(range);
  if (days <= 1) return '24h';
  if (days <= 7) return '7d';
  if (days <= 30) return '30d';
  if (days <= 90) return '90d';
  return 'all';
}

/** The picker preset that shows a button's range, so the two controls never disagree. */
export const PRESET_FOR_RANGE: Record<(typeof ANALYTICS_TIME_RANGES)[number], DateRangePresetId> = {
  '24h': 'today',
  '7d': 'last7Days',
  '30d': 'last30Days',
  '90d': 'last90Days',
};
