import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logging.ts';

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
