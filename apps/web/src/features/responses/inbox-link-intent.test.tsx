import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSelectedBrandId } from '@/lib/storage';
import { allSettled, answerAll, BRAND_ID, INBOX_FIRST_CALLS, paths, renderInboxHooks } from '@/testing/inbox-answers';
import { followWaysIntoInbox, onInboxLinkIntent } from './inbox-link-intent';

// The page's chunk is not what these tests count: its import stays a promise that never settles.
vi.mock('./pages/responses-page', () => new Promise(() => undefined));

const routes = ['/dashboard', '/settings', '/responses'].map((path) => ({ path, element: null }));

/** The app's router at `entries` (the last one current), followed as the shell follows it, with a fresh cache. */
function start(entries: string[]) {
  setSelectedBrandId(BRAND_ID);
  const answers = answerAll();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const stop = followWaysIntoInbox(router, client);
  return { ...answers, client, router, stop };
}

/** Each path asked, with how many times. */
const counted = (calls: { url: string }[]) =>
  Object.fromEntries(INBOX_FIRST_CALLS.map((path) => [path, paths(calls).filter((asked) => asked === path).length]));
const ONCE_EACH = Object.fromEntries(INBOX_FIRST_CALLS.map((path) => [path, 1]));

afterEach(() => setSelectedBrandId(null));

describe('followWaysIntoInbox', () => {
  it.each([
    ['a notification of the bell or a result of the search box', '/responses?highlight=c-1'],
    ['the search box’s Enter', '/responses?search=late%20delivery'],
  ])('%s asks the inbox’s first calls as the address changes, once, and the page then asks nothing', async (_, to) => {
    const { calls, client, router, stop } = start(['/dashboard']);
    await router.navigate(to);
    await waitFor(() => expect(counted(calls)).toEqual(ONCE_EACH));
    const page = renderInboxHooks(client);
    await waitFor(() => expect(allSettled(page.result.current)).toBe(true));
    expect(counted(calls)).toEqual(ONCE_EACH);
    page.unmount();
    stop();
  });

  it('back and forward into the inbox ask ahead too', async () => {
    const { calls, router, stop } = start(['/responses', '/dashboard']);
    await router.navigate(-1);
    await waitFor(() => expect(counted(calls)).toEqual(ONCE_EACH));
    stop();
  });

  it('after the sidebar’s press, its navigation sends no call twice (in flight, or answered)', async () => {
    const inFlight = start(['/dashboard']);
    onInboxLinkIntent(inFlight.client);
    await inFlight.router.navigate('/responses');
    await waitFor(() => expect(inFlight.client.isFetching()).toBe(0));
    expect(counted(inFlight.calls)).toEqual(ONCE_EACH);
    inFlight.stop();

    const answered = start(['/dashboard']);
    onInboxLinkIntent(answered.client);
    await waitFor(() => expect(answered.client.isFetching()).toBe(0));
    await answered.router.navigate('/responses');
    await waitFor(() => expect(answered.client.isFetching()).toBe(0));
    expect(counted(answered.calls)).toEqual(ONCE_EACH);
    answered.stop();
  });

  it('an address inside the inbox, or elsewhere, asks nothing', async () => {
    const { calls, router, stop } = start(['/responses']);
    await router.navigate('/responses?highlight=c-2');
    await router.navigate('/settings');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    stop();
  });
});
