import { GENERAL_MESSAGES } from '@bizamply/contracts';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-client';

const WELL_FORMED = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The token of an e-mailed link (`/reset-password#token=…`). It travels in the fragment, which browsers never
 * send to a server (so no access log or Referer keeps it); the page reads it once, then removes it from the
 * address bar and the history entry.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => {
    const value = new URLSearchParams(window.location.hash.slice(1)).get('token');
    return value && WELL_FORMED.test(value) ? value : null;
  });
  useEffect(() => {
    if (!window.location.hash) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, []);
  return token;
}

/** How a page shows a refused link submit: the link is spent or expired, a field is wrong, or anything else. */
export type LinkFailure =
  { kind: 'invalid-link' } | { kind: 'field'; message: string } | { kind: 'page'; message: string };

export function linkFailure(error: unknown): LinkFailure {
  if (isApiError(error) && error.code === 'INVALID_LINK') return { kind: 'invalid-link' };
  if (isApiError(error) && error.code === 'VALIDATION_ERROR') return { kind: 'field', message: error.message };
  return { kind: 'page', message: isApiError(error) && error.status > 0 ? error.message : GENERAL_MESSAGES.unexpected };
}
