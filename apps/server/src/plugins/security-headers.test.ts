import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it("sends helmet's headers on every response, built once from the options", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
      strictTransportSecurity: false,
    });
    app.get('/one', async () => ({ ok: true }));
    app.get('/two', async (_request, reply) => reply.code(404).send({ ok: false }));
    for (const url of ['/one', '/two', '/one']) {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("img-src 'self' data:");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    await app.close();
  });
});
