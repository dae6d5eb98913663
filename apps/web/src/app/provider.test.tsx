import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';

const idle = vi.hoisted(() => ({ afterLoad: [] as Array<() => void>, callbacks: [] as Array<() => void> }));

vi.mock('@/lib/when-idle', () => ({
  afterLoadWhenIdle: (callback: () => void) => {
    idle.afterLoad.push(callback);
    return () => undefined;
  },
  whenIdle: (callback: () => void) => {
    idle.callbacks.push(callback);
    return () => undefined;
  },
}));
vi.mock('@/components/ui/toaster', () => ({ Toaster: () => <div data-testid="toaster" /> }));
vi.mock('@/features/auth/components/session-provider', () => ({
  SessionProvider: ({ children }: { children: ReactNode }) => children,
}));

describe('AppProvider', () => {
  it('mounts the toaster in an idle callback of its own once its chunk is in, after the page has loaded', async () => {
    render(
      <AppProvider queryClient={new QueryClient()}>
        <p>page</p>
      </AppProvider>,
    );
    expect(idle.afterLoad).toHaveLength(1);
    await act(async () => idle.afterLoad[0]?.());
    await vi.waitFor(() => expect(idle.callbacks).toHaveLength(1));
    // The chunk is in, but its first render waits for an idle moment: it joins no commit pending then.
    expect(screen.queryByTestId('toaster')).toBeNull();

    await act(async () => idle.callbacks[0]?.());
    expect(screen.getByTestId('toaster')).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
