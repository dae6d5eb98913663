import { CSRF_COOKIE, TEMPLATE_MESSAGES } from '@bizamply/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { AddTemplateForm } from './templates-panel';

// The request schemas' chunk (loaded when the composer opens) held until the test lets it arrive: a submit made
// before then must wait for it and be validated, not sent as it is.
const schemaLoad = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('../lib/request-schemas-chunk', async (importOriginal) => {
  await schemaLoad.arrived;
  return importOriginal();
});

describe('Add Template, before the request schemas have loaded', () => {
  beforeEach(() => writeCookie(CSRF_COOKIE, 'csrf-1', { maxAgeSeconds: 60 }));

  it('validates a save made before the schema arrived with the shared message, then saves a valid one', async () => {
    const template = { id: 't1', name: 'Thanks', body: 'Thank you!', createdAt: '', updatedAt: '' };
    const { calls } = mockFetch({ 'POST /api/templates': () => jsonResponse({ success: true, data: template }) });
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AddTemplateForm brandId="brand-1" body="Thank you!" onDone={onDone} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Template name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    schemaLoad.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(TEMPLATE_MESSAGES.nameRequired);
    expect(calls.some((call) => call.url === '/api/templates')).toBe(false);

    await user.type(screen.getByLabelText('Template name'), ' Thanks ');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.url === '/api/templates')?.body).toEqual({ name: 'Thanks', body: 'Thank you!' });
  });
});
