import { CREDIT_SETTINGS_DEFAULTS } from '@bizamply/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useCommentStats, useComments } from '@/features/responses/api/comments';
import { useCreditPrices } from '@/features/responses/api/credits';
import { INITIAL_INBOX_FILTERS } from '@/features/responses/api/prefetch-inbox';
import { useReplyTarget } from '@/features/responses/api/reply-target';
import { errorResponse, jsonResponse, mockFetch } from './fetch-mock';

export const BRAND_ID = '11111111-1111-4111-8111-111111111111';
const counts = { pending: 0, draft: 0, sent: 0, spam: 0, held: 0 };
const pagination = { currentPage: 1, limit: 100, totalCount: 0, totalPages: 0, hasPrev: false, hasNext: false };

/** The inbox's first calls answered (an empty inbox), as its page and the calls asked ahead of it meet them. */
export function answerAll({ listFails = () => false }: { listFails?: () => boolean } = {}) {
  return mockFetch({
    'GET /api/comments': () =>
      listFails()
        ? errorResponse(500, 'INTERNAL_ERROR', 'Failed')
        : jsonResponse({ success: true, data: { comments: [], pagination, counts } }),
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

/** The inbox page's own hooks, as its first render calls them. */
export function renderInboxHooks(client: QueryClient) {
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

/** The paths asked, sorted. */
export const paths = (calls: { url: string }[]) => calls.map((call) => call.url.split('?')[0]).sort();

/** What the inbox's first render asks for, sorted as `paths` sorts. */
export const INBOX_FIRST_CALLS = [
  '/api/automation/settings',
  '/api/comments',
  '/api/comments/stats',
  '/api/credits/settings',
];

export const allSettled = (queries: { isFetching: boolean }[]) => queries.every((query) => !query.isFetching);
