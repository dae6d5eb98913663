import { useEffect, useState } from 'react';

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
