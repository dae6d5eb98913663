import { STORAGE_KEYS, type Notification } from '@bizamply/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { badgeText, NotificationBell } from './notification-bell';

const items = Array.from({ length: 12 }, (_, index) => ({
  id: `c${index}`,
  kind: 'item' as const,
  link: `/responses?highlight=c${index}`,
  commentId: `ext${index}`,
  message: `Review text ${index}`,
  title: 'New 5★ review on Judge.me',
  productName: 'Mug',
  platform: 'judgeme' as const,
  time: new Date().toISOString(),
  rating: 5,
})) satisfies Notification[];

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NotificationBell', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.selectedBrand, 'brand-1');
    mockFetch({
      'GET /api/comments/notifications/recent': () => jsonResponse({ success: true, notifications: items }),
    });
  });

  it('caps the badge at 9+', () => {
    expect(badgeText(3)).toBe('3');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });

  it('lists recent items, links each to its highlight, and marks all as read locally', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(screen.getByText('9+')).toBeInTheDocument();
    await userEvent.click(bell);
    const links = await screen.findAllByRole('link', { name: /New 5★ review on Judge\.me/ });
    expect(links[0]).toHaveAttribute('href', '/responses?highlight=c0');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('readNotificationIds') ?? '[]')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'View All Comments' })).toHaveAttribute('href', '/responses');
  });
});
