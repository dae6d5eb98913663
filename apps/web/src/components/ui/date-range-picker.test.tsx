import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEFAULT_PREFERENCES } from '@bizamply/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setActiveDatePreferences } from '@/lib/date-preferences';
import { formatInZone } from '@/lib/date-ranges';
import { DateRangePicker, defaultDateRangeValue, type DateRangeValue } from './date-range-picker';

function Harness({ onChange }: { onChange: (value: DateRangeValue) => void }) {
  const [value, setValue] = useState(defaultDateRangeValue);
  return (
    <DateRangePicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('date range picker', () => {
  it('starts on Last 7 days and applies a preset at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Last 7 days/ });
    await user.click(trigger);
    const presets = screen.getByRole('group', { name: 'Date range presets' });
    expect(presets.textContent).toBe('TodayYesterdayLast 7 daysLast 30 daysLast 90 daysThis monthLast month');
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ preset: 'last30Days' }));
    expect(screen.getByRole('button', { name: /Last 30 days/ })).toBeInTheDocument();
    const { range } = onChange.mock.calls[0]?.[0] as DateRangeValue;
    expect([range.to.getHours(), range.to.getMinutes(), range.to.getSeconds()]).toEqual([23, 59, 59]);
  });

  afterEach(() => setActiveDatePreferences(DEFAULT_PREFERENCES));

  it('loads its calendar when opened: two months, days after today not choosable', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    expect(screen.queryByRole('grid')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Last 7 days/ }));
    expect(await screen.findAllByRole('grid')).toHaveLength(2);
    const today = new Date();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    if (tomorrow.getMonth() === today.getMonth()) {
      const label = new RegExp(`${formatInZone(tomorrow, 'MMMM do')}`);
      expect(screen.getAllByRole('button', { name: label })[0]).toBeDisabled();
    }
  });

  it('shows one month on a phone-width screen, so the popover fits it', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    try {
      const user = userEvent.setup();
      render(<Harness onChange={vi.fn()} />);
      await user.click(screen.getByRole('button', { name: /Last 7 days/ }));
      expect(await screen.findAllByRole('grid')).toHaveLength(1);
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    }
  });

  it("takes Today and the calendar's days from the user's time zone, not the browser's", async () => {
    setActiveDatePreferences({ ...DEFAULT_PREFERENCES, timezone: 'Pacific/Auckland' }); // UTC+12/+13: not the test's
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Last 7 days/ }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    const { range } = onChange.mock.calls[0]?.[0] as DateRangeValue;
    // Midnight in Auckland is 11:00 or 12:00 UTC of the day before; the range is that one whole day there.
    expect(range.from.toISOString()).toMatch(/T1[12]:00:00\.000Z$/);
    const inAuckland = (date: Date) => formatInZone(date, 'yyyy-MM-dd HH:mm:ss', 'Pacific/Auckland');
    expect(inAuckland(range.to)).toBe(`${inAuckland(range.from).slice(0, 10)} 23:59:59`);
    const aucklandToday = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Pacific/Auckland',
      month: 'short',
      day: 'numeric',
    }).format(new Date());
    await user.click(screen.getByRole('button', { name: /Today/ }));
    expect(screen.getByText(new RegExp(`^${aucklandToday} – ${aucklandToday}, \\d{4}$`))).toBeInTheDocument();
  });
});
