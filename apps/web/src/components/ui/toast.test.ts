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
  it('uses the spec durations: success 5 s, info 5 s, warning 8 s, error persistent', () => {
    toast.success('Saved');
    toast.info('FYI');
    toast.warning('Careful');
    toast.error('Broken');
    expect(sonner.success).toHaveBeenCalledWith('Saved', expect.objectContaining({ duration: 5000 }));
    expect(sonner.info).toHaveBeenCalledWith('FYI', expect.objectContaining({ duration: 5000 }));
    expect(sonner.warning).toHaveBeenCalledWith('Careful', expect.objectContaining({ duration: 8000 }));
    expect(sonner.error).toHaveBeenCalledWith('Broken', expect.objectContaining({ duration: Infinity }));
    expect(TOAST_DURATIONS_MS).toMatchObject({ success: 5000, info: 5000, warning: 8000, error: Infinity });
  });

  it('gives a persistent error toast a close button, and callers cannot shorten a duration', () => {
    toast.error('Broken', { description: 'details' });
    expect(sonner.error).toHaveBeenLastCalledWith(
      'Broken',
      expect.objectContaining({ closeButton: true, description: 'details', duration: Infinity }),
    );
    toast.success('Saved', { duration: 1 } as never);
    expect(sonner.success).toHaveBeenLastCalledWith('Saved', expect.objectContaining({ duration: 5000 }));
  });
});
