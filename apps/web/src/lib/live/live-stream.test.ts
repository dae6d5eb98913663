import type { LiveEvent } from '@bizamply/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveState } from './live-bus';
import { openLiveStream } from './live-stream';

/** Whether the schemas' chunk has been imported yet (the mock's factory runs on the first import). */
const schemas = vi.hoisted(() => ({ loaded: false }));
vi.mock('./live-schemas', async (importOriginal) => {
  schemas.loaded = true;
  return importOriginal();
});

/** A server side of one stream: push SSE text, then end or fail it. */
function sseResponse() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(start) {
      controller = start;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    push: (text: string) => controller?.enqueue(encoder.encode(text)),
    end: () => controller?.close(),
  };
}

const until = async (check: () => boolean) => {
  for (let index = 0; index < 200 && !check(); index += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

afterEach(() => {
  vi.restoreAllMocks();
});

function open(fetchImpl: typeof fetch, openStream: typeof openLiveStream = openLiveStream) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetchImpl);
  const events: LiveEvent[] = [];
  const states: LiveState[] = [];
  let resyncs = 0;
  const close = openStream({
    url: '/api/live',
    headers: () => ({ Authorization: 'Bearer secret-token', 'x-brand-id': 'b1' }),
    onEvent: (event) => events.push(event),
    onResync: () => {
      resyncs += 1;
    },
    onState: (state) => states.push(state),
  });
  return { events, states, close, resyncs: () => resyncs };
}

describe('openLiveStream (issue 19)', () => {
  it('sends the token in the Authorization header, never in the URL, and hands on each change (split across chunks)', async () => {
    const server = sseResponse();
    const fetchMock = vi.fn(async () => server.response);
    const stream = open(fetchMock as unknown as typeof fetch);
    await until(() => fetchMock.mock.calls.length === 1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/live');
    expect(url).not.toContain('secret-token');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer secret-token');
    expect(new Headers(init.headers).get('x-brand-id')).toBe('b1');
    // Open for the whole visit: never ranked among the page's important requests.
    expect(init.priority).toBe('low');
    server.push('event: ready\ndata: {"brandId":"b1"}\n\n: ping\n\n');
    await until(() => stream.states.includes('live'));
    // A stream that only said "ready" has not needed the schemas (zod's chunk) yet.
    expect(schemas.loaded).toBe(false);
    // Checked against the contracts' schema (loaded by the first change): an unknown kind is dropped.
    server.push('event: change\ndata: {"kind":"everything","brandId":"b1"}\n\n');
    server.push('event: change\ndata: {"kind":"items",');
    server.push('"brandId":"b1"}\n\nevent: change\ndata: {"kind":"credits","brandId":null}\n\n');
    await until(() => stream.events.length === 2);
    expect(stream.events).toEqual([
      { kind: 'items', brandId: 'b1' },
      { kind: 'credits', brandId: null },
    ]);
    expect(stream.states).toEqual(['connecting', 'live']);
    expect(stream.resyncs()).toBe(0);
    stream.close();
  });

  it('reconnects after a drop and asks for a resync once it is back (events may have been missed)', async () => {
    const first = sseResponse();
    const second = sseResponse();
    const responses = [first, second];
    const fetchMock = vi.fn(async () => (responses.shift() ?? sseResponse()).response);
    const stream = open(fetchMock as unknown as typeof fetch);
    first.push('event: ready\ndata: {"brandId":"b1"}\n\n');
    await until(() => stream.states.includes('live'));
    // The server restarts: it says so, then closes; the next server is tried at once.
    first.push('event: end\ndata: {"reason":"restart"}\n\n');
    first.end();
    await until(() => fetchMock.mock.calls.length === 2);
    second.push('event: ready\ndata: {"brandId":"b1"}\n\n');
    await until(() => stream.resyncs() === 1);
    expect(stream.states).toEqual(['connecting', 'live', 'down', 'live']);
    stream.close();
  });

  it('stops for good when signed out (401) or when the server ends the session', async () => {
    const refused = open((async () => new Response(null, { status: 401 })) as unknown as typeof fetch);
    await until(() => refused.states.includes('off'));
    vi.restoreAllMocks();

    const server = sseResponse();
    const fetchMock = vi.fn(async () => server.response);
    const ended = open(fetchMock as unknown as typeof fetch);
    server.push('event: ready\ndata: {"brandId":"b1"}\n\nevent: end\ndata: {"reason":"session"}\n\n');
    server.end();
    await until(() => ended.states.includes('off'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands on no change whose schemas arrive after the stream was closed', async () => {
    // A fresh copy of the module (its schemas not loaded yet), whose schemas arrive when the test says so.
    vi.resetModules();
    let arrive = () => {};
    const arrival = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock('./live-schemas', async (importOriginal) => {
      await arrival;
      return importOriginal();
    });
    const fresh = await import('./live-stream');
    const server = sseResponse();
    const stream = open((async () => server.response) as unknown as typeof fetch, fresh.openLiveStream);
    server.push('event: ready\ndata: {"brandId":"b1"}\n\nevent: change\ndata: {"kind":"items","brandId":"b1"}\n\n');
    await until(() => stream.states.includes('live'));
    stream.close();
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.events).toEqual([]);
  });
});
