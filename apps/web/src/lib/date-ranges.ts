import type { DATE_RANGE_PRESET_LABELS } from '@bizamply/contracts';
import { TZDate } from '@date-fns/tz';
import { endOfDay, endOfMonth, format, startOfDay, startOfMonth, subDays, subMonths } from 'date-fns';
import { userTimeZone } from './date-preferences';

export interface DateRange {
  from: Date;
  to: Date;
}

export type DateRangePresetId = keyof typeof DATE_RANGE_PRESET_LABELS;

/** The spec's seven presets, in its order (spec 2 Dashboard). */
export const DATE_RANGE_PRESET_IDS: readonly DateRangePresetId[] = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'last90Days',
  'thisMonth',
  'lastMonth',
];

export const DEFAULT_DATE_RANGE_PRESET: DateRangePresetId = 'last7Days';

/**
 * Every range runs from 00:00:00 of its first day to 23:59:59.999 of its last, in the user's time zone (Settings ›
 * General; the browser's by default): "Today" is the user's day wherever the browser is. "Last N days" include today.
 */
export function presetRange(
  preset: DateRangePresetId,
  instant: Date = new Date(),
  timeZone: string = userTimeZone(),
): DateRange {
  return instants(zonedPresetRange(preset, new TZDate(instant, timeZone)));
}

// A TZDate's toISOString carries its zone's offset ('…+09:00'): ranges leave as plain instants ('…Z').
const instants = ({ from, to }: DateRange): DateRange => ({
  from: new Date(from.getTime()),
  to: new Date(to.getTime()),
});

function zonedPresetRange(preset: DateRangePresetId, now: TZDate): DateRange {
  const today = startOfDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: endOfDay(now) };
    case 'yesterday':
      return { from: subDays(today, 1), to: endOfDay(subDays(today, 1)) };
    case 'last7Days':
      return { from: subDays(today, 6), to: endOfDay(now) };
    case 'last30Days':
      return { from: subDays(today, 29), to: endOfDay(now) };
    case 'last90Days':
      return { from: subDays(today, 89), to: endOfDay(now) };
    case 'thisMonth':
      return { from: startOfMonth(now), to: endOfDay(now) };
    case 'lastMonth': {
      const previous = subMonths(today, 1);
      return { from: startOfMonth(previous), to: endOfMonth(previous) };
    }
  }
}

/** A custom range picked on the calendar: whole days of the user's zone, the end at 23:59:59 (spec 3 §9). */
export function customRange(from: Date, to: Date, timeZone: string = userTimeZone()): DateRange {
  const [first, last] = from <= to ? [from, to] : [to, from];
  return instants({ from: startOfDay(new TZDate(first, timeZone)), to: endOfDay(new TZDate(last, timeZone)) });
}

/** 'Mar 3' / 'Mar 3, 2026' style labels of an instant, written in the user's zone (`pattern` as date-fns). */
export function formatInZone(date: Date, pattern: string, timeZone: string = userTimeZone()): string {
  return format(new TZDate(date, timeZone), pattern);
}
