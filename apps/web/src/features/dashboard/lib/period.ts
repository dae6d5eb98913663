import type { PeriodQuery } from '@bizamply/contracts';
import type { DateRangeValue } from '@/components/ui/date-range-picker';

/** The browser's IANA zone: the server buckets the series by the user's own days. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The picker's calendar range as the stats query: exact instants (local midnight to 23:59:59.999), so "Last 7
 * days" means the user's last seven calendar days, and the server compares with the seven days before.
 */
export function periodQueryFor(value: DateRangeValue, timeZone = browserTimeZone()): PeriodQuery {
  return {
    startDate: value.range.from.toISOString(),
    endDate: value.range.to.toISOString(),
    ...(timeZone ? { tz: timeZone } : {}),
  };
}
