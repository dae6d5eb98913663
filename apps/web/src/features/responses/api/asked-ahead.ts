/**
 * How long the answer to a call asked ahead of the inbox (at the app's start, or on the press of the sidebar's
 * inbox link) counts as fresh for the page that mounts after it.
 */
export const ASKED_AHEAD_FRESH_MS = 30_000;

interface CachedQuery {
  state: { dataUpdateCount: number; fetchStatus: string };
}

/** Per query, the `dataUpdateCount` the answer to its asked-ahead call will have. */
const askedAheadAnswer = new WeakMap<CachedQuery, number>();

/**
 * Called right after a prefetch: when it sent a call (or joined one in flight), the query's next answer is the
 * asked-ahead one. A prefetch that found the answer fresh sent nothing and changes nothing.
 */
export function markAskedAhead(query: CachedQuery | undefined): void {
  if (query?.state.fetchStatus === 'fetching') askedAheadAnswer.set(query, query.state.dataUpdateCount + 1);
}

/** Once the asked-ahead call is over: if it brought no answer (it failed), no later answer takes its place. */
export function forgetUnanswered(query: CachedQuery | undefined): void {
  if (query && askedAheadAnswer.get(query) !== query.state.dataUpdateCount) askedAheadAnswer.delete(query);
}

/**
 * The inbox's queries are stale at once (a visit asks again), except the answer to a call asked ahead of the page
 * (prefetch-inbox.ts): the page mounting a moment later takes it instead of asking twice. Any later answer (a poll,
 * a refresh, a live update, a cache edit) makes the query stale at once again, as before.
 */
export function staleUnlessAskedAhead(query: CachedQuery): number {
  return askedAheadAnswer.get(query) === query.state.dataUpdateCount ? ASKED_AHEAD_FRESH_MS : 0;
}
