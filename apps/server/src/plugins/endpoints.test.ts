import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, defineEndpoint, defineEndpointGroup } from '@bizamply/contracts';
import type { Principal } from './auth.ts';
import {
  endpointDocsTransform,
  endpointRoutes,
  otherFormAnswer,
  preSerializedCachedData,
  preSerializedData,
  registerEndpoints,
  type EndpointHandlers,
} from './endpoints.ts';
import { AppError } from '../lib/errors.ts';
import { registerErrorHandling } from './errors.ts';
import { validatorCompiler } from './validation.ts';

const okSchema = z.object({ success: z.literal(true), data: z.object({ id: z.string(), note: z.string() }) });
const notes = defineEndpointGroup('notes', {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/notes/:id',
    auth: 'user',
    summary: 'One note',
    params: z.object({ id: z.string().max(8) }),
    query: z.object({ upper: z.enum(['yes', 'no']).optional() }),
    response: okSchema,
  }),
  write: defineEndpoint({
    method: 'PUT',
    path: '/api/notes/:id',
    auth: 'brand',
    summary: "Write a brand's note",
    params: z.object({ id: z.string().max(8) }),
    body: z.object({ note: z.string().min(1) }).strict(),
    response: okSchema,
    errors: ['CONFLICT'],
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/api/notes/reset',
    auth: 'admin',
    summary: 'Forget every note (administrators only)',
    response: z.object({ success: z.literal(true) }),
  }),
  ping: defineEndpoint({
    method: 'GET',
    path: '/api/notes/ping',
    aliases: ['/api/notes/hello'],
    auth: 'public',
    summary: 'Anyone may ask',
    response: z.object({ signedIn: z.boolean() }),
  }),
  cached: defineEndpoint({
    method: 'GET',
    path: '/api/notes/cached',
    auth: 'public',
    summary: 'A note whose JSON was written once',
    response: okSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/notes',
    auth: 'user',
    summary: 'Create a note (201), or answer the same one again (200)',
    body: z.object({ note: z.string().min(1) }).strict(),
    response: okSchema,
    responseStatuses: [201, 200],
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/api/notes/page',
    auth: 'public',
    summary: 'A note as JSON, or as a page for a browser; left out of the docs',
    response: okSchema,
    hidden: true,
  }),
});

const handlers: EndpointHandlers<typeof notes> = {
  read: async ({ params, query, principal }) => ({
    success: true,
    data: { id: params.id, note: query.upper === 'yes' ? principal.email.toUpperCase() : principal.email },
  }),
  write: async ({ params, body, scope }) => ({
    success: true,
    data: { id: params.id, note: `${scope.brandId}:${body.note}` },
  }),
  reset: async () => ({ success: true }),
  ping: async ({ principal }) => ({ signedIn: principal !== null }),
  cached: async () => preSerializedData<{ id: string; note: string }>('{"id":"c1","note":"written once"}'),
  create: async ({ body, reply }) => {
    if (body.note === 'known') reply.status(200);
    return { success: true, data: { id: 'n2', note: body.note } };
  },
  page: async ({ request }) =>
    (request.headers.accept ?? '').includes('text/html')
      ? otherFormAnswer('text/html; charset=utf-8', '<p>a note</p>')
      : { success: true, data: { id: 'p1', note: 'a note' } },
};

const member = { accountId: 'account-1', email: 'member@example.com', isAdmin: false } as Principal;
const admin = { ...member, email: 'admin@example.com', isAdmin: true } as Principal;

/** The helper on a bare Fastify: who calls is read from a test header instead of a session. */
async function appWithNotes(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'test', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: endpointDocsTransform,
  });
  app.decorateRequest('principal', null);
  app.decorateRequest('brandId', null);
  app.addHook('preHandler', async (request) => {
    const who = request.headers['x-test-caller'];
    request.principal = who === 'admin' ? admin : who === 'member' ? member : null;
    request.brandId = typeof request.headers['x-test-brand'] === 'string' ? request.headers['x-test-brand'] : null;
  });
  registerEndpoints(app, notes, handlers);
  await app.ready();
  return app;
}

describe('routes registered from endpoint definitions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithNotes();
  });
  afterAll(() => app.close());

  it('hands the handler the validated parameters, query and caller', async () => {
    const response = await app.inject({ url: '/api/notes/n1?upper=yes', headers: { 'x-test-caller': 'member' } });
    expect(response.json()).toEqual({ success: true, data: { id: 'n1', note: 'MEMBER@EXAMPLE.COM' } });
  });

  it("gives a brand-scoped handler the caller's brand scope", async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/notes/n1',
      headers: { 'x-test-caller': 'member', 'x-test-brand': 'brand-1' },
      payload: { note: 'hello' },
    });
    expect(response.json()).toEqual({ success: true, data: { id: 'n1', note: 'brand-1:hello' } });
  });

  it('answers each auth level in the common error shape', async () => {
    const anonymous = await app.inject({ url: '/api/notes/n1' });
    expect(anonymous.statusCode).toBe(401);
    expect(apiErrorSchema.parse(anonymous.json()).code).toBe('UNAUTHORIZED');
    const noBrand = await app.inject({
      method: 'PUT',
      url: '/api/notes/n1',
      headers: { 'x-test-caller': 'member' },
      payload: { note: 'hello' },
    });
    expect(apiErrorSchema.parse(noBrand.json()).code).toBe('BRAND_REQUIRED');
    const notAdmin = await app.inject({
      method: 'POST',
      url: '/api/notes/reset',
      headers: { 'x-test-caller': 'member' },
    });
    expect(notAdmin.statusCode).toBe(403);
    const byAdmin = await app.inject({
      method: 'POST',
      url: '/api/notes/reset',
      headers: { 'x-test-caller': 'admin' },
    });
    expect(byAdmin.json()).toEqual({ success: true });
    expect((await app.inject({ url: '/api/notes/ping' })).json()).toEqual({ signedIn: false });
    expect((await app.inject({ url: '/api/notes/hello', headers: { 'x-test-caller': 'member' } })).json()).toEqual({
      signedIn: true,
    });
  });

  it('validates input first, as the hand-written routes did: a malformed call is a 400 even when anonymous', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/notes/n1', payload: { note: '', extra: 1 } });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_ERROR');
    const longId = await app.inject({ url: '/api/notes/far-too-long', headers: { 'x-test-caller': 'member' } });
    expect(longId.statusCode).toBe(400);
  });

  it('sends an answer written beforehand as it is, as JSON', async () => {
    const response = await app.inject({ url: '/api/notes/cached' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe('{"success":true,"data":{"id":"c1","note":"written once"}}');
  });

  it('answers its first success status by default, another of them when the handler sets it', async () => {
    const member = { 'x-test-caller': 'member' };
    const created = await app.inject({ method: 'POST', url: '/api/notes', headers: member, payload: { note: 'new' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ success: true, data: { id: 'n2', note: 'new' } });
    const again = await app.inject({ method: 'POST', url: '/api/notes', headers: member, payload: { note: 'known' } });
    const invalid = await app.inject({ method: 'POST', url: '/api/notes', payload: { note: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(again.statusCode).toBe(200);
    const doc = JSON.parse(JSON.stringify(app.swagger()));
    expect(Object.keys(doc.paths['/api/notes'].post.responses).sort()).toEqual(['200', '201', '400', '401']);
  });

  it('answers another form of the same answer as it is (a page for a browser), and can stay out of the docs', async () => {
    const page = await app.inject({ url: '/api/notes/page', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe('<p>a note</p>');
    const json = await app.inject({ url: '/api/notes/page' });
    expect(json.json()).toEqual({ success: true, data: { id: 'p1', note: 'a note' } });
    const doc = JSON.parse(JSON.stringify(app.swagger()));
    expect(doc.paths['/api/notes/page']).toBeUndefined();
  });

  it('documents each route in OpenAPI from its definition, errors included', async () => {
    // The same document /docs/json serves (swagger-ui only serves it).
    const doc = JSON.parse(JSON.stringify(app.swagger()));
    const write = doc.paths['/api/notes/{id}'].put;
    expect(write).toMatchObject({ summary: "Write a brand's note", tags: ['notes'], security: [{ bearer: [] }] });
    expect(Object.keys(write.responses).sort()).toEqual(['200', '400', '401', '404', '409']);
    expect(write.responses['400'].description).toBe('VALIDATION_ERROR, BRAND_REQUIRED');
    expect(write.responses['401'].content['application/json'].schema.properties.code.enum).toContain('UNAUTHORIZED');
    expect(doc.paths['/api/notes/reset'].post.responses['403'].description).toBe('FORBIDDEN');
    expect(doc.paths['/api/notes/ping'].get.security).toBeUndefined();
    expect(doc.paths['/api/notes/hello'].get).toMatchObject({ summary: 'Anyone may ask', tags: ['notes'] });
  });
});

describe('types of the registration', () => {
  it('wants exactly one handler per definition, typed by it', () => {
    expectTypeOf<Parameters<EndpointHandlers<typeof notes>['write']>[0]['body']>().toEqualTypeOf<{ note: string }>();
    expectTypeOf<Parameters<EndpointHandlers<typeof notes>['write']>[0]['scope']>().toEqualTypeOf<{
      accountId: string;
      brandId: string;
    }>();

    // Never run: each is a registration the definitions forbid, so `npm run typecheck` fails if one compiles.
    const forbidden = (app: FastifyInstance) => {
      // @ts-expect-error -- a definition without its handler.
      registerEndpoints(app, notes, { read: handlers.read, write: handlers.write, reset: handlers.reset });
      // @ts-expect-error -- a handler (a route) without a definition.
      registerEndpoints(app, notes, { ...handlers, remove: handlers.reset });
      // @ts-expect-error -- an answer that does not match the definition's response.
      registerEndpoints(app, notes, { ...handlers, ping: async () => ({ signedIn: 'yes' }) });
      // @ts-expect-error -- an answer written beforehand must name the definition's data.
      registerEndpoints(app, notes, { ...handlers, cached: async () => preSerializedData<{ id: number }>('{"id":1}') });
      return endpointRoutes(notes, () => ({
        ...handlers,
        // @ts-expect-error -- the body's field is `note`, not `text`.
        write: async ({ body }) => ({ success: true as const, data: { id: 'n', note: body.text } }),
      }));
    };
    expect(typeof forbidden).toBe('function');
  });
});

/** Routes that are not JSON endpoints of ours: machine webhooks, redirects, pages, bytes. */
const signed = defineEndpointGroup('signed', {
  hook: defineEndpoint({
    method: 'POST',
    path: '/webhooks/:platform',
    auth: 'machine',
    summary: 'A signed delivery',
    params: z.object({ platform: z.enum(['alpha', 'beta', 'gamma']) }),
    hidden: true,
    rawBody: { limit: 64 },
    response: z.object({ success: z.literal(true), bytes: z.number() }),
  }),
  start: defineEndpoint({
    method: 'GET',
    path: '/auth/start',
    auth: 'public',
    summary: 'A navigation: every outcome a redirect',
    query: z.object({ returnUrl: z.string().max(8).optional() }),
    badInput: 'handler',
    answer: { kind: 'redirect' },
  }),
  picture: defineEndpoint({
    method: 'GET',
    path: '/api/pictures/:id',
    auth: 'public',
    summary: 'Bytes',
    params: z.object({ id: z.string().max(4) }),
    answer: { kind: 'bytes' },
  }),
  echo: defineEndpoint({
    method: 'POST',
    path: '/api/echo',
    auth: 'public',
    summary: 'Parsed JSON beside the raw routes',
    body: z.object({ text: z.string() }),
    response: z.object({ text: z.string() }),
  }),
});

const signedHandlers: EndpointHandlers<typeof signed> = {
  hook: async ({ params, body, principal }) => {
    if (body.toString('utf8') !== `signed:${params.platform}` || principal !== null) {
      throw new AppError('UNAUTHORIZED', 'Invalid webhook signature');
    }
    return { success: true, bytes: body.length };
  },
  start: async ({ query, validationError, reply }) =>
    reply.redirect(validationError ? '/auth/callback?error=bad' : `/next?to=${query.returnUrl ?? ''}`),
  picture: async ({ params, reply }) => reply.type('image/png').header('etag', '"e1"').send(Buffer.from(params.id)),
  echo: async ({ body }) => ({ text: body.text }),
};

describe('routes answering something else than JSON, and machine routes over raw bytes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(swagger, {
      openapi: { info: { title: 'test', version: '1' } },
      transform: endpointDocsTransform,
    });
    app.decorateRequest('principal', null);
    app.decorateRequest('brandId', null);
    registerEndpoints(app, signed, signedHandlers, { at: { hook: [{ platform: 'alpha' }, { platform: 'beta' }] } });
    await app.ready();
  });
  afterAll(() => app.close());

  it('hands a raw-body handler the exact bytes, whatever the content type, within its limit', async () => {
    for (const contentType of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const ok = await app.inject({
        method: 'POST',
        url: '/webhooks/alpha',
        headers: { 'content-type': contentType },
        payload: 'signed:alpha',
      });
      expect(ok.json(), contentType).toEqual({ success: true, bytes: 12 });
    }
    const wrong = await app.inject({ method: 'POST', url: '/webhooks/beta', payload: 'signed:alpha' });
    expect(wrong.statusCode).toBe(401);
    expect(apiErrorSchema.parse(wrong.json()).code).toBe('UNAUTHORIZED');
    const large = await app.inject({ method: 'POST', url: '/webhooks/alpha', payload: 'x'.repeat(65) });
    expect(large.statusCode).toBe(413);
    // The other routes of the same registration keep their JSON parser.
    const echo = await app.inject({ method: 'POST', url: '/api/echo', payload: { text: 'hi' } });
    expect(echo.json()).toEqual({ text: 'hi' });
  });

  it('serves a bound endpoint at its bound addresses only, each documented unless hidden', async () => {
    expect((await app.inject({ method: 'POST', url: '/webhooks/gamma', payload: 'signed:gamma' })).statusCode).toBe(
      404,
    );
    const doc = JSON.parse(JSON.stringify(app.swagger()));
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/webhooks'))).toEqual([]);
  });

  it('lets a handler answer a malformed query itself (a redirect), and send a redirect or bytes as they are', async () => {
    const good = await app.inject({ url: '/auth/start?returnUrl=/a' });
    expect([good.statusCode, good.headers.location]).toEqual([302, '/next?to=/a']);
    const bad = await app.inject({ url: '/auth/start?returnUrl=far-too-long' });
    expect([bad.statusCode, bad.headers.location]).toEqual([302, '/auth/callback?error=bad']);
    const picture = await app.inject({ url: '/api/pictures/ab' });
    expect([picture.headers['content-type'], picture.headers.etag, picture.body]).toEqual(['image/png', '"e1"', 'ab']);
    // Its path parameters are still validated first.
    expect((await app.inject({ url: '/api/pictures/abcdef' })).statusCode).toBe(400);
    const doc = JSON.parse(JSON.stringify(app.swagger()));
    expect(doc.paths['/auth/start'].get.summary).toBe('A navigation: every outcome a redirect');
    expect(doc.paths['/auth/start'].get.responses?.['400']).toBeUndefined();
  });

  it('types a raw body as bytes, a bad-input handler its error, a non-JSON handler its reply', () => {
    type Call<Name extends keyof typeof signed> = Parameters<EndpointHandlers<typeof signed>[Name]>[0];
    expectTypeOf<Call<'hook'>['body']>().toEqualTypeOf<Buffer>();
    expectTypeOf<Call<'hook'>['principal']>().toEqualTypeOf<null>();
    expectTypeOf<Call<'start'>['validationError']>().toEqualTypeOf<Error | undefined>();
    const forbidden = (server: FastifyInstance) => {
      // @ts-expect-error -- a redirect's handler writes the reply; it has no JSON answer.
      registerEndpoints(server, signed, { ...signedHandlers, start: async () => ({ text: 'x' }) });
      // @ts-expect-error -- a bound address names the definition's parameter.
      registerEndpoints(server, signed, signedHandlers, { at: { hook: [{ other: 'alpha' }] } });
    };
    expect(typeof forbidden).toBe('function');
  });
});

describe('a cached answer sent as bytes', () => {
  it('is written once per cached value and sent as the same JSON', async () => {
    const kept = { value: { id: 'c2', note: 'é, written once' }, json: '{"id":"c2","note":"é, written once"}' };
    const first = preSerializedCachedData(kept);
    expect(preSerializedCachedData(kept)).toBe(first);
    expect(preSerializedCachedData({ ...kept })).not.toBe(first);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerEndpoints(app, notes, { ...handlers, cached: async () => preSerializedCachedData(kept) });
    for (let request = 0; request < 2; request += 1) {
      const response = await app.inject({ url: '/api/notes/cached' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(okSchema.parse(response.json()).data).toEqual(kept.value);
      expect(response.body).toBe(`{"success":true,"data":${kept.json}}`);
    }
    await app.close();
  });
});
