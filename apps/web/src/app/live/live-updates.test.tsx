import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveUpdates } from './live-updates';

const idle = vi.hoisted(() => ({ callbacks: [] as Array<() => void>, cancelled: 0 }));
const openLiveStream = vi.hoisted(() => vi.fn(() => () => undefined));

vi.mock('@/lib/when-idle', () => ({
  whenIdle: (callback: () => void) => {
    idle.callbacks.push(callback);
    return () => {
      idle.cancelled += 1;
    };
  },
}));
vi.mock('@/lib/live/live-stream', () => ({ openLiveStream }));

function renderLiveUpdates() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <LiveUpdates brandId="brand-1" />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  idle.callbacks = [];
  idle.cancelled = 0;
  openLiveStream.mockClear();
});

describe('LiveUpdates', () => {
  it('imports and opens the stream in an idle callback, not in the effects of the commit that mounts it', async () => {
    await act(async () => {
      renderLiveUpdates();
    });
    expect(openLiveStream).not.toHaveBeenCalled();
    expect(idle.callbacks).toHaveLength(1);

    await act(async () => {
      idle.callbacks[0]?.();
    });
    await vi.waitFor(() => expect(openLiveStream).toHaveBeenCalledTimes(1));
  });

  it('opens nothing when it unmounts before the idle callback', async () => {
    const { unmount } = renderLiveUpdates();
    unmount();
    expect(idle.cancelled).toBeGreaterThan(0);
    // Even a callback that already ran opens nothing for an unmounted shell.
    await act(async () => {
      for (const callback of idle.callbacks) callback();
    });
    expect(openLiveStream).not.toHaveBeenCalled();
  });
});
