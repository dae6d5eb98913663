import { activeDateFormatter } from './date-preferences';
import { once } from './once';

const LOCALE = 'en-US';

// Each Intl formatter is made on first use (lib/once.ts).
const integerFormat = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const decimalFormat = once(() => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const compactFormat = once(() => new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 }));
const relativeFormat = once(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));

/** 1234 → '1,234'. Render figures inside a `tabular` element so columns line up. */
export function formatNumber(value: number): string {
  return integerFormat().format(value);
}

/** 1 → '1 credit', 1200 → '1,200 credits'. */
export function formatCredits(value: number): string {
  return `${integerFormat().format(value)} ${value === 1 ? 'credit' : 'credits'}`;
}

/** 4.25 → '4.3' (ratings, averages). */
export function formatDecimal(value: number): string {
  return decimalFormat().format(value);
}

/** 12_400 → '12.4K' (dense places only: chips, badges). */
export function formatCompact(value: number): string {
  return compactFormat().format(value);
}

/** 42.6 → '42.6%'; whole numbers lose the decimal (50 → '50%'). */
export function formatPercent(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? integerFormat().format(rounded) : decimalFormat().format(rounded)}%`;
}

/** A signed change for KPI cards: 3.2 → '+3.2%', -1 → '-1%'. */
export function formatSignedPercent(value: number): string {
  const text = formatPercent(Math.abs(value));
  if (value > 0) return `+${text}`;
  if (value < 0) return `-${text}`;
  return text;
}

/** Fills `{name}` placeholders of a contract message. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key];
    return value === undefined ? match : String(value);
  });
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 minutes ago', 'yesterday', 'in 2 hours'; under a minute: 'just now'. */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const absolute = Math.abs(seconds);
  if (absolute < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (absolute >= size) return relativeFormat().format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** A day in the user's date format and time zone (Settings › General; the browser's zone by default). */
export function formatDate(value: Date | string | number): string {
  return activeDateFormatter().formatDate(value);
}

/** A day and time of day in the user's format and time zone. */
export function formatDateTime(value: Date | string | number): string {
  return activeDateFormatter().formatDateTime(value);
}

/** A time of day in the user's time zone. */
export function formatTime(value: Date | string | number): string {
  return activeDateFormatter().formatTime(value);
}
