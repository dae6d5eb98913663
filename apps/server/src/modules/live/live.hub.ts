import { LIVE_HEARTBEAT_MS, LIVE_SSE_EVENTS, type LiveEvent } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { liveSessionIds } from '../auth/index.ts';
import { startListener, type ChangeNotice } from './live.listener.ts';

/** Where a subscriber's bytes go: the HTTP response in production, a recorder in tests. */
export interface LiveSink {
  /** false: the socket's buffer is full (back-pressure); 'drain' will follow. */
  write: (chunk: string) => boolean;
  onDrain: (callback: () => void) => void;
  end: () => void;
  destroy: () => void;
}

export interface LiveSubscription {
  unsubscribe: () => void;
}

interface Subscriber {
  accountId: string;
  userId: string;
  sessionId: string;
  brandId: string | null;
  sink: LiveSink;
  /** Subscribed before this process was LISTENing: `ready` waits for it (no change may slip by unseen). */
  awaitingReady: boolean;
  /** Since when the socket has not drained (null: it keeps up). */
  congestedSince: number | null;
  /**
   * Messages held while congested. Identical ones fold into one: they are invalidations, so nothing is lost, and
   * there are only a handful of distinct ones per stream (4 kinds, the heartbeat, resync), so this stays tiny.
   */
  held: Set<string>;
  closed: boolean;
}

/** A client whose socket stays full this long is cut off (it reconnects and refetches). */
const CONGESTION_LIMIT_MS = 30_000;
/** Sessions of open streams are re-checked every this many heartbeats (one query per process). */
const SESSION_CHECK_EVERY = 2;

export const sseMessage = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const readyMessage = (subscriber: { brandId: string | null }) =>
  sseMessage(LIVE_SSE_EVENTS.ready, { brandId: subscriber.brandId });

/**
 * Fan-out of the database's change notices to this process's open streams (docs/architecture.md "Live
 * updates"). Every server process has one hub and one LISTEN connection, opened with the first stream; a notice
 * reaches the streams of its account, and brand-scoped ones only the streams opened for that brand.
 */
export function createLiveHub(deps: {
  connectionString: string;
  db: Database;
  log: { warn: (message: string) => void };
  heartbeatMs?: number;
  congestionLimitMs?: number;
}) {
  const heartbeatMs = deps.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const congestionLimitMs = deps.congestionLimitMs ?? CONGESTION_LIMIT_MS;
  const byAccount = new Map<string, Set<Subscriber>>();
  let listener: ReturnType<typeof startListener> | null = null;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let ticks = 0;

  const close = (subscriber: Subscriber, reason?: 'session' | 'restart' | 'overloaded') => {
    if (subscriber.closed) return;
    subscriber.closed = true;
    byAccount.get(subscriber.accountId)?.delete(subscriber);
    if (byAccount.get(subscriber.accountId)?.size === 0) byAccount.delete(subscriber.accountId);
    if (reason === 'overloaded' || subscriber.congestedSince !== null) {
      subscriber.sink.destroy();
      return;
    }
    if (reason) subscriber.sink.write(sseMessage(LIVE_SSE_EVENTS.end, { reason }));
    subscriber.sink.end();
  };

  const deliver = (subscriber: Subscriber, message: string) => {
    if (subscriber.closed) return;
    if (subscriber.congestedSince !== null) {
      subscriber.held.add(message);
      return;
    }
    if (subscriber.sink.write(message)) return;
    subscriber.congestedSince = Date.now();
    subscriber.sink.onDrain(() => {
      subscriber.congestedSince = null;
      const held = [...subscriber.held];
      subscriber.held.clear();
      for (const next of held) deliver(subscriber, next);
    });
  };

  const each = (visit: (subscriber: Subscriber) => void) => {
    for (const subscribers of byAccount.values()) for (const subscriber of [...subscribers]) visit(subscriber);
  };

  const publish = (notice: ChangeNotice) => {
    const subscribers = byAccount.get(notice.accountId);
    if (!subscribers) return;
    const event: LiveEvent = { kind: notice.kind, brandId: notice.brandId };
    const message = sseMessage(LIVE_SSE_EVENTS.change, event);
    for (const subscriber of [...subscribers]) {
      if (notice.brandId === null || subscriber.brandId === notice.brandId) deliver(subscriber, message);
    }
  };

  const checkSessions = async () => {
    const open = new Set<string>();
    each((subscriber) => open.add(subscriber.sessionId));
    if (open.size === 0) return;
    const live = await liveSessionIds(deps.db, [...open]).catch(() => null);
    if (!live) return; // the database is away: keep the streams, check again next time
    each((subscriber) => {
      if (!live.has(subscriber.sessionId)) close(subscriber, 'session');
    });
  };

  const tick = () => {
    ticks += 1;
    const now = Date.now();
    listener?.probe();
    each((subscriber) => {
      if (subscriber.congestedSince !== null && now - subscriber.congestedSince > congestionLimitMs) {
        close(subscriber, 'overloaded');
      } else {
        deliver(subscriber, ': ping\n\n');
      }
    });
    if (ticks % SESSION_CHECK_EVERY === 0) void checkSessions();
  };

  const ensureStarted = () => {
    if (listener) return;
    listener = startListener({
      connectionString: deps.connectionString,
      onNotice: publish,
      onListening: (reconnected) =>
        each((subscriber) => {
          if (subscriber.awaitingReady) {
            subscriber.awaitingReady = false;
            deliver(subscriber, readyMessage(subscriber));
          } else if (reconnected) {
            // Notices sent while the connection was down are lost: the stream refetches what it shows.
            deliver(subscriber, sseMessage(LIVE_SSE_EVENTS.resync, {}));
          }
        }),
      log: deps.log,
    });
    ticker = setInterval(tick, heartbeatMs);
    ticker.unref?.();
  };

  return {
    subscribe(input: {
      accountId: string;
      userId: string;
      sessionId: string;
      brandId: string | null;
      sink: LiveSink;
    }): LiveSubscription {
      ensureStarted();
      const listening = listener?.connected() ?? false;
      const subscriber: Subscriber = {
        ...input,
        awaitingReady: !listening,
        congestedSince: null,
        held: new Set(),
        closed: false,
      };
      const subscribers = byAccount.get(input.accountId) ?? new Set<Subscriber>();
      subscribers.add(subscriber);
      byAccount.set(input.accountId, subscribers);
      if (listening) deliver(subscriber, readyMessage(subscriber));
      return { unsubscribe: () => close(subscriber) };
    },
    /** Open streams of a user in this process. */
    streamsOf(userId: string): number {
      let count = 0;
      each((subscriber) => {
        if (subscriber.userId === userId) count += 1;
      });
      return count;
    },
    /** Whether this process's LISTEN connection is up (health). */
    listening: () => listener?.connected() ?? false,
    /** For tests: runs one heartbeat now. */
    tick,
    publish,
    async close() {
      clearInterval(ticker);
      each((subscriber) => close(subscriber, 'restart'));
      await listener?.stop();
      listener = null;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
