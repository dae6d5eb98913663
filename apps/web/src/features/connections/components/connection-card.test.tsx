import type { ConnectionCard as ConnectionCardData, ConnectionEntry } from '@bizamply/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionCard } from './connection-card';

const entry = (n: number, extra: Partial<ConnectionEntry> = {}): ConnectionEntry => ({
  BrandId: `b${n}`,
  BrandName: `Brand ${n}`,
  PageName: `Page ${n}`,
  connected_at: '2026-03-01T10:00:00Z',
  lastSyncAt: null,
  lastError: null,
  needsAttention: null,
  tokenExpiresAt: null,
  ...extra,
});

const card = (overrides: Partial<ConnectionCardData> = {}): ConnectionCardData => ({
  connected: true,
  canRemove: true,
  data: [entry(1)],
  type: 'social',
  name: 'Facebook',
  description: 'Comments on your Facebook Page posts.',
  needsAttention: false,
  ...overrides,
});

const handlers = () => ({ onConnect: vi.fn(), onRemove: vi.fn() });

describe('ConnectionCard', () => {
  it('shows the first 3 entries and how many more there are', () => {
    render(
      <ConnectionCard
        platform="facebook"
        card={card({ data: [1, 2, 3, 4, 5].map((n) => entry(n)) })}
        connecting={false}
        busy={false}
        {...handlers()}
      />,
    );
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    expect(screen.queryByText('Page 4')).not.toBeInTheDocument();
    expect(screen.getByText('+2 more connection(s)')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
  });

  it('offers Reconnect when the connection needs attention', async () => {
    const props = handlers();
    render(
      <ConnectionCard
        platform="facebook"
        card={card({
          needsAttention: true,
          data: [entry(1, { needsAttention: 'reconnect', lastError: 'Token expired' })],
        })}
        connecting={false}
        busy={false}
        {...props}
      />,
    );
    expect(screen.getByText('Last error: Token expired')).toBeInTheDocument();
    expect(screen.getByText('Needs attention')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect Facebook' }));
    expect(props.onConnect).toHaveBeenCalledWith('facebook');
  });

  it("shows each connection's health: last success, token expiry and last error", () => {
    const day = 24 * 60 * 60 * 1000;
    render(
      <ConnectionCard
        platform="instagram"
        card={card({
          name: 'Instagram',
          data: [
            entry(1, {
              PageName: undefined,
              username: 'moreau',
              lastSyncAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
              tokenExpiresAt: new Date(Date.now() + 40 * day).toISOString(),
            }),
            entry(2, {
              PageName: undefined,
              username: 'other',
              tokenExpiresAt: new Date(Date.now() - day).toISOString(),
              lastError: 'Error validating access token',
            }),
          ],
        })}
        connecting={false}
        busy={false}
        {...handlers()}
      />,
    );
    expect(screen.getByText(/Last success 5 minutes ago/)).toBeInTheDocument();
    expect(screen.getByText(/Not synced yet/)).toBeInTheDocument();
    expect(screen.getByText(/^Access expires /)).toBeInTheDocument();
    expect(screen.getByText(/^Access expired /)).toBeInTheDocument();
    expect(screen.getByText('Last error: Error validating access token')).toBeInTheDocument();
  });

  it('names a Google reviews location by its title', () => {
    render(
      <ConnectionCard
        platform="google_business"
        card={card({
          name: 'Google reviews',
          type: 'reviews',
          data: [entry(1, { PageName: undefined, accountName: 'Northwind Coffee – Mission Street' })],
        })}
        connecting={false}
        busy={false}
        {...handlers()}
      />,
    );
    expect(screen.getByText('Northwind Coffee – Mission Street')).toBeInTheDocument();
    expect(screen.getByText('Brand: Brand 1')).toBeInTheDocument();
  });

  it('offers Reconnect on every connected service, not only when it needs attention', async () => {
    const props = handlers();
    render(
      <ConnectionCard platform="tiktok" card={card({ name: 'TikTok' })} connecting={false} busy={false} {...props} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect TikTok' }));
    expect(props.onConnect).toHaveBeenCalledWith('tiktok');
  });

  it('never offers Remove for Shopify, and lets a user without it connect it (issue 19)', async () => {
    const props = handlers();
    const { rerender } = render(
      <ConnectionCard
        platform="shopify"
        card={card({
          name: 'Shopify',
          type: 'ecommerce',
          canRemove: false,
          data: [entry(1, { shop: 'a.myshopify.com' })],
        })}
        connecting={false}
        busy={false}
        {...props}
      />,
    );
    expect(screen.getByText('Protected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    rerender(
      <ConnectionCard
        platform="shopify"
        card={card({ name: 'Shopify', type: 'ecommerce', connected: false, canRemove: false, data: [] })}
        connecting={false}
        busy={false}
        {...props}
      />,
    );
    expect(screen.getByText('Not Connected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Auto-Connected' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Shopify' }));
    expect(props.onConnect).toHaveBeenCalledWith('shopify');
  });
});
