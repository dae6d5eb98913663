import { describe, expect, it } from 'vitest';
import { PRIVATE_REPLY_WINDOW_DAYS } from '@bizamply/contracts';
import { privateReplyWindowEnd } from './comment.dto.ts';

const byDate = (postedAt: string) =>
  new Date(Date.parse(postedAt) + PRIVATE_REPLY_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();

describe('privateReplyWindowEnd', () => {
  it('is the posting time plus the window, across month, leap-day and year ends, every hour of the day', () => {
    const start = Date.parse('1999-12-01T00:00:00.000Z');
    for (let step = 0; step < 20_000; step += 1) {
      // ~1 h 53 min apart over ~4 years (every month end, 2000's and 2000-2003's February), odd milliseconds.
      const postedAt = new Date(start + step * 6_791_237).toISOString();
      expect(privateReplyWindowEnd('instagram', postedAt)).toBe(byDate(postedAt));
    }
    for (const postedAt of ['2024-02-22T23:59:59.999Z', '2023-02-22T00:00:00.000Z', '2026-12-25T12:00:00.001Z']) {
      expect(privateReplyWindowEnd('facebook', postedAt)).toBe(byDate(postedAt));
    }
  });

  it('another form of time goes through a Date; other platforms have none', () => {
    expect(privateReplyWindowEnd('instagram', '+012026-01-02T03:04:05.678Z')).toBe(
      byDate('+012026-01-02T03:04:05.678Z'),
    );
    expect(privateReplyWindowEnd('google', '2026-01-02T03:04:05.678Z')).toBeNull();
  });
});
