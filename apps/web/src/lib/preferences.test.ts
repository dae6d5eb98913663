import { describe, expect, it } from 'vitest';
import { createDateFormatter } from './preferences';

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
