import type { Database } from '../../db/client.ts';
import { readRows } from '../../db/reads.ts';
import type { Scope } from './summary.queries.ts';

/** How long a figure of a moving window ("last 24 hours") may trail the clock; writes invalidate at once. */
export const INSIGHT_CACHE_SECONDS = 10;
const MAX_ENTRIES = 2_000;

const VERSION_SQL = `SELECT version::text AS version FROM comment_versions WHERE brand_id = $1 AND account_id = $2`;

/** The brand's data version: grows with every statement that writes its items (trigger, migration 0010). */
export async function brandDataVersion(db: Database, scope: Scope): Promise<string> {
  const rows = await readRows<{ version: string }>(db, VERSION_SQL, [scope.brandId, scope.accountId]);
  return rows[0]?.version ?? '0';
}

/**
 * Results computed from a brand's items (dashboard stats, product analytics), kept per process while the
 * brand's data version stays the same and for at most INSIGHT_CACHE_SECONDS (a time slot in the key), so a
 * new review shows on the next request and a moving window trails the clock by under 10 s. Concurrent
 * misses share one computation. Each server process has its own entries; the version lives in PostgreSQL,
 * so no process serves a result older than the last write it can see.
 *
 * `cached(db, …)` reads the version itself; `cached.atVersion(scope, version, …)` takes a version the
 * caller read in the same round trip as its other figures (the dashboard reads it with the balance).
 */
export function insightCache(
  options: { seconds: number; maxEntries: number } = {
    seconds: INSIGHT_CACHE_SECONDS,
    maxEntries: MAX_ENTRIES,
  },
) {
  const entries = new Map<string, { version: string; value: Promise<unknown> }>();

  function atVersion<T>(
    scope: Scope,
    version: string,
    key: string,
    compute: () => Promise<T>,
    now: number = Date.now(),
  ): Promise<T> {
    const slot = Math.floor(now / (options.seconds * 1000));
    const id = `${scope.accountId}:${scope.brandId}:${slot}:${key}`;
    const hit = entries.get(id);
    if (hit && hit.version === version) return hit.value as Promise<T>;
    const value = compute();
    entries.delete(id);
    entries.set(id, { version, value });
    value.catch(() => {
      if (entries.get(id)?.value === value) entries.delete(id);
    });
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return value;
  }

  async function cached<T>(
    db: Database,
    scope: Scope,
    key: string,
    compute: () => Promise<T>,
    now: number = Date.now(),
  ): Promise<T> {
    return atVersion(scope, await brandDataVersion(db, scope), key, compute, now);
  }

  return Object.assign(cached, { atVersion });
}

export const cachedInsight = insightCache();
