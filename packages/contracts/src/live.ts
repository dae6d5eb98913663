/**
 * Live updates (issue 19): `GET /api/live` is a Server-Sent Events stream of what changed for the caller's
 * account and selected brand. Events carry ids only; the browser refetches through its usual queries.
 */
export const LIVE_PATH = '/api/live';

/** items: new/changed reviews and comments (and the notifications made from them); replies: a send finished;
 * credits: the balance moved; connections: a connection's state or health changed. */
export const LIVE_EVENT_KINDS = ['items', 'replies', 'credits', 'connections'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** SSE event names: `ready` once connected, `change` per event, `resync` (refetch everything: events may have
 * been missed), `end` (the server closes the stream: `reason` session → do not reconnect; restart → reconnect). */
export const LIVE_SSE_EVENTS = { ready: 'ready', change: 'change', resync: 'resync', end: 'end' } as const;

/** The server writes a comment line this often, so proxies keep the stream and the client knows it is alive. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** The client treats a stream silent this long (no event, no heartbeat) as dropped and reconnects. */
export const LIVE_SILENCE_MS = 60_000;
/** While the stream is down, the data it covers is refetched this often instead (the fallback). */
export const LIVE_FALLBACK_POLL_MS = 15_000;
/** Open streams per user and server process (a tab each); more → 429. */
export const LIVE_STREAMS_PER_USER = 12;

export const LIVE_MESSAGES = {
  tooManyStreams: 'Too many live connections are open. Close a tab and try again.',
} as const;
