import { describe, expect, it } from 'vitest';
import { CREDIT_SETTINGS_DEFAULTS, INSTAGRAM_TRUNCATION, truncateText } from '@bizamply/contracts';
import { bulkSummary, runBulk } from './bulk-runner';
import { bulkCost, shortfallMessage, unitPrice } from './costs';
import { selectRange } from './selection';

describe('bulk costs (spec 2 §9)', () => {
  it('prices generate 2, send 1 and both 4 with the default settings', () => {
    expect(unitPrice('generate', CREDIT_SETTINGS_DEFAULTS)).toBe(2);
    expect(unitPrice('platform', CREDIT_SETTINGS_DEFAULTS)).toBe(1);
    expect(unitPrice('both', CREDIT_SETTINGS_DEFAULTS)).toBe(4);
    expect(bulkCost('generate', 3, CREDIT_SETTINGS_DEFAULTS)).toBe(6);
    expect(bulkCost('both', 2, { generateCredits: 3, sendCredits: 2, whatsappExtraCredits: 0 })).toBe(8);
  });

  it('blocks with a message only when the balance is short', () => {
    expect(shortfallMessage(6, 6)).toBeNull();
    expect(shortfallMessage(6, undefined)).toBeNull();
    expect(shortfallMessage(6, 4)).toBe('Insufficient credits: 6 needed, 4 available');
  });
});

describe('runBulk (spec 2 §4)', () => {
  it('runs one at a time with a pause between items, skipping running ones and surviving failures', async () => {
    const events: string[] = [];
    const progress: string[] = [];
    const result = await runBulk(
      ['a', 'b', 'c', 'd'],
      async (item) => {
        events.push(`start ${item}`);
        if (item === 'c') throw new Error('boom');
        events.push(`end ${item}`);
      },
      {
        isRunning: (item) => item === 'b',
        sleep: async (ms) => {
          events.push(`pause ${ms}`);
        },
        onProgress: (p) => progress.push(`${p.current}/${p.total}`),
      },
    );
    expect(events).toEqual(['start a', 'end a', 'pause 200', 'start c', 'pause 200', 'start d', 'end d']);
    expect(result).toEqual({ current: 4, total: 4, succeeded: 2, failed: 1, skipped: 1 });
    expect(progress[0]).toBe('1/4');
    expect(bulkSummary('Generated', result)).toBe(
      'Generated 2 of 4 responses. 1 failed. 1 skipped (already in progress).',
    );
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    await runBulk(
      [1, 2, 3],
      async (item) => {
        seen.push(item);
        controller.abort();
      },
      { signal: controller.signal, sleep: async () => {} },
    );
    expect(seen).toEqual([1]);
  });
});

describe('selectRange (shift-click)', () => {
  const order = ['a', 'b', 'c', 'd', 'e'];
  it('selects and clears the span between the anchor and the target, in either direction', () => {
    expect([...selectRange(order, new Set(), 'b', 'd', true)]).toEqual(['b', 'c', 'd']);
    expect([...selectRange(order, new Set(order), 'd', 'b', false)]).toEqual(['a', 'e']);
    expect([...selectRange(order, new Set(), null, 'c', true)]).toEqual(['c']);
  });
});

describe('Instagram truncation (spec 2: 100 / 80 / 100)', () => {
  it('keeps the first characters and marks the cut', () => {
    expect(truncateText('x'.repeat(100), INSTAGRAM_TRUNCATION.productTitle)).toHaveLength(100);
    expect(truncateText('x'.repeat(120), INSTAGRAM_TRUNCATION.productTitle)).toBe(`${'x'.repeat(100)}…`);
    expect(truncateText('y'.repeat(90), INSTAGRAM_TRUNCATION.productDetails)).toBe(`${'y'.repeat(80)}…`);
    expect(truncateText(null, INSTAGRAM_TRUNCATION.postPreview)).toBe('');
  });
});

describe('timeAgo (spec 2 §9)', async () => {
  const { timeAgo } = await import('./relative-time');
  const now = new Date('2026-03-18T12:00:00Z');
  it('counts up from Just now to weeks, then shows a date', () => {
    expect(timeAgo('2026-03-18T11:59:30Z', now)).toBe('Just now');
    expect(timeAgo('2026-03-18T11:55:00Z', now)).toBe('5m ago');
    expect(timeAgo('2026-03-18T09:00:00Z', now)).toBe('3h ago');
    expect(timeAgo('2026-03-15T12:00:00Z', now)).toBe('3d ago');
    expect(timeAgo('2026-03-04T12:00:00Z', now)).toBe('2w ago');
    expect(timeAgo('2026-01-04T12:00:00Z', now)).toBe('01/04/2026'); // the user's date format (issue 19 item 9)
  });
});
