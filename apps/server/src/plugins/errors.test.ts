import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, GENERAL_MESSAGES } from '@bizamply/contracts';
import { AppError } from '../lib/errors.ts';
import { isDatabaseUnavailable, registerErrorHandling } from './errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('database outages are 503, not 500', () => {
  it('recognises connection failures, also inside the errors drizzle wraps them in', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(withCode('ENOENT'), { syscall: 'connect' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(withCode('ENOENT'), { syscall: 'open' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('answers 503 in the common shape with Retry-After (also a 503 the code chose); any other failure stays a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/down', async () => {
      throw new Error('Failed query: select 1', {
        cause: withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      });
    });
    app.get('/ai-down', async () => {
      throw new AppError('SERVICE_UNAVAILABLE', 'The draft could not be written');
    });
    app.get('/bug', async () => {
      throw new Error('boom');
    });
    const down = await app.inject({ url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(apiErrorSchema.parse(down.json())).toEqual({
      success: false,
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: GENERAL_MESSAGES.databaseUnavailable,
    });
    const busy = await app.inject({ url: '/ai-down' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(apiErrorSchema.parse(busy.json())).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    const bug = await app.inject({ url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toMatchObject({ code: 'UNKNOWN_ERROR', message: GENERAL_MESSAGES.unexpected });
    await app.close();
  });
});
