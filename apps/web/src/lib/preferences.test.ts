import { describe, expect, it, vi } from 'vitest';
import { BROWSER_TIMEZONE, DEFAULT_PREFERENCES } from '@bizamply/contracts';
import { activeDateFormatter, createDateFormatter, setActiveDatePreferences, userTimeZone } from './date-preferences';
import { formatDate, formatDateTime, formatTime } from './format';

describe('createDateFormatter', () => {
  const instant = '2026-04-21T22:30:00Z';

  it.each([
    ['MM/DD/YYYY', '04/21/2026'],
    ['DD/MM/YYYY', '21/04/2026'],
    ['YYYY-MM-DD', '2026-04-21'],
    ['MMM DD, YYYY', 'Apr 21, 2026'],
    ['DD MMM YYYY', '21 Apr 2026'],
  ] as const)('formats %s in the chosen time zone', (dateFormat, expected) => {
    const formatter = createDateFormatter({ language: 'en', timezone: 'America/Los_Angeles', dateFormat });
    expect(formatter.formatDate(instant)).toBe(expected);
  });

  it('moves to the next day east of Greenwich and names months in the chosen language', () => {
    const tokyo = createDateFormatter({ language: 'fr', timezone: 'Asia/Tokyo', dateFormat: 'DD MMM YYYY' });
    expect(tokyo.formatDate(instant)).toBe('22 avr. 2026');
    expect(tokyo.formatDateTime(instant)).toMatch(/^22 avr\. 2026, 0?7:30$/);
    expect(tokyo.formatDate('not a date')).toBe('');
  });
});

describe('one formatter for every screen (issue 19 item 9)', () => {
  const instant = '2026-04-21T22:30:00Z';

  it('the default time zone is the browser’s', () => {
    const formatter = createDateFormatter(DEFAULT_PREFERENCES);
    expect(formatter.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(DEFAULT_PREFERENCES.timezone).toBe(BROWSER_TIMEZONE);
  });

  it('the browser’s zone is asked of Intl once per page, however many formatters are made', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('./date-preferences');
      const zones = [fresh.browserTimeZone(), fresh.createDateFormatter(DEFAULT_PREFERENCES).timeZone];
      fresh.setActiveDatePreferences(DEFAULT_PREFERENCES);
      zones.push(fresh.userTimeZone());
      expect(new Set(zones)).toEqual(new Set([Intl.DateTimeFormat().resolvedOptions().timeZone]));
      // The formatters themselves are made on first use: only the zone's reading has built one so far (+ the line above).
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });

  it('the same choices installed again keep their formatter; other choices get a new one', () => {
    const tokyo = { language: 'en', timezone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD' } as const;
    setActiveDatePreferences(tokyo);
    const first = activeDateFormatter();
    setActiveDatePreferences({ ...tokyo });
    expect(activeDateFormatter()).toBe(first);
    setActiveDatePreferences({ ...tokyo, dateFormat: 'DD/MM/YYYY' });
    expect(activeDateFormatter()).not.toBe(first);
    expect(activeDateFormatter().formatDate('2026-04-21T22:30:00Z')).toBe('22/04/2026');
    setActiveDatePreferences(DEFAULT_PREFERENCES);
  });

  it('formatDate, formatDateTime and formatTime from lib/format follow the installed preferences', () => {
    setActiveDatePreferences({ language: 'en', timezone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD' });
    expect(formatDate(instant)).toBe('2026-04-22');
    expect(formatDateTime(instant)).toBe('2026-04-22, 7:30 AM');
    expect(formatTime(instant)).toBe('7:30 AM');
    expect(userTimeZone()).toBe('Asia/Tokyo');
    setActiveDatePreferences({ language: 'en', timezone: 'America/Los_Angeles', dateFormat: 'DD/MM/YYYY' });
    expect(formatDateTime(instant)).toBe('21/04/2026, 3:30 PM');
    setActiveDatePreferences(DEFAULT_PREFERENCES);
  });
});
