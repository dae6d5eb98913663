import { describe, expect, it } from 'vitest';
import { clampToArrival } from './arrival-time.ts';

describe('clampToArrival', () => {
  const arrived = new Date('2026-03-01T12:00:00Z');

  it('keeps a time at or before arrival as it is', () => {
    const earlier = new Date('2026-03-01T09:30:00Z');
    expect(clampToArrival(earlier, arrived)).toEqual({ postedAt: earlier, metadata: {} });
    expect(clampToArrival(arrived, arrived)).toEqual({ postedAt: arrived, metadata: {} });
  });

  it('stores a future time as the arrival time and keeps the platform’s time aside', () => {
    const future = new Date('2026-03-01T19:00:00Z');
    expect(clampToArrival(future, arrived)).toEqual({
      postedAt: arrived,
      metadata: { platformPostedAt: '2026-03-01T19:00:00.000Z' },
    });
  });
});
