import http from 'node:http';
import net from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaderSteps } from './security-headers.ts';

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

describe('security header steps', () => {
  it("are exactly what helmet's middleware does to a response", () => {
    const options = {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
      strictTransportSecurity: true,
    };
    const response = new http.ServerResponse(new http.IncomingMessage(new net.Socket()));
    response.setHeader('x-powered-by', 'Express');
    helmet(options)({} as never, response as never, () => {});
    const replayed = new http.ServerResponse(new http.IncomingMessage(new net.Socket()));
    replayed.setHeader('x-powered-by', 'Express');
    for (const step of securityHeaderSteps(options)) {
      if ('set' in step) replayed.setHeader(step.set, step.value);
      else replayed.removeHeader(step.remove);
    }
    expect(replayed.getHeaders()).toEqual(response.getHeaders());
    expect(Object.keys(replayed.getHeaders()).length).toBeGreaterThan(10);
  });

  it('refuses directives computed per request', () => {
    expect(() =>
      securityHeaderSteps({ contentSecurityPolicy: { directives: { scriptSrc: [() => "'nonce-x'"] } } }),
    ).toThrow(/scriptSrc/);
  });
});
