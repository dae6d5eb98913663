import { TOAST_DURATIONS_MS } from '@bizamply/contracts';
import { describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({
  success: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  error: vi.fn(),
  dismiss: vi.fn(),
}));
const sonnerModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('sonner', () => {
  sonnerModule.loads += 1;
  return { toast: sonner };
});

const { toast } = await import('./toast');
const { onFirstToast, toastRequested } = await import('@/lib/first-toast');

describe('toast helpers', () => {
  it('loads sonner with the first toast, not with the helpers, and signals the Toaster once', async () => {
    const heard = vi.fn();
    onFirstToast(heard);
    toast.dismiss();
    expect(sonnerModule.loads).toBe(0);
    expect(toastRequested()).toBe(false);
    toast.info('First');
    expect(toastRequested()).toBe(true);
    toast.info('Second');
    expect(heard).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(sonner.info).toHaveBeenCalledTimes(2));
    expect(sonnerModule.loads).toBe(1);
    expect(sonner.info.mock.calls.map(([message]) => message)).toEqual(['First', 'Second']);
  });

  it('uses the spec durations: success 5 s, info 5 s, warning 8 s; error 10 s and critical persistent (issue 19)', async () => {
    toast.success('Saved');
    toast.info('FYI');
    toast.warning('Careful');
    toast.error('Broken');
    toast.critical('Out of credits');
    await vi.waitFor(() => expect(sonner.error).toHaveBeenCalledTimes(2));
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

  it('gives error toasts a close button, and callers cannot shorten a duration', async () => {
    toast.critical('Broken', { description: 'details' });
    await vi.waitFor(() => expect(sonner.error).toHaveBeenLastCalledWith('Broken', expect.anything()));
    expect(sonner.error).toHaveBeenLastCalledWith(
      'Broken',
      expect.objectContaining({ closeButton: true, description: 'details', duration: Infinity }),
    );
    toast.success('Saved', { duration: 1 } as never);
    await vi.waitFor(() => expect(sonner.success).toHaveBeenLastCalledWith('Saved', expect.anything()));
    expect(sonner.success).toHaveBeenLastCalledWith('Saved', expect.objectContaining({ duration: 5000 }));
  });
});
