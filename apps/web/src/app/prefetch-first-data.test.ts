import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@bizamply/contracts';
import { INBOX_PATH } from '@/features/responses/inbox-path';
import * as Pages from './lazy-pages';
import { prefetchFirstData } from './prefetch-first-data';
import { routes } from './router';

const prefetchInbox = vi.hoisted(() => vi.fn());
vi.mock('@/features/responses/pages/responses-page', () => ({ prefetchInbox }));
vi.mock('@/lib/preferences', () => ({ getPreferencesQueryOptions: () => ({ queryKey: ['p'], queryFn: () => 1 }) }));
vi.mock('./layout/api/onboard-data', () => ({
  onboardDataQueryOptions: () => ({ queryKey: ['b'], queryFn: () => 1 }),
}));

async function openedAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  prefetchFirstData(new QueryClient());
  await vi.dynamicImportSettled();
}

describe("the start's prefetch of the inbox's first data", () => {
  afterEach(() => {
    prefetchInbox.mockClear();
    window.localStorage.clear();
  });

  it('runs at the address the router serves the inbox page at, and only there', async () => {
    const leaf = matchRoutes(routes, INBOX_PATH)?.at(-1)?.route;
    expect((leaf?.element as { type?: unknown } | undefined)?.type).toBe(Pages.ResponsesPage);
    await openedAt(INBOX_PATH);
    await vi.waitFor(() => expect(prefetchInbox).toHaveBeenCalledTimes(1));
    await openedAt('/dashboard');
    expect(prefetchInbox).toHaveBeenCalledTimes(1);
  });
});
