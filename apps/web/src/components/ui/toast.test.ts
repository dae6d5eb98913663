import { TOAST_DURATIONS_MS } from '@bizamply/contracts';
import { describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({
  success: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  error: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('sonner', () => ({ toast: sonner }));

const { toast } = await import('./toast');

describe('toast helpers', () => {
  it('uses the spec durations: success 5 s, info 5 s, warning 8 s; error 10 s and critical persistent (issue 19)', () => {
    toast.success('Saved');
    toast.info('FYI');
    toast.warning('Careful');
    toast.error('Broken');
    toast.critical('Out of credits');
    expect(sonner.success).toHaveBeenCalledWith('Saved', expect.objectContaining({ duration: 5000 }));
    expect(sonner.info).toHaveBeenCalledWith('FYI', expect.objectContaining({ duration: 5000 }));
    expect(sonner.warning).toHaveBeenCalledWith('Careful', expect.objectContaining({ duration: 8000 }));
    expect(sonner.error).toHaveBeenCalledWith('Broken', expect.objectContaining({ duration: 10_000 }));
    expect(sonner.error).toHaveBeenCalledWith('Out of credits', expect.objectContaining({ duration: Infinity }));
    expect(TOAST_DURATIONS_MS).toMatchObject({
      success: 5000,
      info: 5000,
      warning: 8000,
      error: 10_000,
      critical: Infinity,
    });
  });

  it('gives error toasts a close button, and callers cannot shorten a duration', () => {
    toast.critical('Broken', { description: 'details' });
    expect(sonner.error).toHaveBeenLastCalledWith(
      'Broken',
      expect.objectContaining({ closeButton: true, description: 'details', duration: Infinity }),
    );
    toast.success('Saved', { duration: 1 } as never);
    expect(sonner.success).toHaveBeenLastCalledWith('Saved', expect.objectContaining({ duration: 5000 }));
  });
});
