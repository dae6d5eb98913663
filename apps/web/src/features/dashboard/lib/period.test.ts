import { describe, expect, it } from 'vitest';
import { defaultDateRangeValue } from '@/components/ui/date-range-picker';
import { customRange } from '@/lib/date-ranges';
import { periodQueryFor } from './period';

describe('the dashboard asks the shared question (issue 19 item 6)', () => {
  it('the default Last 7 days is the same query as the bar chart and analytics: 7d in the user’s zone', () => {
    expect(periodQueryFor(defaultDateRangeValue(), 'Europe/Oslo')).toEqual({ timeRange: '7d', tz: 'Europe/Oslo' });
    const last30 = { preset: 'last30Days' as const, range: customRange(new Date(), new Date()) };
    expect(periodQueryFor(last30, 'UTC')).toEqual({ timeRange: '30d', tz: 'UTC' });
  });

  it('other picks go as exact instants with the zone', () => {
    const range = customRange(new Date('2026-03-02T10:00:00'), new Date('2026-03-04T10:00:00'));
    expect(periodQueryFor({ preset: 'custom', range }, 'UTC')).toEqual({
      startDate: range.from.toISOString(),
      endDate: range.to.toISOString(),
      tz: 'UTC',
    });
  });
});
