import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, GENERAL_MESSAGES, SERVICE_MESSAGES } from '@bizamply/contracts';
import { AppError } from '../lib/errors.ts';
import { databaseTrouble, registerErrorHandling } from './errors.ts';

/** pg-pool's error when no pooled connection came free within connectionTimeoutMillis. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';
const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('database outages are 503, not 500', () => {
  it('recognises connection failures, also inside the errors drizzle wraps them in', () => {
    expect(databaseTrouble(withCode('ECONNREFUSED'))).toBe('unavailable');
    expect(databaseTrouble(withCode('57P01', 'terminating connection due to administrator command'))).toBe(
      'unavailable',
    );
    expect(databaseTrouble(withCode('08006'))).toBe('unavailable');
    expect(databaseTrouble(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }))).toBe(
      'unavailable',
    );
    // A new connection that could not open in time is an outage; a wait for a busy pool's connection is not.
    expect(databaseTrouble(new Error('Connection terminated due to connection timeout'))).toBe('unavailable');
    expect(databaseTrouble(new Error('Failed query', { cause: new Error(POOL_WAIT_TIMEOUT) }))).toBe('overloaded');
    expect(databaseTrouble(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(null);
    expect(databaseTrouble(Object.assign(withCode('ENOENT'), { syscall: 'connect' }))).toBe('unavailable');
    expect(databaseTrouble(Object.assign(withCode('ENOENT'), { syscall: 'open' }))).toBe(null);
    expect(databaseTrouble(new Error('boom'))).toBe(null);
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
      message: SERVICE_MESSAGES.databaseUnavailable,
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

  it('tells an overloaded pool from an outage: its own message and log line, the same shape and Retry-After', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    registerErrorHandling(app);
    app.get('/busy', async () => {
      throw new Error('Failed query: select 1', { cause: new Error(POOL_WAIT_TIMEOUT) });
    });
    app.get('/down', async () => {
      throw new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED', 'connect ECONNREFUSED') });
    });
    const busy = await app.inject({ url: '/busy' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(apiErrorSchema.parse(busy.json())).toEqual({
      success: false,
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: SERVICE_MESSAGES.overloaded,
    });
    const down = await app.inject({ url: '/down' });
    expect(down.json().message).toBe(SERVICE_MESSAGES.databaseUnavailable);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; level: number });
    expect(logged.map((entry) => [entry.level, entry.msg])).toEqual([
      [40, 'database pool exhausted (overload)'],
      [40, 'database unavailable'],
    ]);
    await app.close();
  });
});
