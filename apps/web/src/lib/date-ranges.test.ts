import { DATE_RANGE_PRESET_LABELS } from '@bizamply/contracts';
import { describe, expect, it } from 'vitest';
import {
  customRange,
  DATE_RANGE_PRESET_IDS,
  DEFAULT_DATE_RANGE_PRESET,
  formatInZone,
  presetRange,
} from './date-ranges';

const now = new Date(2026, 2, 18, 15, 30); // 18 March 2026, 15:30 local time

function days(from: Date, to: Date) {
  return [from.toDateString(), to.toDateString()];
}

describe('date range presets', () => {
  it('lists the seven spec presets in order, defaulting to Last 7 days', () => {
    expect(DATE_RANGE_PRESET_IDS.map((id) => DATE_RANGE_PRESET_LABELS[id])).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'This month',
      'Last month',
    ]);
    expect(DATE_RANGE_PRESET_LABELS[DEFAULT_DATE_RANGE_PRESET]).toBe('Last 7 days');
  });

  it('computes whole-day ranges ending today (or at the end of last month)', () => {
    const check = (id: (typeof DATE_RANGE_PRESET_IDS)[number]) => {
      const { from, to } = presetRange(id, now);
      return days(from, to);
    };
    expect(check('today')).toEqual(days(new Date(2026, 2, 18), new Date(2026, 2, 18)));
    expect(check('yesterday')).toEqual(days(new Date(2026, 2, 17), new Date(2026, 2, 17)));
    expect(check('last7Days')).toEqual(days(new Date(2026, 2, 12), new Date(2026, 2, 18)));
    expect(check('last30Days')).toEqual(days(new Date(2026, 1, 17), new Date(2026, 2, 18)));
    expect(check('last90Days')).toEqual(days(new Date(2025, 11, 19), new Date(2026, 2, 18)));
    expect(check('thisMonth')).toEqual(days(new Date(2026, 2, 1), new Date(2026, 2, 18)));
    expect(check('lastMonth')).toEqual(days(new Date(2026, 1, 1), new Date(2026, 1, 28)));
    const { from, to } = presetRange('last7Days', now);
    expect([from.getHours(), from.getMinutes()]).toEqual([0, 0]);
    expect([to.getHours(), to.getMinutes(), to.getSeconds()]).toEqual([23, 59, 59]);
  });

  it('ends a custom range at 23:59:59 of its last day, whatever order the days were picked in', () => {
    const { from, to } = customRange(new Date(2026, 2, 10, 12), new Date(2026, 2, 3, 9));
    expect(from).toEqual(new Date(2026, 2, 3, 0, 0, 0, 0));
    expect([to.getDate(), to.getHours(), to.getMinutes(), to.getSeconds()]).toEqual([10, 23, 59, 59]);
  });
});

describe('date ranges in the user time zone (Settings › General), not the browser one', () => {
  // 18 March 2026 at 03:30 UTC: still the 17th in Los Angeles, already the 18th in Auckland.
  const instant = new Date(Date.UTC(2026, 2, 18, 3, 30));

  it('starts "Today" at the user zone midnight, wherever the browser is', () => {
    expect(presetRange('today', instant, 'America/Los_Angeles').from.toISOString()).toBe('2026-03-17T07:00:00.000Z');
    expect(presetRange('today', instant, 'America/Los_Angeles').to.toISOString()).toBe('2026-03-18T06:59:59.999Z');
    expect(presetRange('today', instant, 'Pacific/Auckland').from.toISOString()).toBe('2026-03-17T11:00:00.000Z');
  });

  it('counts last month and yesterday in the user zone, across a daylight-saving change', () => {
    // Los Angeles moved to summer time on 8 March 2026: February's days are 8 hours behind UTC, March's 7.
    const lastMonth = presetRange('lastMonth', instant, 'America/Los_Angeles');
    expect(lastMonth.from.toISOString()).toBe('2026-02-01T08:00:00.000Z');
    expect(lastMonth.to.toISOString()).toBe('2026-03-01T07:59:59.999Z');
    expect(presetRange('last7Days', instant, 'America/Los_Angeles').from.toISOString()).toBe(
      '2026-03-11T07:00:00.000Z',
    );
  });

  it('makes a calendar pick whole days of the user zone', () => {
    const picked = customRange(new Date(Date.UTC(2026, 2, 3, 12)), new Date(Date.UTC(2026, 2, 5, 12)), 'Asia/Tokyo');
    expect(picked.from.toISOString()).toBe('2026-03-02T15:00:00.000Z');
    expect(picked.to.toISOString()).toBe('2026-03-05T14:59:59.999Z');
    expect(formatInZone(picked.to, 'MMM d, yyyy', 'Asia/Tokyo')).toBe('Mar 5, 2026');
  });
});
