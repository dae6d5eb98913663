/** How long the answer to a call the app made at its start counts as fresh for the page that mounts after it. */
export const START_ANSWER_FRESH_MS = 30_000;

interface CachedQuery {
  state: { dataUpdateCount: number };
}

const askedAtStart = new WeakSet<CachedQuery>();

export function markAskedAtStart(query: CachedQuery | undefined): void {
  if (query) askedAtStart.add(query);
}

/**
 * The inbox's queries are stale at once (a visit asks again), except the first answer to a call made at the app's
 * start (prefetch-inbox.ts): the page mounting a moment later takes it instead of asking twice. Any later answer
 * (a poll, a refresh, a live update, a cache edit) makes the query stale at once again, as before.
 */
export function staleUnlessStartAnswer(query: CachedQuery): number {
  return askedAtStart.has(query) && query.state.dataUpdateCount === 1 ? START_ANSWER_FRESH_MS : 0;
}
