import { describe, expect, it } from 'vitest';
import { microBatcher, type Settled } from './micro-batch.ts';

describe('microBatcher', () => {
  it('starts a lone call at once and groups the calls that arrive while a batch runs', async () => {
    const batches: number[][] = [];
    const batcher = microBatcher<number, number>(
      async (inputs) => {
        batches.push(inputs);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return inputs.map((value) => ({ ok: true, value: value * 10 }));
      },
      { maxBatch: 4, concurrency: 1 },
    );
    const first = batcher.submit(1);
    const rest = [2, 3, 4, 5, 6, 7].map((value) => batcher.submit(value));
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(batches).toEqual([[1], [2, 3, 4, 5], [6, 7]]);
  });

  it('gives each caller its own outcome, and every caller the error of a batch that threw', async () => {
    const batcher = microBatcher<number, number>(
      async (inputs) => {
        if (inputs.includes(99)) throw new Error('batch failed');
        return inputs.map((value): Settled<number> =>
          value < 0 ? { ok: false, error: new Error(`bad ${value}`) } : { ok: true, value },
        );
      },
      { maxBatch: 10, concurrency: 1 },
    );
    const outcomes = await Promise.allSettled([batcher.submit(1), batcher.submit(-2), batcher.submit(3)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await expect(batcher.submit(99)).rejects.toThrow('batch failed');
    expect(await batcher.submit(4)).toBe(4);
  });
});
