import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Runner } from 'graphile-worker';
import { isDatabaseConnectivityError, superviseWorker } from './supervisor.ts';

function fakeRunner() {
  let reject: (error: Error) => void = () => {};
  let resolve: () => void = () => {};
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  const stop = vi.fn(async () => resolve());
  return { runner: { promise, stop } as unknown as Runner, fail: (error: Error) => reject(error), stop };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('superviseWorker', () => {
  it('starts the runner again, with back-off, when it dies because the database went away', async () => {
    vi.useFakeTimers();
    const first = fakeRunner();
    const second = fakeRunner();
    const start = vi.fn(async () => (start.mock.calls.length === 1 ? first.runner : second.runner));
    const lines: string[] = [];
    const worker = await superviseWorker(start, (line) => lines.push(line));
    expect(start).toHaveBeenCalledTimes(1);

    first.fail(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    await vi.advanceTimersByTimeAsync(999);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(2);
    expect(lines[0]).toContain('starting it again in 1 s');

    await worker.stop();
    expect(second.stop).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(start).toHaveBeenCalledTimes(2);
    await expect(worker.done).resolves.toBeUndefined();
  });

  it('keeps trying with a growing pause while the database stays down', async () => {
    vi.useFakeTimers();
    const first = fakeRunner();
    const later = fakeRunner();
    let calls = 0;
    const start = vi.fn(async () => {
      calls += 1;
      if (calls === 1) return first.runner;
      if (calls < 4) throw new Error('connect ECONNREFUSED');
      return later.runner;
    });
    const lines: string[] = [];
    const worker = await superviseWorker(start, (line) => lines.push(line));
    first.fail(new Error('Connection terminated unexpectedly'));
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    expect(start).toHaveBeenCalledTimes(4);
    expect(lines.map((line) => line.match(/in (\d+) s/)?.[1])).toEqual(['1', '2', '4']);
    await worker.stop();
  });
});

describe('isDatabaseConnectivityError', () => {
  it('recognises refused connections, admin shutdown, class 08 and wrapped causes, and nothing else', () => {
    expect(isDatabaseConnectivityError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseConnectivityError(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseConnectivityError(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseConnectivityError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseConnectivityError(
        new Error('Failed query', { cause: Object.assign(new Error('y'), { code: 'ECONNREFUSED' }) }),
      ),
    ).toBe(true);
    // The embedded server's Unix socket while it restarts (its file gone); a file missing elsewhere is not the database.
    const socketGone = { code: 'ENOENT', syscall: 'connect', address: '/data/postgres-socket/.s.PGSQL.5432' };
    expect(isDatabaseConnectivityError(Object.assign(new Error('connect ENOENT'), socketGone))).toBe(true);
    expect(isDatabaseConnectivityError(Object.assign(new Error('x'), { code: 'ENOENT', syscall: 'open' }))).toBe(false);
    expect(isDatabaseConnectivityError(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDatabaseConnectivityError(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseConnectivityError('ECONNREFUSED')).toBe(false);
  });
});
