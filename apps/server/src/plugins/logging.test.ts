import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, requestLogging } from './logging.ts';

describe('request log redaction', () => {
  it.each([
    [
      '/integration/shopify/callback?code=abc&state=def&shop=a.myshopify.com',
      '/integration/shopify/callback?code=[redacted]&state=[redacted]&shop=a.myshopify.com',
    ],
    ['/auth/callback?token=s3cret', '/auth/callback?token=[redacted]'],
    // Google reviews' Pub/Sub push carries its verification token in the address.
    ['/webhooks/google_business?token=push-s3cret', '/webhooks/google_business?token=[redacted]'],
    [
      '/webhooks/facebook?hub.mode=subscribe&hub.verify_token=t&hub.challenge=1',
      '/webhooks/facebook?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=1',
    ],
    [
      '/x?Access_Token=a&client_secret=b&TICKET=c&plain=d',
      '/x?Access_Token=[redacted]&client_secret=[redacted]&TICKET=[redacted]&plain=d',
    ],
    ['/x?hub%2Everify_token=a&%zz=1&code', '/x?hub%2Everify_token=[redacted]&%zz=1&code'],
    ['/no-query', '/no-query'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('redacts credential headers and fields in anything logged', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { serializers: _serializers, ...options } = loggerOptions('info');
    const logger = pino(options, stream);
    logger.info(
      {
        headers: { authorization: 'Bearer abc123', cookie: 'csrf_token=c1', 'x-csrf-token': 'c1', accept: '*/*' },
        req: { headers: { 'set-cookie': 'session=s1' } },
        password: 'Hunter2!',
        body: { newPassword: 'Other#1', token: 't0k3n' },
      },
      'hello',
    );
    const text = lines.join('');
    for (const secret of ['abc123', 'c1', 's1', 'Hunter2!', 'Other#1', 't0k3n']) expect(text).not.toContain(secret);
    expect(text).toContain('*/*');
  });
});

describe("a request's logger", () => {
  it('writes the request id into its lines and its children’s, and still redacts them', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ loggerInstance: pino(loggerOptions('info'), stream), ...requestLogging });
    app.get('/x', async (request) => {
      request.log.info({ headers: { authorization: 'Bearer abc123' } }, 'inside');
      request.log.child({ job: 'j1', token: 't0k3n' }).warn({ password: 'Hunter2!' }, 'nested');
      return { id: request.id };
    });
    app.get('/quiet', { logLevel: 'error' }, async (request) => {
      request.log.error('loud');
      return { id: request.id };
    });
    const { id } = (await app.inject({ url: '/x' })).json<{ id: string }>();
    const quiet = (await app.inject({ url: '/quiet' })).json<{ id: string }>();
    await app.close();
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const inside = parsed.find((line) => line.msg === 'inside');
    const nested = parsed.find((line) => line.msg === 'nested');
    const loud = parsed.find((line) => line.msg === 'loud');
    expect(inside).toMatchObject({ reqId: id, headers: { authorization: '[redacted]' } });
    expect(nested).toMatchObject({ reqId: id, job: 'j1', token: '[redacted]', password: '[redacted]' });
    expect(loud).toMatchObject({ reqId: quiet.id });
    // Fastify's own request lines carry it too.
    expect(parsed.filter((line) => line.reqId === id).length).toBeGreaterThanOrEqual(4);
    for (const secret of ['abc123', 't0k3n', 'Hunter2!']) expect(lines.join('')).not.toContain(secret);
  });

  it("gives each request's lines its own id, and follows a change of the server's level", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ loggerInstance: pino(loggerOptions('warn'), stream), ...requestLogging });
    app.get('/x', async (request) => {
      request.log.warn('seen');
      request.log.info('detail');
      return { id: request.id };
    });
    const first = (await app.inject({ url: '/x' })).json<{ id: string }>();
    const second = (await app.inject({ url: '/x' })).json<{ id: string }>();
    app.log.level = 'info';
    const third = (await app.inject({ url: '/x' })).json<{ id: string }>();
    await app.close();
    const of = (msg: string) => lines.filter((line) => line.msg === msg).map((line) => line.reqId);
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);
    expect(of('seen')).toEqual([first.id, second.id, third.id]);
    expect(of('detail')).toEqual([third.id]);
  });
});
