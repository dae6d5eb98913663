import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoints, type Endpoint } from '@bizamply/contracts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createCipher, loadInstanceSecret } from '../lib/secrets.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from '../seed/seed.ts';
import { createResponseSerializerCompiler } from './serialization.ts';

const item = z.object({
  id: z.string(),
  note: z.string().nullable(),
  rating: z.number().nullable(),
  status: z.enum(['pending', 'sent']),
  signals: z.object({ language: z.string(), spamScore: z.number() }).nullable(),
  priority: z.enum(['high', 'low']).nullable(),
  tags: z.array(z.string()),
  optional: z.string().optional(),
});
const responseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(item),
    counts: z.record(z.string(), z.number()),
    outcome: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('sent'), at: z.string() }),
      z.object({ kind: z.literal('failed'), reason: z.string() }),
    ]),
  }),
});

async function appReturning(body: unknown, verify: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify }));
  app.get('/thing', { schema: { response: { 200: responseSchema } } }, async () => body);
  await app.ready();
  return app;
}

const declared = {
  success: true,
  data: {
    items: [
      {
        id: 'a',
        note: null,
        rating: 4.5,
        status: 'sent',
        signals: { language: 'en', spamScore: 0.1 },
        priority: null,
        tags: ['x', 'quote " and \u2028 line'],
      },
      {
        id: 'b',
        note: 'ok',
        rating: null,
        status: 'pending',
        signals: null,
        priority: 'high',
        tags: [],
        optional: 'o',
      },
    ],
    counts: { pending: 3, sent: 0 },
    outcome: { kind: 'failed', reason: 'timeout' },
  },
};

describe('the compiled response serializer', () => {
  it('writes what zod writes, and never a field the schema does not declare, at any depth', async () => {
    const leaky = structuredClone(declared) as Record<string, unknown> & typeof declared;
    const [first] = leaky.data.items;
    Object.assign(leaky, { passwordHash: 'secret-1' });
    Object.assign(leaky.data, { internal: 'secret-2' });
    Object.assign(first ?? {}, { accountId: 'secret-3' });
    Object.assign(first?.signals ?? {}, { model: 'secret-4' });
    Object.assign(leaky.data.outcome, { stack: 'secret-5' });
    for (const verify of [false, true]) {
      const app = await appReturning(leaky, verify);
      const response = await app.inject({ method: 'GET', url: '/thing' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('secret');
      expect(response.json()).toEqual(declared);
      expect(response.body).toBe(JSON.stringify(z.encode(responseSchema, leaky as z.output<typeof responseSchema>)));
      await app.close();
    }
  });

  it('in development and tests, a value that breaks its schema still fails', async () => {
    const broken = structuredClone(declared);
    (broken.data.items[0] as { status: string }).status = 'archived';
    const app = await appReturning(broken, true);
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(500);
    await app.close();
  });
});

/**
 * The real answers of the app (demo data; tests run with VERIFY_RESPONSES on, so each one was also encoded by zod
 * and a different text would have been a 500): every GET endpoint without path parameters, and the bench's rows.
 */
describe('the real responses, compiled serializer against zod', () => {
  let testApp: TestApp;
  let token: string;
  let brandId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    expect(testApp.config.VERIFY_RESPONSES).toBe(true);
    const cipher = createCipher(await loadInstanceSecret(testApp.database.db));
    await seedDemoIfEmpty(testApp.database.db, testApp.database.pool, cipher, {
      adminEmail: 'admin@bizamply.test',
      adminPassword: 'Admin#2026!',
    });
    const login = await testApp.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    token = (login.json() as { token: string }).token;
    const brandsAnswer = await testApp.request({ method: 'GET', url: '/api/brands', token });
    const [brand] = (brandsAnswer.json() as { brands: { brandId: string }[] }).brands;
    brandId = brand?.brandId ?? '';
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  /** Required query strings; /api/discounts asks Shopify, which this test does not run. */
  const queries: Record<string, string> = { '/api/search': '?q=love' };
  const definitions = Object.values(endpoints)
    .flatMap((group) => Object.values(group as Record<string, Endpoint>))
    .filter((endpoint) => endpoint.method === 'GET' && !endpoint.path.includes(':') && endpoint.auth !== 'admin')
    // JSON answers only (a redirect, a script or a stream has no response schema to serialize through).
    .filter((endpoint): endpoint is Endpoint & { response: z.ZodType } => endpoint.response !== undefined)
    .filter((endpoint) => endpoint.path !== '/api/discounts');

  it.each(definitions.map((endpoint) => [endpoint.path, endpoint] as const))('%s', async (path, endpoint) => {
    const url = `${path}${queries[path] ?? ''}`;
    const response = await testApp.request({ method: 'GET', url, token, brandId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(JSON.stringify(z.encode(endpoint.response, response.json())));
  });

  it.each([
    '/api/comments?status=pending&platform=judgeme&limit=50',
    '/api/comments?search=love&limit=50',
    '/api/comments?status=sent&sort=oldest&page=2&limit=10',
    '/api/dashboard/stats?timeRange=24h',
    '/api/dashboard/stats?timeRange=all',
    '/api/analytics/products?timeRange=30d',
    '/api/credits/transactions?type=usage&platform=judgeme&limit=10',
    '/auth/status',
  ])('%s', async (url) => {
    const response = await testApp.request({ method: 'GET', url, token, brandId });
    expect(response.statusCode, response.body).toBe(200);
  });
});
