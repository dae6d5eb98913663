import {
  DASHBOARD_MESSAGES,
  PLATFORM_LABELS,
  type DashboardChartSet,
  type DashboardStats,
  type SeriesPoint,
} from '@bizamply/contracts';
import { PLATFORM_CHART_COLORS } from '@/lib/chart-theme';
import { RATING_COLORS, RESPONSE_TIME_COLORS, CHART_TOKENS } from './chart-colors';

export type SeriesKey = Exclude<keyof SeriesPoint, 'date'>;

export interface SeriesSpec {
  key: SeriesKey;
  label: string;
  color: string;
  /** Formats a value of this series for tooltips and the screen-reader table. */
  unit: 'count' | 'percent' | 'rating' | 'hours';
}

export interface DonutSlice {
  name: string;
  value: number;
  color: string;
}

export interface ChartSetSpec {
  /** The KPI card that selects this set. */
  label: string;
  trendTitle: string;
  donutTitle: string;
  barTitle: string;
  /** The area chart's series (the first is filled). */
  series: SeriesSpec[];
  slices: (stats: DashboardStats) => DonutSlice[];
}

const reviews: SeriesSpec = { key: 'reviews', label: 'Reviews', color: CHART_TOKENS.primary, unit: 'count' };
const responses: SeriesSpec = { key: 'responses', label: 'Responses', color: CHART_TOKENS.success, unit: 'count' };

/** Spec 2 Dashboard: each KPI card selects a chart set (reviews, response, rating, time). */
export const CHART_SETS: Record<DashboardChartSet, ChartSetSpec> = {
  reviews: {
    label: DASHBOARD_MESSAGES.totalReviews,
    trendTitle: 'Reviews over time',
    barTitle: 'Reviews and responses by day',
    donutTitle: 'Platform distribution',
    series: [reviews, responses],
    slices: (stats) =>
      stats.platformBreakdown.map((share) => ({
        name: PLATFORM_LABELS[share.platform],
        value: share.count,
        color: PLATFORM_CHART_COLORS[share.platform],
      })),
  },
  response: {
    label: DASHBOARD_MESSAGES.responseRate,
    trendTitle: 'Response rate over time',
    barTitle: 'Response rate by day',
    donutTitle: 'Response status',
    series: [{ key: 'responseRate', label: 'Response rate', color: CHART_TOKENS.success, unit: 'percent' }],
    slices: ({ statusBreakdown }) => [
      { name: 'Sent', value: statusBreakdown.sent, color: CHART_TOKENS.success },
      { name: 'Draft', value: statusBreakdown.draft, color: CHART_TOKENS.draft },
      { name: 'Pending', value: statusBreakdown.pending, color: CHART_TOKENS.pending },
    ],
  },
  rating: {
    label: DASHBOARD_MESSAGES.averageRating,
    trendTitle: 'Average rating over time',
    barTitle: 'Average rating by day',
    donutTitle: 'Rating distribution',
    series: [{ key: 'avgRating', label: 'Average rating', color: CHART_TOKENS.pending, unit: 'rating' }],
    slices: ({ ratingDistribution }) =>
      ratingDistribution.map((entry) => ({
        name: `${entry.rating} ${entry.rating === 1 ? 'star' : 'stars'}`,
        value: entry.count,
        color: RATING_COLORS[entry.rating - 1] ?? CHART_TOKENS.primary,
      })),
  },
  time: {
    label: DASHBOARD_MESSAGES.responseTime,
    trendTitle: 'Response time trend',
    barTitle: 'Response time by day',
    donutTitle: 'Response time breakdown',
    series: [
      { key: 'avgResponseTimeHours', label: 'Average response time', color: CHART_TOKENS.secondary, unit: 'hours' },
    ],
    slices: ({ responseTimeBreakdown }) =>
      responseTimeBreakdown.map((entry, index) => ({
        name: entry.bucket,
        value: entry.count,
        color: RESPONSE_TIME_COLORS[index] ?? CHART_TOKENS.primary,
      })),
  },
};

/** Every slice of zero is left out of the drawing (it has no arc), but kept in the text alternative. */
export function visibleSlices(slices: DonutSlice[]): DonutSlice[] {
  return slices.filter((slice) => slice.value > 0);
}
