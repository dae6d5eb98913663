import { LANGUAGES, type DateFormat, type Preferences } from '@bizamply/contracts';
import { useMemo } from 'react';
import { activeDatePreferences, resolveTimeZone, type DatePreferences } from './active-date-preferences';
import { once } from './once';
import { usePreferences } from './preferences';

export { browserTimeZone, setActiveDatePreferences, type DatePreferences } from './active-date-preferences';

/**
 * The one date/time formatter (issue 19 item 9): every date the app shows is written in the user's Settings ›
 * General choices (language, time zone, date format); the time zone defaults to the browser's. The signed-in
 * shell installs the user's choices (`setActiveDatePreferences`) before any page renders; `formatDate` and
 * `formatDateTime` in lib/format read them.
 */

type DateParts = Record<'YYYY' | 'MM' | 'DD' | 'MMM', string>;

// Made once per formatter, on first use (lib/once.ts): a list formats dozens of dates.
function datePartsFormatter(locale: string, timeZone: string): (date: Date) => DateParts {
  const numeric = once(
    () => new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  const month = once(() => new Intl.DateTimeFormat(locale, { timeZone, month: 'short' }));
  return (date) => {
    const parts = Object.fromEntries(
      numeric()
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    );
    return { YYYY: parts.year ?? '', MM: parts.month ?? '', DD: parts.day ?? '', MMM: month().format(date) };
  };
}

const PATTERNS: Record<DateFormat, (parts: DateParts) => string> = {
  'MM/DD/YYYY': (p) => `${p.MM}/${p.DD}/${p.YYYY}`,
  'DD/MM/YYYY': (p) => `${p.DD}/${p.MM}/${p.YYYY}`,
  'YYYY-MM-DD': (p) => `${p.YYYY}-${p.MM}-${p.DD}`,
  'MMM DD, YYYY': (p) => `${p.MMM} ${p.DD}, ${p.YYYY}`,
  'DD MMM YYYY': (p) => `${p.DD} ${p.MMM} ${p.YYYY}`,
};

export function localeOf(language: Preferences['language']): string {
  return LANGUAGES.find((entry) => entry.value === language)?.locale ?? 'en-US';
}

export interface DateFormatter {
  /** The IANA zone dates are shown in. */
  timeZone: string;
  /** A day in the user's date format and time zone: '04/21/2026', '21 Apr 2026'. */
  formatDate: (value: Date | string | number) => string;
  /** The time of day in the user's language and zone: '3:05 PM'. */
  formatTime: (value: Date | string | number) => string;
  /** The day followed by the time of day: '04/21/2026, 3:05 PM'. */
  formatDateTime: (value: Date | string | number) => string;
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

export function createDateFormatter(preferences: DatePreferences): DateFormatter {
  const locale = localeOf(preferences.language);
  const timeZone = resolveTimeZone(preferences.timezone);
  const dateParts = datePartsFormatter(locale, timeZone);
  const time = once(() => new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }));
  const formatDate = (value: Date | string | number) => {
    const date = toDate(value);
    return Number.isNaN(date.getTime()) ? '' : PATTERNS[preferences.dateFormat](dateParts(date));
  };
  const formatTime = (value: Date | string | number) => {
    const date = toDate(value);
    return Number.isNaN(date.getTime()) ? '' : time().format(date);
  };
  return {
    timeZone,
    formatDate,
    formatTime,
    formatDateTime: (value) => {
      const date = toDate(value);
      return Number.isNaN(date.getTime()) ? '' : `${formatDate(date)}, ${formatTime(date)}`;
    },
  };
}

// The installed choices' formatter is made when a date is first shown, not when the app starts (/login shows none),
// and again only when the choices change.
let active: { key: string; formatter: DateFormatter } | undefined;

export function activeDateFormatter(): DateFormatter {
  const preferences = activeDatePreferences();
  const key = `${preferences.language} ${preferences.timezone} ${preferences.dateFormat}`;
  if (active?.key !== key) active = { key, formatter: createDateFormatter(preferences) };
  return active.formatter;
}

/** Formats dates the way the signed-in user chose in Settings › General. */
export function useDateFormatter(): DateFormatter {
  const { preferences } = usePreferences();
  const { language, timezone, dateFormat } = preferences;
  return useMemo(() => createDateFormatter({ language, timezone, dateFormat }), [language, timezone, dateFormat]);
}

/** The zone the user's ranges and series are computed in (sent as `tz` to the insight calls). */
export function userTimeZone(): string {
  return activeDateFormatter().timeZone;
}
