import { LIVE_SILENCE_MS, LIVE_SSE_EVENTS, type LiveEvent } from '@bizamply/contracts';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { LiveState } from './live-bus';
import { loadOnFirstUse } from '../load-on-first-use';

export interface LiveStreamOptions {
  url: string;
  /** The request's headers (bearer, brand), read at every (re)connect; null: signed out, do not connect. */
  headers: () => Record<string, string> | null;
  onEvent: (event: LiveEvent) => void;
  /** Events may have been missed (a reconnect, or the server's LISTEN connection came back). */
  onResync: () => void;
  onState: (state: LiveState) => void;
}

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** A server going down for a restart says so: the next one behind the load balancer is tried at once. */
const RESTART_RETRY_MS = 250;

/**
 * The stream's schemas, in a chunk of their own, loaded by the first message that needs them (a change or an end):
 * zod's module and the schemas' building are one of a phone's longest tasks (~19 ms of CPU at 1×, ~75 ms at a
 * phone's speed), and a page the stream only says "ready" to (no change while it loads) never needs them. A failed
 * load closes the connection, which is then tried again.
 */
const liveSchemas = loadOnFirstUse(() => import('./live-schemas'));

function readJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * The live stream, read with fetch so the bearer token travels in the Authorization header (EventSource cannot
 * send headers, and a token in the URL would end up in logs). Reconnects with back-off and jitter; a stream
 * that stays silent past two heartbeats is treated as dropped. Returns a function that closes it for good.
 */
export function openLiveStream(options: LiveStreamOptions): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let wake: (() => void) | null = null;
  let failures = 0;
  let everLive = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** One connection; resolves to how it ended. */
  const connect = async (headers: Record<string, string>): Promise<'stop' | 'restart' | 'retry'> => {
    const attempt = new AbortController();
    controller = attempt;
    let ended: 'stop' | 'restart' | 'retry' = 'retry';
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => attempt.abort(), LIVE_SILENCE_MS);
    };
    /** Messages are handled one after another, in order, though some wait for the schemas' chunk. */
    let handling = Promise.resolve();
    const handle = async (message: EventSourceMessage) => {
      if (message.event === LIVE_SSE_EVENTS.ready) {
        if (everLive) options.onResync();
        everLive = true;
        failures = 0;
        options.onState('live');
      } else if (message.event === LIVE_SSE_EVENTS.change) {
        const { liveEventSchema } = await liveSchemas();
        // Closed meanwhile (closed for good, or dropped): its messages are not handed on any more.
        if (attempt.signal.aborted) return;
        const parsed = liveEventSchema.safeParse(readJson(message.data));
        if (parsed.success) options.onEvent(parsed.data);
      } else if (message.event === LIVE_SSE_EVENTS.resync) {
        options.onResync();
      } else if (message.event === LIVE_SSE_EVENTS.end) {
        const { liveEndSchema } = await liveSchemas();
        const reason = liveEndSchema.safeParse(readJson(message.data));
        ended = reason.success && reason.data.reason === 'session' ? 'stop' : 'restart';
      }
    };
    try {
      const response = await fetch(options.url, {
        headers: { ...headers, Accept: 'text/event-stream' },
        signal: attempt.signal,
        cache: 'no-store',
        // A connection that stays open for the whole visit: it must never count as one of the page's important
        // requests (a browser's scheduler, and tools that wait for those to finish, treat 'high' fetches so).
        priority: 'low',
      });
      // Signed out, or the brand is gone: the app's own calls deal with that; pushing stops.
      if ([401, 403, 404].includes(response.status)) return 'stop';
      if (!response.ok || !response.body) return 'retry';
      const parser = createParser({
        onEvent: (message) => {
          handling = handling.then(() => handle(message)).catch(() => attempt.abort());
        },
      });
      heard();
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        heard();
        parser.feed(decoder.decode(value, { stream: true }));
      }
      // An end message read just before the stream closed decides how it ended.
      await handling;
    } catch {
      // dropped, aborted or silent: retried below
    } finally {
      clearTimeout(silence);
      // However it ended, its request is closed (a failed schema load leaves the body unread, the stream open).
      attempt.abort();
    }
    return ended;
  };

  void (async () => {
    while (!stopped) {
      const headers = options.headers();
      if (!headers) break;
      if (!everLive) options.onState('connecting');
      const ended = await connect(headers);
      if (stopped || ended === 'stop') break;
      options.onState('down');
      failures += 1;
      const backoff = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** Math.min(failures - 1, 5));
      await sleep(ended === 'restart' ? RESTART_RETRY_MS : backoff * (0.5 + Math.random() / 2));
    }
    if (!stopped) options.onState('off');
  })();

  return () => {
    stopped = true;
    controller?.abort();
    wake?.();
  };
}
