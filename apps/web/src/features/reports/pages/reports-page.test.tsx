import { REPORT_CATALOG, REPORT_MESSAGES, REPORT_TYPES, STORAGE_KEYS } from '@bizamply/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { buildUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import type * as Csv from '@/lib/csv';

const saved = vi.hoisted(() => [] as { name: string; content: string }[]);
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof Csv>()),
  downloadFile: (name: string, content: string) => saved.push({ name, content }),
}));

const LOAD = { timeout: 8000 };
const reports = REPORT_TYPES.map((type) => ({
  type,
  ...REPORT_CATALOG[type],
  lastUpdated: new Date().toISOString(),
  schedule: type === 'credit-usage' ? 'Monthly' : null,
  status: 'Generated',
}));

function signedIn(extra: Parameters<typeof mockFetch>[0] = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  return mockFetch({
    ...extra,
    'GET /auth/status': () => jsonResponse({ authenticated: true, user: buildUser() }),
    'GET /auth/csrf-token': () => jsonResponse({ csrfToken: 'csrf-1' }),
    'GET /api/reports': () =>
      jsonResponse({
        success: true,
        data: {
          counters: { total: 6, newThisMonth: 1, scheduled: 1, downloads: 41 },
          reports,
          schedules: [],
          recipients: ['ana@example.com', 'demo@bizamply.test'],
        },
      }),
    'POST /api/reports/review-summary/download': () =>
      jsonResponse({
        success: true,
        data: {
          type: 'review-summary',
          title: 'Review Summary',
          fileName: 'review-summary-2026-11-22.csv',
          columns: ['Metric', 'Value'],
          rows: [
            ['Total reviews', 12],
            ['Average rating', 4.5],
          ],
        },
      }),
  });
}

describe('/reports', () => {
  it('shows the counters and six reports; the search narrows the list', async () => {
    signedIn();
    renderApp('/reports');
    const list = await screen.findByRole('list', { name: 'Reports' }, LOAD);
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('41')).toBeInTheDocument();
    expect(within(list).getByText('Monthly')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search reports'), 'sentiment');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('heading', { name: 'Product Sentiment' })).toBeInTheDocument();
  });

  it('Download saves the report as CSV', async () => {
    const { calls } = signedIn();
    renderApp('/reports');
    await userEvent.click(await screen.findByRole('button', { name: 'Download Review Summary' }, LOAD));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      name: 'review-summary-2026-11-22.csv',
      content: 'Metric,Value\r\nTotal reviews,12\r\nAverage rating,4.5',
    });
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/reports/review-summary/download')).toBe(
      true,
    );
  });

  it("New Report offers only the account's verified addresses, the signed-in user's first (issue 13 §4)", async () => {
    const { calls } = signedIn({
      'POST /api/reports/schedules': (request) =>
        (request.body as { email: string }).email === 'ana@example.com'
          ? errorResponse(400, 'BAD_REQUEST', REPORT_MESSAGES.recipientNotAllowed, [
              { field: 'email', message: REPORT_MESSAGES.recipientNotAllowed },
            ])
          : jsonResponse({ success: true, message: REPORT_MESSAGES.scheduleSaved, data: {} }),
    });
    renderApp('/reports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: REPORT_MESSAGES.newReport }, LOAD));
    const dialog = await screen.findByRole('dialog');
    const sendTo = within(dialog).getByRole('combobox', { name: REPORT_MESSAGES.sendTo });
    expect(sendTo).toHaveTextContent('demo@bizamply.test');
    expect(within(dialog).getByText(REPORT_MESSAGES.recipientsHint)).toBeInTheDocument();
    await user.click(sendTo);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'ana@example.com',
      'demo@bizamply.test',
    ]);
    await user.click(screen.getByRole('option', { name: 'ana@example.com' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.recipientNotAllowed)).toBeInTheDocument();
    const posted = calls.filter((call) => call.method === 'POST' && call.url === '/api/reports/schedules');
    expect(posted.map((call) => (call.body as { email: string }).email)).toEqual(['ana@example.com']);
  });
});
