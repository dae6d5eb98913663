import { CREDIT_SETTINGS_DEFAULTS } from '@bizamply/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSelectedBrandId } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { inboxKeys, invalidateInbox, useCommentStats, useComments } from './comments';
import { useCreditPrices } from './credits';
import { INITIAL_INBOX_FILTERS, prefetchInbox } from './prefetch-inbox';
import { useReplyTarget } from './reply-target';

const BRAND_ID = '11111111-1111-4111-8111-111111111111';
const counts = { pending: 0, draft: 0, sent: 0, spam: 0, held: 0 };
const pagination = { currentPage: 1, limit: 100, totalCount: 0, totalPages: 0, hasPrev: false, hasNext: false };

function answerAll() {
  return mockFetch({
    'GET /api/comments': () => jsonResponse({ success: true, data: { comments: [], pagination, counts } }),
    'GET /api/comments/stats': () =>
      jsonResponse({
        success: true,
        data: {
          totalReviews: 0,
          responseRate: 0,
          avgResponseTimeHours: null,
          avgResponseTime: 'N/A',
          avgRating: null,
          counts,
        },
      }),
    'GET /api/credits/settings': () =>
      jsonResponse({
        success: true,
        data: { ...CREDIT_SETTINGS_DEFAULTS, lastUpdated: null, updatedBy: 'System', version: 1 },
      }),
    'GET /api/automation/settings': () =>
      jsonResponse({
        success: true,
        data: { riskyWords: [], dailyCreditCap: 0, replyTargetHours: 24, spentToday: 0 },
      }),
  });
}

/** The page's own hooks, as its first render calls them. */
function renderInboxHooks(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => [
      useComments(BRAND_ID, INITIAL_INBOX_FILTERS, false),
      useCommentStats(BRAND_ID, INITIAL_INBOX_FILTERS.platform, false),
      useCreditPrices(),
      useReplyTarget(BRAND_ID),
    ],
    { wrapper },
  );
}

const settled = (queries: { isFetching: boolean }[]) => queries.every((query) => !query.isFetching);
const paths = (calls: { url: string }[]) => calls.map((call) => call.url.split('?')[0]).sort();

afterEach(() => setSelectedBrandId(null));

describe('prefetchInbox', () => {
  it('asks for the first render’s calls, which the page’s hooks then share even once answered', async () => {
    setSelectedBrandId(BRAND_ID);
    const { calls } = answerAll();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchInbox(client);
    const asked = ['/api/automation/settings', '/api/comments', '/api/comments/stats', '/api/credits/settings'];
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
    const listCalls = () => calls.filter((call) => call.url.startsWith('/api/comments?')).length;
    expect(listCalls()).toBe(2);
    first.unmount();

    const second = renderInboxHooks(client);
    await waitFor(() => expect(listCalls()).toBe(3));
    expect(client.getQueryState(inboxKeys.list(BRAND_ID, INITIAL_INBOX_FILTERS))?.dataUpdateCount).toBe(3);
    second.unmount();
  });

  it('without a selected brand asks for the prices only', async () => {
    const { calls } = answerAll();
    prefetchInbox(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await waitFor(() => expect(paths(calls)).toEqual(['/api/credits/settings']));
  });
});
