import zlib from 'node:zlib';
import { webhookEndpoints } from '@bizamply/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../test/app.ts';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from './compression.ts';
import { askAs, withCompressionSpies } from './compression.test-support.ts';

const bigAnswer = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `Review number ${i}: love it` })) };

async function appWithRoutes() {
  const app = Fastify();
  await registerCompression(app);
  app.get('/big', async () => bigAnswer);
  app.get('/small', async () => ({ ok: true }));
  app.post('/raw', async (request) => ({ received: request.body }));
  app.get('/machine', { config: { endpoint: webhookEndpoints.handshake } }, async () => bigAnswer);
  return app;
}

describe('compression of API answers', () => {
  it('sends a large JSON answer brotli- or gzip-compressed to a client that accepts it, the same JSON inside', async () => {
    const app = await appWithRoutes();
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(bigAnswer);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(bigAnswer).length / 4);

    const gzip = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(bigAnswer);
    await app.close();
  });

  it('sends it as it is to a client that accepts no encoding, and small answers always as they are', async () => {
    const app = await appWithRoutes();
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(bigAnswer);
    // A platform's server calling a machine route (webhooks) gets its answer as it is, whatever it accepts.
    const machine = await app.inject({ url: '/machine', headers: { 'accept-encoding': 'br, gzip' } });
    expect(machine.headers['content-encoding']).toBeUndefined();
    expect(machine.json()).toEqual(bigAnswer);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(JSON.stringify(small.json()).length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    await app.close();
  });

  it('leaves an answer that is already compressed, and a hijacked stream, as they are', async () => {
    const app = await appWithRoutes();
    const stored = zlib.brotliCompressSync(JSON.stringify(bigAnswer));
    app.get('/stored', async (_request, reply) =>
      reply.type('application/json').header('content-encoding', 'br').send(stored),
    );
    app.get('/hijacked', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.end('data: x\n\n'.repeat(500));
    });
    const already = await app.inject({ url: '/stored', headers: { 'accept-encoding': 'gzip' } });
    expect(already.headers['content-encoding']).toBe('br');
    expect(already.rawPayload.equals(stored)).toBe(true);
    const stream = await app.inject({ url: '/hijacked', headers: { 'accept-encoding': 'br, gzip' } });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.payload.startsWith('data: x')).toBe(true);
    await app.close();
  });

  it('never inflates a request body: a body sent with Content-Encoding is refused, not unpacked', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/raw',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ a: 1 })),
    });
    expect(response.statusCode).toBe(400);
    await app.close();
  });
});

describe('compression in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('compresses the API description (a large JSON answer) for a browser', async () => {
    const response = await t.app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString('utf8'))).toHaveProperty('paths');
  });

  it("compresses product analytics' cached answer once per encoding: the next request's bytes are the same, not compressed again", async () => {
    const user = await createUserWithBrand(t);
    await withCompressionSpies(async ({ brotli, brotliStreams }) => {
      const ask = askAs(t, user, '/api/analytics/products?timeRange=30d');
      const plain = await ask();
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD_BYTES);
      const first = await ask('gzip, deflate, br');
      const second = await ask('gzip, deflate, br');
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers['vary']).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain.body);
      expect(second.headers['content-encoding']).toBe('br');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(brotliStreams).not.toHaveBeenCalled();
      const gzip = await ask('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    });
  });
});
