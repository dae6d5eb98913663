import {
  DEFAULT_TIME_RANGE,
  isDateOnly,
  presetWindow,
  startOfZonedDay,
  type Granularity,
  type Period,
  type PeriodQuery,
  type TimeRange,
} from '@bizamply/contracts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A resolved window: `from` inclusive (null: no lower bound), `to` exclusive. */
export interface Window {
  from: Date | null;
  to: Date;
}

export interface ResolvedPeriod {
  timeRange: TimeRange | 'custom';
  current: Window;
  /** The equally long window right before `current`; null for 'all'. */
  previous: { from: Date; to: Date } | null;
  timeZone: string;
}

/**
 * Presets follow the one shared definition (contracts `presetWindow`): 7d/30d/90d are the user's last N calendar
 * days in `tz`, today included; 24h the last 24 hours. A custom range starts at startDate and
 * ends at endDate inclusive: a date-only endDate covers that whole day (UTC), a date-time one ends 1 ms after.
 */
export function resolvePeriod(query: PeriodQuery, now: Date = new Date()): ResolvedPeriod {
  const timeZone = query.tz ?? 'UTC';
  if (query.startDate && query.endDate) {
    const from = new Date(Date.parse(query.startDate));
    const end = Date.parse(query.endDate);
    const to = new Date(isDateOnly(query.endDate) ? end + DAY_MS : end + 1);
    return { timeRange: 'custom', current: { from, to }, previous: before(from, to), timeZone };
  }
  const timeRange = query.timeRange ?? DEFAULT_TIME_RANGE;
  const window = presetWindow(timeRange, now, timeZone);
  if (!window) return { timeRange, current: { from: null, to: now }, previous: null, timeZone };
  return { timeRange, current: window, previous: before(window.from, now), timeZone };
}

function before(from: Date, to: Date) {
  return { from: new Date(from.getTime() - (to.getTime() - from.getTime())), to: from };
}

/** Series buckets: hourly up to 2 days, daily up to 92 days, weekly up to 2 years, monthly beyond. */
export function granularityFor(from: Date, to: Date): Granularity {
  const span = to.getTime() - from.getTime();
  if (span <= 2 * DAY_MS) return 'hour';
  if (span <= 92 * DAY_MS) return 'day';
  if (span <= 731 * DAY_MS) return 'week';
  return 'month';
}

/**
 * The last `days` calendar days (in `timeZone`) of the window, today included: the analytics series, trend and
 * recent activity count the same days as a "Last N days" preset (issue 19 item 6).
 */
export function lastDays(window: Window, days: number, timeZone = 'UTC'): { from: Date; to: Date } {
  return { from: startOfZonedDay(window.to, timeZone, days - 1), to: window.to };
}

export function describePeriod(period: ResolvedPeriod, granularity: Granularity): Period {
  return {
    timeRange: period.timeRange,
    from: period.current.from?.toISOString() ?? null,
    to: period.current.to.toISOString(),
    previousFrom: period.previous?.from.toISOString() ?? null,
    previousTo: period.previous?.to.toISOString() ?? null,
    granularity,
    timeZone: period.timeZone,
  };
}
