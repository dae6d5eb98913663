import { CREDIT_SETTINGS_DEFAULTS } from '@bizamply/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectionBar } from './selection-bar';

const props = (overrides: Partial<Parameters<typeof SelectionBar>[0]> = {}) => ({
  tab: 'pending' as const,
  count: 3,
  prices: CREDIT_SETTINGS_DEFAULTS,
  available: 100,
  running: null,
  onClear: vi.fn(),
  onRun: vi.fn(),
  onStop: vi.fn(),
  ...overrides,
});

describe('SelectionBar', () => {
  it('shows the count and the total cost of generating, and runs it', async () => {
    const onRun = vi.fn();
    render(<SelectionBar {...props({ onRun })} />);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Responses · 6 credits' }));
    expect(onRun).toHaveBeenCalledWith('generate');
  });

  it('prices both send channels per item on the Draft tab and blocks what the balance cannot cover', () => {
    render(<SelectionBar {...props({ tab: 'draft', count: 2, available: 5 })} />);
    expect(screen.getByRole('button', { name: /Send via Platform \(1 credit each\) · 2 credits/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Send via Both \(4 credits each\) · 8 credits/ })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient credits: 8 needed, 5 available');
  });

  it('shows progress while a bulk run is going', () => {
    render(
      <SelectionBar
        {...props({
          count: 12,
          running: { action: 'generate', progress: { current: 3, total: 12, succeeded: 2, failed: 0, skipped: 0 } },
        })}
      />,
    );
    expect(screen.getByText('Generating 3 of 12…')).toBeInTheDocument();
  });
});
