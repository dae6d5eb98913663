import { SHELL_MESSAGES } from '@bizamply/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setSelectedBrandId } from '@/lib/storage';
import { allSettled, answerAll, BRAND_ID, INBOX_FIRST_CALLS, paths, renderInboxHooks } from '@/testing/inbox-answers';
import { SidebarContent } from './sidebar';

function renderSidebar(at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <SidebarContent isAdmin={false} collapsed={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const inboxLink = () => screen.getByRole('link', { name: SHELL_MESSAGES.navResponses });
/** The calls made beside the sidebar's own (its credit meter's balance). */
const inboxCalls = (calls: { url: string }[]) => paths(calls).filter((path) => path !== '/api/credits/balance');

afterEach(() => setSelectedBrandId(null));

describe('the sidebar’s inbox link', () => {
  it('asks for the inbox’s first calls on its press; the page mounting meanwhile asks nothing more', async () => {
    setSelectedBrandId(BRAND_ID);
    const { calls } = answerAll();
    const client = renderSidebar('/dashboard');
    fireEvent.pointerDown(inboxLink(), { button: 0 });
    await waitFor(() => expect(inboxCalls(calls)).toEqual(INBOX_FIRST_CALLS));
    const { result, unmount } = renderInboxHooks(client);
    await waitFor(() => expect(allSettled(result.current)).toBe(true));
    expect(inboxCalls(calls)).toEqual(INBOX_FIRST_CALLS);
    unmount();
  });

  it('asks once on press and Enter, and the page mounting after the answers asks nothing more', async () => {
    setSelectedBrandId(BRAND_ID);
    const { calls } = answerAll();
    const client = renderSidebar('/dashboard');
    fireEvent.pointerDown(inboxLink(), { button: 0 });
    fireEvent.keyDown(inboxLink(), { key: 'Enter' });
    await waitFor(() => expect(inboxCalls(calls)).toEqual(INBOX_FIRST_CALLS));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const { result, unmount } = renderInboxHooks(client);
    await waitFor(() => expect(allSettled(result.current)).toBe(true));
    expect(inboxCalls(calls)).toEqual(INBOX_FIRST_CALLS);
    unmount();
  });

  it('asks nothing for a press that opens a new tab, nor for another link’s press', async () => {
    setSelectedBrandId(BRAND_ID);
    const { calls } = answerAll();
    renderSidebar('/dashboard');
    fireEvent.pointerDown(inboxLink(), { button: 0, ctrlKey: true });
    fireEvent.pointerDown(inboxLink(), { button: 1 });
    fireEvent.pointerDown(screen.getByRole('link', { name: SHELL_MESSAGES.navDashboard }), { button: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inboxCalls(calls)).toEqual([]);
  });

  it('asks nothing for a press on the inbox link while on the inbox (its page keeps its own data)', async () => {
    setSelectedBrandId(BRAND_ID);
    const { calls } = answerAll();
    renderSidebar('/responses');
    fireEvent.pointerDown(inboxLink(), { button: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inboxCalls(calls)).toEqual([]);
  });
});
