import { PAGINATION_MESSAGES } from '@bizamply/contracts';
import { describe, expect, it } from 'vitest';
import { showingText, pageWindow } from '@/components/ui/pagination';
import {
  fillTemplate,
  formatCredits,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatSignedPercent,
} from './format';

describe('format', () => {
  const now = new Date('2026-03-18T12:00:00Z');

  it('writes relative times', () => {
    expect(formatRelativeTime(new Date('2026-03-18T11:59:30Z'), now)).toBe('just now');
    expect(formatRelativeTime(new Date('2026-03-18T11:57:00Z'), now)).toBe('3 minutes ago');
    expect(formatRelativeTime(new Date('2026-03-18T09:00:00Z'), now)).toBe('3 hours ago');
    expect(formatRelativeTime(new Date('2026-03-17T12:00:00Z'), now)).toBe('yesterday');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });

  it("writes credit counts in the singular for one: 'Refund 1 credit' (issue 19 item 17)", () => {
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(0)).toBe('0 credits');
    expect(formatCredits(1200)).toBe('1,200 credits');
  });

  it('writes numbers and percentages', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(42.66)).toBe('42.7%');
    expect(formatSignedPercent(3.2)).toBe('+3.2%');
    expect(formatSignedPercent(-1)).toBe('-1%');
  });

  it("fills the pagination footer: 'Showing X to Y of Z results'", () => {
    expect(fillTemplate(PAGINATION_MESSAGES.showingResults, { from: 1, to: 10, total: 25 })).toBe(
      'Showing 1 to 10 of 25 results',
    );
    expect(showingText(3, 10, 25)).toBe('Showing 21 to 25 of 25 results');
    expect(showingText(1, 10, 0)).toBe('Showing 0 to 0 of 0 results');
  });

  it('shows up to five page buttons around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});
