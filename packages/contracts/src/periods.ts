import type { TimeRange } from './dashboard.ts';

/**
 * The one definition of the preset ranges (issue 19 item 6), used by the dashboard's KPI cards and charts and by
 * product analytics alike: "Last N days" (7d, 30d, 90d) are the user's last N calendar days in their time zone,
 * today included, up to now; 24h is the last 24 hours. The zone is the user's preference, else the browser's.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const PRESET_DAYS: Record<Exclude<TimeRange, 'all' | '24h'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string) {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time of an instant in a zone. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    partsIn(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall-clock midnight (year, month 1–12, day; day may overflow) begins in a zone. */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let guess = wall - offsetAt(new Date(wall), timeZone);
  // Once more with the offset at the guess itself (the two differ across a daylight-saving change).
  guess = wall - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** 00:00 of the instant's day in the zone, `daysBack` calendar days earlier. */
export function startOfZonedDay(instant: Date, timeZone: string, daysBack = 0): Date {
  const p = zonedParts(instant, timeZone);
  return zonedMidnight(p.year, p.month, p.day - daysBack, timeZone);
}

/** A preset's window, `to` exclusive (now), or null for 'all'. */
export function presetWindow(range: TimeRange, now: Date, timeZone: string): { from: Date; to: Date } | null {
  if (range === 'all') return null;
  if (range === '24h') return { from: new Date(now.getTime() - DAY_MS), to: now };
  return { from: startOfZonedDay(now, timeZone, PRESET_DAYS[range] - 1), to: now };
}
