import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { Toaster, TOASTER_Z_INDEX } from './toaster';

describe('toaster', () => {
  it('closes a success toast after 5 s and keeps an error toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = render(<Toaster />);
    act(() => {
      toast.success('Saved it');
      toast.error('It broke');
    });
    expect(await screen.findByText('Saved it')).toBeInTheDocument();
    expect(screen.getByText('It broke')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000 + 1000));
    expect(screen.queryByText('Saved it')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('It broke')).toBeInTheDocument();
    expect(TOASTER_Z_INDEX).toBeGreaterThan(1_000_000);
    expect(container.ownerDocument.querySelector('[data-sonner-toaster]')).toBeInTheDocument();
    act(() => toast.dismiss());
  });
});
