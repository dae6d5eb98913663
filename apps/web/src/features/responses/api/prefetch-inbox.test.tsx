import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSelectedBrandId } from '@/lib/storage';
import {
  allSettled as settled,
  answerAll,
  BRAND_ID,
  INBOX_FIRST_CALLS,
  paths,
  renderInboxHooks,
} from '@/testing/inbox-answers';
import { inboxKeys, invalidateInbox } from './comments';
import { INITIAL_INBOX_FILTERS, prefetchInbox } from './prefetch-inbox';

const listCallsIn = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/comments?')).length;

afterEach(() => setSelectedBrandId(null));

describe('prefetchInbox', () => {
  it('asks for the first render’s calls, which the page’s hooks then share even once answered', async () => {
    setSelectedBrandId(BRAND_ID);
    const { calls } = answerAll();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchInbox(client);
    const asked = INBOX_FIRST_CALLS;
    await waitFor(() => expect(paths(calls)).toEqual(asked));
    await waitFor(() => expect(client.isFetching()).toBe(0));

    const { result, unmount } = renderInboxHooks(client);
    await waitFor(() => expect(settled(result.current)).toBe(true));
    expect(paths(calls)).toEqual(asked);
    unmount();
  });

  it('makes the list stale at once again after any later answer, so a refresh and a new visit ask again', async () => {
    setSelectedBrandId(BRAND_ID);
    const { calls } = answerAll();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchInbox(client);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const first = renderInboxHooks(client);
    await act(() => invalidateInbox(client, BRAND_ID));
    const listCalls = () => listCallsIn(calls);
    expect(listCalls()).toBe(2);
    first.unmount();

    const second = renderInboxHooks(client);
    await waitFor(() => expect(listCalls()).toBe(3));
    expect(client.getQueryState(inboxKeys.list(BRAND_ID, INITIAL_INBOX_FILTERS))?.dataUpdateCount).toBe(3);
    second.unmount();
  });

  it('asked again ahead of a later visit (the sidebar link), its answer serves that visit’s mount too', async () => {
    setSelectedBrandId(BRAND_ID);
    const { calls } = answerAll();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = renderInboxHooks(client);
    await waitFor(() => expect(settled(first.result.current)).toBe(true));
    await act(() => invalidateInbox(client, BRAND_ID));
    first.unmount();
    expect(listCallsIn(calls)).toBe(2);

    prefetchInbox(client);
    await waitFor(() => expect(listCallsIn(calls)).toBe(3));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const second = renderInboxHooks(client);
    await waitFor(() => expect(settled(second.result.current)).toBe(true));
    expect(listCallsIn(calls)).toBe(3);
    second.unmount();
  });

  it('keeps no freshness for a call asked ahead that failed: the answer of the page’s own call is stale', async () => {
    setSelectedBrandId(BRAND_ID);
    let failing = true;
    const { calls } = answerAll({ listFails: () => failing });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchInbox(client);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    failing = false;
    const first = renderInboxHooks(client);
    await waitFor(() => expect(listCallsIn(calls)).toBe(2));
    await waitFor(() => expect(settled(first.result.current)).toBe(true));
    first.unmount();
    const second = renderInboxHooks(client);
    await waitFor(() => expect(listCallsIn(calls)).toBe(3));
    second.unmount();
  });

  it('without a selected brand asks for the prices only', async () => {
    const { calls } = answerAll();
    prefetchInbox(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await waitFor(() => expect(paths(calls)).toEqual(['/api/credits/settings']));
  });
});
