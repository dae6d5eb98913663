import pg from 'pg';
import { z } from 'zod';
import { LIVE_EVENT_KINDS, type LiveEventKind } from '@bizamply/contracts';

/** The channel the triggers of migration 0016 notify (custom SQL). */
export const LIVE_CHANNEL = 'bizamply_live';

/** What a trigger said changed: ids only. */
export interface ChangeNotice {
  kind: LiveEventKind;
  accountId: string;
  brandId: string | null;
}

const noticeSchema = z.object({ k: z.enum(LIVE_EVENT_KINDS), a: z.uuid(), b: z.uuid().nullish() });

export function parseNotice(payload: string | undefined): ChangeNotice | null {
  if (!payload || payload.length > 1000) return null;
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? { kind: parsed.data.k, accountId: parsed.data.a, brandId: parsed.data.b ?? null } : null;
  } catch {
    return null;
  }
}

export interface LiveListener {
  /** Whether the LISTEN connection is up right now. */
  connected: () => boolean;
  stop: () => Promise<void>;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;
/** A probe or LISTEN that hangs this long means the connection is gone (half-open TCP). */
const QUERY_TIMEOUT_MS = 10_000;

/**
 * One dedicated PostgreSQL connection per process LISTENs on the live channel (a pooled connection cannot: the
 * pool would hand it to a query and the subscription would end with it). A dropped connection is reopened with
 * back-off; `onListening(true)` then says events may have been missed meanwhile. `probe()` runs a cheap
 * query so a silently dead connection is noticed by the caller's heartbeat.
 */
export function startListener(options: {
  connectionString: string;
  onNotice: (notice: ChangeNotice) => void;
  /** LISTEN is active; `reconnected`: it was lost before, so notices sent meanwhile are gone. */
  onListening: (reconnected: boolean) => void;
  log: { warn: (message: string) => void };
}): LiveListener & { probe: () => void } {
  let client: pg.Client | null = null;
  let generation = 0;
  let attempts = 0;
  let everConnected = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const drop = (of: number, error?: unknown) => {
    if (of !== generation || stopped) return;
    generation += 1;
    const dead = client;
    client = null;
    dead?.removeAllListeners('notification');
    dead?.end().catch(() => {});
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempts);
    attempts += 1;
    if (error) options.log.warn(`live: LISTEN connection lost (${String(error)}); reconnecting in ${delay} ms`);
    retry = setTimeout(() => void connect(), delay);
    retry.unref?.();
  };

  const connect = async () => {
    if (stopped) return;
    const mine = generation;
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'bizamply-live',
      keepAlive: true,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL) return;
      const notice = parseNotice(message.payload);
      if (notice) options.onNotice(notice);
    });
    next.on('error', (error) => drop(mine, error));
    next.on('end', () => drop(mine, 'connection ended'));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      drop(mine, error);
      return;
    }
    if (stopped || mine !== generation) {
      await next.end().catch(() => {});
      return;
    }
    attempts = 0;
    const reconnected = everConnected;
    everConnected = true;
    options.onListening(reconnected);
  };

  void connect();
  return {
    connected: () => client !== null && everConnected && attempts === 0,
    probe: () => {
      const mine = generation;
      client?.query('SELECT 1').catch((error: unknown) => drop(mine, error));
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
