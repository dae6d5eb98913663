import { describe, expect, it } from 'vitest';
import { periodQuerySchema } from '@bizamply/contracts';
import { granularityFor, lastDays, resolvePeriod } from './period.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('resolvePeriod', () => {
  it('24h is the last 24 hours; 7d/30d/90d are the last N calendar days in the user’s zone, today included', () => {
    const hours = resolvePeriod({ timeRange: '24h' }, NOW);
    expect(hours.current).toEqual({ from: new Date(NOW.getTime() - DAY), to: NOW });
    // UTC: 7d starts at 00:00 UTC six days before 2026-06-15.
    expect(resolvePeriod({ timeRange: '7d' }, NOW).current).toEqual({
      from: new Date('2026-06-09T00:00:00Z'),
      to: NOW,
    });
    // Los Angeles (UTC-7 in June): 12:00 UTC is 05:00 there on the 15th; 30d starts 2026-05-17 00:00 local.
    const la = resolvePeriod({ timeRange: '30d', tz: 'America/Los_Angeles' }, NOW);
    expect(la.current).toEqual({ from: new Date('2026-05-17T07:00:00Z'), to: NOW });
    expect(la.previous).toEqual({
      from: new Date(2 * (la.current.from?.getTime() ?? 0) - NOW.getTime()),
      to: la.current.from,
    });
    // Tokyo (UTC+9): 21:00 on the 15th; 90d starts 2026-03-18 00:00 local.
    const tokyo = resolvePeriod({ timeRange: '90d', tz: 'Asia/Tokyo' }, NOW);
    expect(tokyo.current.from).toEqual(new Date('2026-03-17T15:00:00Z'));
  });

  it('finds local midnight across a daylight-saving change', () => {
    // Berlin moved to summer time on 2026-03-29; 7d ending 2026-04-01 12:00Z starts 2026-03-26 00:00 CET (UTC+1).
    const berlin = resolvePeriod({ timeRange: '7d', tz: 'Europe/Berlin' }, new Date('2026-04-01T12:00:00Z'));
    expect(berlin.current.from).toEqual(new Date('2026-03-25T23:00:00Z'));
  });

  it('defaults to the last 7 days (spec 2 §9) and reads all as unbounded with nothing before it', () => {
    expect(resolvePeriod({}, NOW).timeRange).toBe('7d');
    expect(resolvePeriod({ timeRange: 'all' }, NOW)).toMatchObject({
      current: { from: null, to: NOW },
      previous: null,
    });
  });

  it('ends a custom range inclusively: a date-only end covers its day, a date-time end its millisecond', () => {
    const days = resolvePeriod({ startDate: '2026-06-01', endDate: '2026-06-07' }, NOW);
    expect(days.current).toEqual({ from: new Date('2026-06-01T00:00:00Z'), to: new Date('2026-06-08T00:00:00Z') });
    expect(days.previous).toEqual({ from: new Date('2026-05-25T00:00:00Z'), to: new Date('2026-06-01T00:00:00Z') });
    const times = resolvePeriod(
      { startDate: '2026-06-01T08:00:00+02:00', endDate: '2026-06-01T09:59:59.999+02:00' },
      NOW,
    );
    expect(times.current).toEqual({ from: new Date('2026-06-01T06:00:00Z'), to: new Date('2026-06-01T08:00:00Z') });
  });

  it('picks hour, day, week or month buckets by span', () => {
    expect(granularityFor(new Date(NOW.getTime() - 2 * DAY), NOW)).toBe('hour');
    expect(granularityFor(new Date(NOW.getTime() - 2 * DAY - 1), NOW)).toBe('day');
    expect(granularityFor(new Date(NOW.getTime() - 92 * DAY), NOW)).toBe('day');
    expect(granularityFor(new Date(NOW.getTime() - 93 * DAY), NOW)).toBe('week');
    expect(granularityFor(new Date(NOW.getTime() - 800 * DAY), NOW)).toBe('month');
    expect(lastDays({ from: null, to: NOW }, 7)).toEqual({ from: new Date('2026-06-09T00:00:00Z'), to: NOW });
    expect(lastDays({ from: null, to: NOW }, 7, 'Asia/Tokyo').from).toEqual(new Date('2026-06-08T15:00:00Z'));
  });
});

describe('periodQuerySchema', () => {
  const issues = (query: Record<string, string>) =>
    periodQuerySchema.safeParse(query).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('accepts presets, custom ranges up to 5 years and IANA time zones', () => {
    expect(issues({ timeRange: '90d', tz: 'Europe/Paris' })).toEqual([]);
    expect(issues({ startDate: '2021-06-15', endDate: '2026-06-14' })).toEqual([]);
    expect(issues({ startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-01T00:00:00Z' })).toEqual([]);
  });

  it('names the field of each mistake', () => {
    expect(issues({ timeRange: '365d' })).toEqual(['timeRange']);
    expect(issues({ startDate: '2026-06-01' })).toEqual(['endDate']);
    expect(issues({ startDate: '2026-06-02', endDate: '2026-06-01' })).toEqual(['endDate']);
    expect(issues({ startDate: '2019-01-01', endDate: '2026-01-01' })).toEqual(['endDate']);
    expect(issues({ startDate: '2026-13-01', endDate: '2026-12-01' })).toEqual(['startDate']);
    expect(issues({ startDate: '2026-06-01T10:00', endDate: '2026-06-02' })).toEqual(['startDate']);
    expect(issues({ timeRange: '7d', startDate: '2026-06-01', endDate: '2026-06-02' })).toEqual(['timeRange']);
    expect(issues({ tz: 'Not/AZone' })).toEqual(['tz']);
    expect(issues({ tz: '+05:00' })).toEqual(['tz']);
  });
});
