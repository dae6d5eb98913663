import pg from 'pg';

export interface ChannelListener {
  /** Whether the LISTEN connection is up right now. */
  connected: () => boolean;
  stop: () => Promise<void>;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;
/** A probe or LISTEN that hangs this long means the connection is gone (half-open TCP). */
const QUERY_TIMEOUT_MS = 10_000;

/**
 * One dedicated PostgreSQL connection LISTENing on one channel (a pooled connection cannot: the pool would hand it
 * to a query and the subscription would end with it); every payload goes to `onPayload`. A dropped connection is
 * reopened with back-off; `onListening(true)` then says notices may have been missed meanwhile, and `onLost` is
 * told as soon as the connection is known to be gone. `probe()` runs a cheap query so a silently dead connection is
 * noticed by the caller's heartbeat. Used by the live hub and the session cache.
 */
export function startChannelListener(options: {
  connectionString: string;
  channel: string;
  onPayload: (payload: string | undefined) => void;
  onListening: (reconnected: boolean) => void;
  onLost?: () => void;
  log: { warn: (message: string) => void };
}): ChannelListener & { probe: () => void } {
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
    options.onLost?.();
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempts);
    attempts += 1;
    if (error)
      options.log.warn(`${options.channel}: LISTEN connection lost (${String(error)}); reconnecting in ${delay} ms`);
    retry = setTimeout(() => void connect(), delay);
    retry.unref?.();
  };

  const connect = async () => {
    if (stopped) return;
    const mine = generation;
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: options.channel.replaceAll('_', '-'),
      keepAlive: true,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onPayload(message.payload);
    });
    next.on('error', (error) => drop(mine, error));
    next.on('end', () => drop(mine, 'connection ended'));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
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
