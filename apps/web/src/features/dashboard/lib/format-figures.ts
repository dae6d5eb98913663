import { DASHBOARD_MESSAGES, type DashboardStats } from '@bizamply/contracts';
import { formatDecimal, formatNumber, formatPercent } from '@/lib/format';
import { once } from '@/lib/once';
import type { SeriesSpec } from './chart-sets';

/** A series value as text; a bucket without data reads N/A. */
export function formatSeriesValue(value: number | null | undefined, unit: SeriesSpec['unit']): string {
  if (value === null || value === undefined) return DASHBOARD_MESSAGES.notAvailable;
  switch (unit) {
    case 'count':
      return formatNumber(value);
    case 'percent':
      return formatPercent(value);
    case 'rating':
      return formatDecimal(value);
    case 'hours':
      return `${formatDecimal(value)}h`;
  }
}

/** The four KPI figures as the cards show them. Without data: N/A (never the spec's made-up 4.8 and 4.2h). */
export function kpiValues(stats: DashboardStats) {
  const na = DASHBOARD_MESSAGES.notAvailable;
  return {
    reviews: formatNumber(stats.totalReviews),
    response: stats.responseRate === null ? na : formatPercent(stats.responseRate),
    rating: stats.avgRating === null ? na : formatDecimal(stats.avgRating),
    time: stats.avgResponseTime || na,
  };
}

/** Spec 2 §9: dashboard texts are cut at 50 characters; product names at 15 or 10. */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

// Built once, on first use (lib/once.ts): the charts label every tick on each render, and `toLocaleDateString`
// builds a formatter per call.
const MONTH_LABEL = once(() => new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' }));
const DAY_LABEL = once(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }));

/** '2026-11-17' or '2026-11-17T09:00' (a bucket of the series) as a short axis label. */
export function bucketLabel(date: string, granularity: DashboardStats['period']['granularity']): string {
  const [day, time] = date.split('T');
  const [year, month, dayOfMonth] = (day ?? '').split('-').map(Number);
  if (!year || !month || !dayOfMonth) return date;
  const value = new Date(year, month - 1, dayOfMonth);
  if (granularity === 'hour') return time ?? date;
  return (granularity === 'month' ? MONTH_LABEL : DAY_LABEL)().format(value);
}
