import type { QueryClient } from '@tanstack/react-query';
import { getAuthToken } from '@/lib/storage';
import { INBOX_PATH } from '@/features/responses/inbox-path';

/**
 * With a stored session, asks at start for what the signed-in shell waits for before a page renders (the user's
 * date preferences, the brand list), beside the session check instead of after it: otherwise each is one more
 * round trip of the chain on a phone. The shell's own queries then share these calls (same keys). Every address
 * a signed-in user opens leads to the shell (the public ones send them on to it), so no address list is needed.
 * A stale session gets the same 401 as the session check, handled the same way (back to sign-in). Opened at
 * the inbox's address, the inbox's own first calls too (prefetch-inbox.ts).
 */
export function prefetchFirstData(queryClient: QueryClient): void {
  if (getAuthToken() === null) return;
  void import('@/lib/preferences')
    .then(({ getPreferencesQueryOptions }) => queryClient.prefetchQuery(getPreferencesQueryOptions()))
    .catch(() => undefined);
  const brandList = import('./layout/api/onboard-data')
    .then(({ onboardDataQueryOptions }) => queryClient.prefetchQuery(onboardDataQueryOptions()))
    .catch(() => undefined);
  if (window.location.pathname !== INBOX_PATH) return;
  // From the page's own chunk (a chunk of their own would split the shared ones differently), once the brand list
  // has answered: it settles the brand the page will show (the remembered one may be gone).
  void Promise.all([import('@/features/responses/pages/responses-page'), brandList])
    .then(([{ prefetchInbox }]) => prefetchInbox(queryClient))
    .catch(() => undefined);
}
