import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
});
