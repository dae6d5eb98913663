import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.ts';

/** A task the test finishes by hand. */
function manualTask(log: string[], name: string) {
  let finish: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = () => resolve(name);
      fail = reject;
    });
  return { task, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a keyed queue', () => {
  it('runs one key’s tasks one after another and other keys’ at once, and forgets idle keys', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const [first, second, other] = [manualTask(log, 'a1'), manualTask(log, 'a2'), manualTask(log, 'b1')];
    const results = [queue.run('a', first.task), queue.run('a', second.task), queue.run('b', other.task)];
    await settle();
    expect(log).toEqual(['start a1', 'start b1']);
    first.finish();
    await settle();
    expect(log).toEqual(['start a1', 'start b1', 'start a2']);
    second.finish();
    other.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
    await settle();
    expect(queue.size()).toBe(0);
  });

  it('a failed task rejects its caller alone: the next task of its key still runs', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const [first, second] = [manualTask(log, 'a1'), manualTask(log, 'a2')];
    const failed = queue.run('a', first.task);
    const next = queue.run('a', second.task);
    await settle();
    first.fail(new Error('pool timeout'));
    await expect(failed).rejects.toThrow('pool timeout');
    await settle();
    second.finish();
    expect(await next).toBe('a2');
  });
});
