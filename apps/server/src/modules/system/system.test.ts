import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, GENERAL_MESSAGES } from '@bizamply/contracts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('reports the database, AI and integrations from real checks under both prefixes', async () => {
    for (const url of ['/backend/api/system/health', '/api/system/health']) {
      const response = await t.request({ url });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 'ok', services: { database: 'ok', ai: 'ok', integrations: 'ok' } });
      expect(body.uptime).toBeGreaterThanOrEqual(0);
    }
  });

  it('says the database is down when it cannot be reached', async () => {
    const other = await buildTestApp();
    await other.database.pool.end();
    const response = await other.app.inject({ url: '/api/system/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'down', services: { database: 'down' } });
    await other.app.close();
    await other.queue.close().catch(() => {});
  });
});

describe('CSRF (spec 1 §7)', () => {
  it('issues a token in a secure, strict, one-day cookie and the body', async () => {
    const response = await t.app.inject({ url: '/auth/csrf-token' });
    const body = response.json() as { csrfToken: string };
    expect(body.csrfToken.length).toBeGreaterThan(20);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`csrf_token=${body.csrfToken}`);
    expect(cookie).toContain('Max-Age=86400');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Strict');
  });

  it('refuses a state-changing call without the header with 403 CSRF_INVALID', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/anything', payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: GENERAL_MESSAGES.csrfInvalid,
      code: 'CSRF_INVALID',
      status: 403,
    });
  });

  it('refuses a header that does not match the cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { cookie: 'csrf_token=aaaa', 'x-csrf-token': 'bbbb' },
      payload: {},
    });
    expect(response.json().code).toBe('CSRF_INVALID');
  });

  it('lets a matching pair through to routing (404 for an unknown route)', async () => {
    const response = await t.request({ method: 'POST', url: '/api/anything', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
  });
});

describe('error shape', () => {
  it('answers unknown API paths with the common 404 body, even for browsers', async () => {
    const response = await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: GENERAL_MESSAGES.notFound,
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/sim/control/faults',
      headers: { 'content-type': 'application/json' },
      payload: '{"platform":',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('BAD_REQUEST');
  });

  it.each([
    ['a broken %-escape', '/api/comments/%E0%A4%A/draft'],
    ['an over-long path parameter', `/api/comments/${'a'.repeat(300)}/draft`],
  ])('answers %s, which the router rejects itself, in the common shape', async (_case, url) => {
    const response = await t.request({ method: 'PUT', url, payload: { draftContent: 'x', status: 'draft' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(apiErrorSchema.parse(response.json()).success).toBe(false);
  });

  it('answers an oversized body with 413 in the common shape', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/sim/control/faults',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('metrics and docs', () => {
  it('serves Prometheus metrics', async () => {
    await t.request({ url: '/api/system/health' });
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_request_duration_seconds_bucket');
    expect(response.body).toContain('route="/api/system/health"');
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const response = await t.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/system/health');
    expect(Object.keys(document.paths)).toContain('/auth/csrf-token');
  });
});
