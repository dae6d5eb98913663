import Fastify, { type FastifyContextConfig } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addBrowserHook, notFoundBrowserHooks } from './browser-hooks.ts';
import { registerCookies } from './cookies.ts';
import { registerCsrf } from './csrf.ts';

// Only the part isMachineRoute reads of an endpoint definition (plugins/endpoints.ts).
const machine = { endpoint: { auth: 'machine' } } as unknown as FastifyContextConfig;

async function probeApp() {
  const app = Fastify();
  const sent: string[] = [];
  await registerCookies(app);
  registerCsrf(app, []);
  addBrowserHook(app, 'onSend', async function recordSend(request) {
    sent.push(request.url);
  });
  const cookiesOf = (request: { cookies: unknown }) => ({ cookies: request.cookies ?? 'not parsed' });
  app.get('/page', async (request) => cookiesOf(request));
  app.post('/api/write', async (request) => cookiesOf(request));
  app.post('/webhooks/platform', { config: machine }, async (request) => cookiesOf(request));
  app.setNotFoundHandler(notFoundBrowserHooks(app), async (request, reply) => reply.code(404).send(cookiesOf(request)));
  await app.ready();
  return { app, sent };
}

describe('browser hooks', () => {
  it("run on browsers' routes and on the not-found handler, in the order they were added", async () => {
    const { app, sent } = await probeApp();
    const page = await app.inject({ url: '/page', headers: { cookie: 'a=1; b=2' } });
    expect(page.json()).toEqual({ cookies: { a: '1', b: '2' } });
    const refused = await app.inject({ method: 'POST', url: '/api/write', headers: { cookie: 'csrf_token=x' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CSRF_INVALID' });
    const allowed = await app.inject({
      method: 'POST',
      url: '/api/write',
      headers: { cookie: 'csrf_token=x', 'x-csrf-token': 'x' },
    });
    expect(allowed.json()).toEqual({ cookies: { csrf_token: 'x' } });
    const missing = await app.inject({ url: '/nowhere', headers: { cookie: 'c=3' } });
    expect(missing.json()).toEqual({ cookies: { c: '3' } });
    const missingWrite = await app.inject({ method: 'POST', url: '/nowhere' });
    expect(missingWrite.json()).toMatchObject({ code: 'CSRF_INVALID' });
    expect(sent).toEqual(['/page', '/api/write', '/api/write', '/nowhere', '/nowhere']);
    await app.close();
  });

  it('skip the routes machines call: no cookie parsed, no CSRF check, no browser onSend', async () => {
    const { app, sent } = await probeApp();
    const delivery = await app.inject({ method: 'POST', url: '/webhooks/platform', headers: { cookie: 'a=1' } });
    expect(delivery.statusCode).toBe(200);
    expect(delivery.json()).toEqual({ cookies: 'not parsed' });
    expect(sent).toEqual([]);
    await app.close();
  });

  it('refuse a hook added after a route, which the routes before it would miss', async () => {
    const app = Fastify();
    addBrowserHook(app, 'onRequest', (_request, _reply, done) => done());
    app.get('/early', async () => ({}));
    expect(() => addBrowserHook(app, 'onRequest', (_request, _reply, done) => done())).toThrow(/after routes/);
    await app.close();
  });
});
