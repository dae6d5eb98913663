import type { Database } from '../../db/client.ts';
import { brandReadsPerTurn, brandScopeArrays, readArrays, versionOrZero } from '../../db/reads.ts';
import type { Scope } from './summary.queries.ts';

/** How long a figure of a moving window ("last 24 hours") may trail the clock; writes invalidate at once. */
export const INSIGHT_CACHE_SECONDS = 10;
const MAX_ENTRIES = 2_000;

/** The brand's data version as a scalar subquery, for a statement that reads it beside its own rows. */
export const brandVersionSql = (account: string, brand: string) =>
  `(SELECT version::text FROM comment_versions WHERE brand_id = ${brand} AND account_id = ${account})`;

/** Per (account, brand) asked, in the order asked: the brand's data version. */
const VERSIONS_SQL = `SELECT (SELECT version::text FROM comment_versions
    WHERE brand_id = asked.brand_id AND account_id = asked.account_id)
  FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS asked(account_id, brand_id, position)
  ORDER BY asked.position`;

/**
 * The brand's data version: grows with every statement that writes its items (trigger, migration 0010). The
 * requests of one turn of the event loop share one statement (db/reads.ts readsPerTurn: each still sees every
 * write committed before it came).
 */
export const brandDataVersion: (db: Database, scope: Scope) => Promise<string> = brandReadsPerTurn(async (db, scopes) =>
  (await readArrays(db, VERSIONS_SQL, brandScopeArrays(scopes))).map(([version]) =>
    versionOrZero(version as string | null),
  ),
);

/** What brandDataVersion gives for a value read by brandVersionSql (null: the brand has written nothing yet). */
export { versionOrZero };

/**
 * Results computed from a brand's items (dashboard stats, product analytics), kept per process while the
 * brand's data version stays the same, each for its time slot of INSIGHT_CACHE_SECONDS, so a new review shows on
 * the next request. Concurrent misses share one computation. When the slot turns and the data has not changed,
 * the previous slot's answer is still served while one caller recomputes it: a moving window then trails the
 * clock by under two slots, and nobody waits for a slow computation (~1.5 s for product analytics at 10M items,
 * which every caller of the busy brand waited for at each turn of the slot). Each server process has its own entries; the version lives in PostgreSQL,
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
  interface Entry {
    version: string;
    slot: number;
    value: Promise<unknown>;
    settled: boolean;
    refreshing: boolean;
  }
  const entries = new Map<string, Entry>();

  function store(id: string, version: string, slot: number, value: Promise<unknown>): Entry {
    const entry: Entry = { version, slot, value, settled: false, refreshing: false };
    entries.delete(id);
    entries.set(id, entry);
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (entries.get(id) === entry) entries.delete(id);
      },
    );
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return entry;
  }

  function atVersion<T>(
    scope: Scope,
    version: string,
    key: string,
    compute: () => Promise<T>,
    now: number = Date.now(),
  ): Promise<T> {
    const slot = Math.floor(now / (options.seconds * 1000));
    const id = `${scope.accountId}:${scope.brandId}:${key}`;
    const hit = entries.get(id);
    if (hit && hit.version === version) {
      if (hit.slot === slot) return hit.value as Promise<T>;
      if (hit.slot === slot - 1 && hit.settled) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          const next = compute();
          next.then(
            () => {
              if (entries.get(id) === hit) store(id, version, slot, next);
            },
            () => {
              hit.refreshing = false;
            },
          );
        }
        return hit.value as Promise<T>;
      }
    }
    return store(id, version, slot, compute()).value as Promise<T>;
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

  /** Whether a result is kept for the key, at any version: a caller may then read the version with its own rows. */
  function holds(scope: Scope, key: string): boolean {
    return entries.has(`${scope.accountId}:${scope.brandId}:${key}`);
  }

  return Object.assign(cached, { atVersion, holds });
}

export const cachedInsight = insightCache();
