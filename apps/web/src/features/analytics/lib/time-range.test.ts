import { describe, expect, it } from 'vitest';
import { customRange, presetRange } from '@/lib/date-ranges';
import { PRESET_FOR_RANGE, rangeForSpan, spanDays } from './time-range';

const now = new Date(2026, 2, 18, 15, 30);
const day = (date: number, month = 2) => new Date(2026, month, date, 12);

describe('date picker → time range (spec 2 Product Analytics)', () => {
  it('maps one day or less to 24h', () => {
    expect(rangeForSpan(presetRange('today', now))).toBe('24h');
    expect(rangeForSpan(presetRange('yesterday', now))).toBe('24h');
    expect(rangeForSpan(customRange(day(5), day(5)))).toBe('24h');
  });

  it('maps up to 7 days to 7d, up to 30 to 30d, up to 90 to 90d', () => {
    expect(rangeForSpan(customRange(day(5), day(6)))).toBe('7d');
    expect(rangeForSpan(presetRange('last7Days', now))).toBe('7d');
    expect(rangeForSpan(customRange(day(1), day(8)))).toBe('30d');
    expect(rangeForSpan(presetRange('last30Days', now))).toBe('30d');
    expect(rangeForSpan(presetRange('thisMonth', now))).toBe('30d');
    expect(rangeForSpan(customRange(day(1), day(31)))).toBe('90d');
    expect(rangeForSpan(presetRange('last90Days', now))).toBe('90d');
  });

  it('maps anything longer than 90 days to all', () => {
    expect(rangeForSpan(customRange(new Date(2025, 11, 1), day(18)))).toBe('all');
  });

  it('counts whole days, a picked day being one', () => {
    expect(spanDays(customRange(day(5), day(5)))).toBe(1);
    expect(spanDays(customRange(day(1), day(7)))).toBe(7);
  });

  it('gives each button a picker preset that maps back to it', () => {
    for (const [range, preset] of Object.entries(PRESET_FOR_RANGE)) {
      expect(rangeForSpan(presetRange(preset, now))).toBe(range);
    }
  });
});
