import { startChannelListener } from '../../db/listener.ts';
import type { SessionPrincipal } from './session.queries.ts';

/** The channel the triggers of migration 0019 notify (custom SQL): `s:<token hash>`, `u:<user id>`, `b:<brand id>`. */
export const SESSION_CHANNEL = 'bizamply_sessions';

/**
 * The safety net: a notice lost without the connection noticing still ends a cached caller within this. The bench
 * may shorten it (config BENCH_SESSION_CACHE_MS) to measure the reloads; nothing can lengthen it.
 */
export const SESSION_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

export interface ResolvedSession {
  principal: SessionPrincipal;
  brandId: string | null;
  /** When the session expires (ms since the epoch): an entry never outlives it. */
  expiresAtMs: number;
}

/** A load under way: later callers of its token and brand share it while no change arrived since it started. */
interface Flight {
  answer: Promise<ResolvedSession | null>;
  changesAtStart: number;
}

interface Entry {
  found: ResolvedSession;
  tokenHash: string;
  askedBrand: string | null;
  until: number;
}

export interface SessionCache {
  /** The cached caller for this token and brand, or `load()`'s answer (kept when nothing changed meanwhile). */
  resolve: (
    tokenHash: string,
    brandId: string | null,
    load: () => Promise<ResolvedSession | null>,
  ) => Promise<ResolvedSession | null>;
  /**
   * Forgets everything: this process just wrote something (a sign-out, a deactivation...) whose notice may
   * still be on its way; the writer's next request must not be answered from before it.
   */
  forgetAll: () => void;
  /**
   * Forgets one customer account's entries (every user, token and brand of it): someone of that account just wrote
   * something, as forgetAll. A user's writes reach only their own account (tenancy), a team member's included.
   */
  forgetAccount: (accountId: string) => void;
  /** Whether entries are used: only while the LISTEN connection is up. */
  active: () => boolean;
  /** Resolves once LISTEN is active (tests). */
  ready: () => Promise<void>;
  /** Resolves at the next notice this process receives (tests wait on it instead of sleeping). */
  nextNotice: () => Promise<string>;
  close: () => Promise<void>;
}

/**
 * An in-process cache of the caller of a token (the session query ran on every request: ~0.25 ms of the server's
 * and PostgreSQL's CPU for a ~0.5 ms dashboard answer). Revocation stays instant: every server LISTENs to
 * PostgreSQL's notices of a changed session, user or brand and drops the entries they name at once; while that
 * connection is down nothing is cached, and no entry lives longer than 30 s. An answer loaded while any notice
 * arrived is not kept (it may predate the change). Concurrent misses of one token and brand share one load (at
 * expiry a busy token's requests would otherwise all run the session query at once), but only callers that
 * arrived before any change since that load started: a caller after a notice or a forget loads afresh.
 */
export function createSessionCache(options: {
  connectionString: string;
  log: { warn: (message: string) => void };
  now?: () => number;
  /** How long an entry lives at most (≤ SESSION_CACHE_MS). */
  lifetimeMs?: number;
}): SessionCache {
  const now = options.now ?? Date.now;
  const lifetimeMs = Math.min(options.lifetimeMs ?? SESSION_CACHE_MS, SESSION_CACHE_MS);
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  let listening = false;
  let changes = 0;
  let readyWaiters: (() => void)[] = [];
  let noticeWaiters: ((payload: string) => void)[] = [];

  const forgetAll = () => {
    changes += 1;
    entries.clear();
  };
  const forgetWhere = (matches: (entry: Entry) => boolean) => {
    changes += 1;
    for (const [key, entry] of entries) if (matches(entry)) entries.delete(key);
  };

  const onPayload = (payload: string | undefined) => {
    const [kind, id] = [payload?.slice(0, 2), payload?.slice(2)];
    if (kind === 's:') forgetWhere((entry) => entry.tokenHash === id);
    else if (kind === 'u:') forgetWhere((entry) => entry.found.principal.userId === id);
    else if (kind === 'b:') forgetWhere((entry) => entry.askedBrand === id);
    else forgetAll();
    const waiters = noticeWaiters;
    noticeWaiters = [];
    for (const wake of waiters) wake(payload ?? '');
  };

  const listener = startChannelListener({
    connectionString: options.connectionString,
    channel: SESSION_CHANNEL,
    onPayload,
    onListening: () => {
      forgetAll();
      listening = true;
      const waiters = readyWaiters;
      readyWaiters = [];
      for (const wake of waiters) wake();
    },
    onLost: () => {
      listening = false;
      forgetAll();
    },
    log: options.log,
  });

  const keepIfUnchanged = async (
    key: string,
    tokenHash: string,
    askedBrand: string | null,
    load: () => Promise<ResolvedSession | null>,
    at: number,
    changesBefore: number,
  ) => {
    const found = await load();
    if (found && listening && changes === changesBefore) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const until = Math.min(at + lifetimeMs, found.expiresAtMs);
      entries.set(key, { found, tokenHash, askedBrand, until });
    }
    return found;
  };

  return {
    async resolve(tokenHash, brandId, load) {
      // Without notices nothing is kept or shared: every request asks PostgreSQL itself.
      if (!listening) return load();
      const key = `${tokenHash}|${brandId ?? ''}`;
      const cached = entries.get(key);
      const at = now();
      if (cached && cached.until > at) return cached.found;
      if (cached) entries.delete(key);
      const running = flights.get(key);
      if (running && running.changesAtStart === changes) return running.answer;
      const changesAtStart = changes;
      const answer = keepIfUnchanged(key, tokenHash, brandId, load, at, changesAtStart).finally(() => {
        if (flights.get(key)?.answer === answer) flights.delete(key);
      });
      flights.set(key, { answer, changesAtStart });
      return answer;
    },
    forgetAll,
    forgetAccount: (accountId) => forgetWhere((entry) => entry.found.principal.accountId === accountId),
    active: () => listening,
    ready: () => (listening ? Promise.resolve() : new Promise((resolve) => readyWaiters.push(resolve))),
    nextNotice: () => new Promise((resolve) => noticeWaiters.push(resolve)),
    async close() {
      listening = false;
      forgetAll();
      await listener.stop();
    },
  };
}
