import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { MAX_VISIBLE_TOASTS, Toaster, TOASTER_Z_INDEX } from './toaster';

describe('toaster', () => {
  it('closes a success toast after 5 s and an error after 10 s; a critical one stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = render(<Toaster />);
    act(() => {
      toast.success('Saved it');
      toast.error('It broke');
      toast.critical('No credits left');
    });
    expect(await screen.findByText('Saved it')).toBeInTheDocument();
    expect(screen.getByText('It broke')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000 + 1000));
    expect(screen.queryByText('Saved it')).not.toBeInTheDocument();
    expect(screen.getByText('It broke')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByText('It broke')).not.toBeInTheDocument();
    expect(screen.getByText('No credits left')).toBeInTheDocument();
    expect(TOASTER_Z_INDEX).toBeGreaterThan(1_000_000);
    expect(container.ownerDocument.querySelector('[data-sonner-toaster]')).toBeInTheDocument();
    act(() => toast.dismiss());
    vi.useRealTimers();
  });

  it('shows at most three at once, below the top bar', async () => {
    const { container } = render(<Toaster />);
    act(() => {
      for (let index = 1; index <= 6; index += 1) toast.critical(`Failure ${index}`);
    });
    expect(await screen.findByText('Failure 6')).toBeInTheDocument();
    const shown = container.ownerDocument.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(shown.length).toBe(MAX_VISIBLE_TOASTS);
    const toaster = container.ownerDocument.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster?.style.getPropertyValue('--offset-top')).toBe('64px');
    act(() => toast.dismiss());
  });
});
