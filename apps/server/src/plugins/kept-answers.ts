import type { Database } from '../db/client.ts';
import { PreSerialized } from './endpoints.ts';

interface KeptAnswer<Body> {
  version: string;
  body: PreSerialized<Body>;
  bytes: number;
}

/** What a route's kept pages may hold at most, together (a 50-item inbox page is ~55 KB; a 200-item one ~220 KB). */
const MAX_BYTES = 16 * 1024 * 1024;

/** A page's data read afresh, and the version of the data it was read at (read in the same statement). */
export interface FreshPage<Data> {
  data: Data;
  version: string;
}

/** The body of a kept page: the routes' `{ success: true, data }`. */
export type PageAnswer<Data> = { success: true; data: Data };

/**
 * A route's pages kept per process as their answer (the text written, its bytes once asked again) while the
 * version of the data they show (a number PostgreSQL triggers move with every statement that writes any of it) stays
 * the one they were read at. A page that
 * shows only that data and nothing computed from the clock is the same bytes at the same version: a repeated page
 * (a reload, another person of the team, another tab) costs one read of the version instead of the page's
 * statement, pg decoding its rows and its JSON (docs/performance.md "Issue 15, ninth pass"). Each process keeps its
 * own pages and the version lives in PostgreSQL, so no process serves a page older than the last write it can see
 * (a write made through any process is seen by the next request, as without the cache).
 *
 * `versionOf` reads the scope's current version (batched per turn: db/reads.ts readsPerTurn); `readAfresh` reads
 * the page with the version in its own statement (the same snapshot as its rows); `scopeId` names the scope (the
 * tenant) and starts every key, so one scope's page is never another's; every field of the parsed query, in the
 * schema's order, picks the page within the scope. Least recently used pages go first when the bytes run over.
 */
export function keptPages<Scope, Query, Data>(options: {
  versionOf: (db: Database, scope: Scope) => Promise<string>;
  readAfresh: (db: Database, scope: Scope, query: Query) => Promise<FreshPage<Data>>;
  scopeId: (scope: Scope) => string;
  maxBytes?: number;
}) {
  const { versionOf, readAfresh, scopeId, maxBytes = MAX_BYTES } = options;
  const answers = new Map<string, KeptAnswer<PageAnswer<Data>>>();
  let keptBytes = 0;

  function forget(id: string): void {
    const kept = answers.get(id);
    if (!kept) return;
    answers.delete(id);
    keptBytes -= kept.bytes;
  }

  function keep(id: string, answer: KeptAnswer<PageAnswer<Data>>): void {
    forget(id);
    if (answer.bytes > maxBytes) return;
    answers.set(id, answer);
    keptBytes += answer.bytes;
    for (const oldest of answers.keys()) {
      if (keptBytes <= maxBytes) break;
      forget(oldest);
    }
  }

  /**
   * The page's answer: the kept bytes while the scope's version is the same, else the page read afresh and written
   * by `write` (the route's response serializer, which checks it against the schema where responses are checked).
   */
  return async function keptPage(
    db: Database,
    scope: Scope,
    query: Query,
    write: (body: PageAnswer<Data>) => string | Buffer | ArrayBuffer,
  ): Promise<PreSerialized<PageAnswer<Data>>> {
    const id = `${scopeId(scope)}:${JSON.stringify(query)}`;
    const kept = answers.get(id);
    if (kept && kept.version === (await versionOf(db, scope))) {
      // Most recently used last: the oldest pages go first when the bytes run over.
      answers.delete(id);
      answers.set(id, kept);
      // Sent again: from now on as its UTF-8 bytes, encoded once (and compressed once per encoding, marked kept).
      if (typeof kept.body.json === 'string')
        kept.body = new PreSerialized(Buffer.from(kept.body.json), undefined, true);
      return kept.body;
    }
    const { data, version } = await readAfresh(db, scope, query);
    const written = write({ success: true, data });
    // The first answer is sent as the text written: most pages (a new search word above all) are never asked for
    // again, and a Buffer of their ~55 KB costs about as much as writing the JSON (a fresh ArrayBuffer outside V8's
    // heap each, ~0.1 ms, and the collections its external memory brings; docs/performance.md, eighteenth pass).
    const body = typeof written === 'string' || Buffer.isBuffer(written) ? written : Buffer.from(written);
    // Marked kept: once bytes, its compressed forms are kept beside it (compression.ts sendKeptBody).
    const answer = new PreSerialized<PageAnswer<Data>>(body, undefined, true);
    keep(id, { version, body: answer, bytes: typeof body === 'string' ? Buffer.byteLength(body) : body.length });
    return answer;
  };
}
