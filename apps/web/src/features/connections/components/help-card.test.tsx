import { CONNECTIONS_PAGE_PLATFORMS, type ConnectionCard } from '@bizamply/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HelpCard, supportMailto } from './help-card';

const facebook: ConnectionCard = {
  connected: true,
  canRemove: true,
  type: 'social',
  name: 'Facebook',
  description: '',
  needsAttention: true,
  data: [
    {
      BrandId: 'b1',
      BrandName: 'Moreau Studio',
      PageName: 'Moreau',
      connected_at: '2026-03-01T10:00:00Z',
      lastSyncAt: null,
      lastError: 'Error validating access token',
      needsAttention: 'reconnect',
      tokenExpiresAt: null,
    },
  ],
};

describe('HelpCard (spec 3 help card, issue 19)', () => {
  it('has Setup Guide and Contact Support, and the guide covers every platform of the page', async () => {
    render(
      <HelpCard
        platforms={CONNECTIONS_PAGE_PLATFORMS}
        cards={{ facebook }}
        supportEmail="support@bizamply.test"
        userEmail="ines@example.com"
      />,
    );
    const contact = screen.getByRole('link', { name: 'Contact Support' });
    expect(contact.getAttribute('href')).toMatch(/^mailto:support@bizamply\.test\?subject=/);
    await userEvent.click(screen.getByRole('button', { name: 'Setup Guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Guide' });
    for (const name of ['Facebook', 'tiktok', 'google']) expect(dialog).toHaveTextContent(new RegExp(name, 'i'));
    expect(dialog.querySelectorAll('ol > li')).toHaveLength(CONNECTIONS_PAGE_PLATFORMS.length);
  });

  it("mails the account and each troubled service's last error", () => {
    const url = new URL(supportMailto('support@bizamply.test', 'ines@example.com', { facebook }));
    const body = url.searchParams.get('body') ?? '';
    expect(url.searchParams.get('subject')).toBe('Help with my Bizamply connections');
    expect(body).toContain('Account: ines@example.com');
    expect(body).toContain('- Facebook (Moreau Studio): Error validating access token');
  });
});
