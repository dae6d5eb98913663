import { describe, expect, it } from 'vitest';
import { readsPerTurn } from './reads.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A load that records the keys of each statement and answers from `table` as it was when the statement was sent. */
function recordingLoad(table: Map<string, number>) {
  const statements: string[][] = [];
  let release: () => void = () => {};
  let gate = Promise.resolve();
  return {
    statements,
    hold: () => {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    load: async (keys: string[]) => {
      statements.push(keys);
      const snapshot = keys.map((key) => table.get(key) ?? 0);
      await gate;
      return snapshot;
    },
  };
}

describe('readsPerTurn', () => {
  it('answers the reads of one turn with one statement, each key once, every caller its own key', async () => {
    const table = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    const recorded = recordingLoad(table);
    const read = readsPerTurn(recorded.load, (key: string) => key);
    const answers = await Promise.all([read('a'), read('b'), read('a')]);
    expect(answers).toEqual([1, 2, 1]);
    expect(recorded.statements).toEqual([['a', 'b']]);
    expect(await read('b')).toBe(2);
    expect(recorded.statements).toEqual([['a', 'b'], ['b']]);
  });

  it('never joins a statement already sent: a read asked after a write sees it', async () => {
    const table = new Map([['a', 1]]);
    const recorded = recordingLoad(table);
    const read = readsPerTurn(recorded.load, (key: string) => key);
    recorded.hold();
    const before = read('a');
    await nextTurn(); // the statement is sent, its answer not back yet
    expect(recorded.statements).toEqual([['a']]);
    table.set('a', 2); // a write commits meanwhile
    const after = read('a');
    recorded.release();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(recorded.statements).toEqual([['a'], ['a']]);
  });

  it("a failed statement fails every read of its turn, and the next turn's reads try again", async () => {
    let fail = true;
    const read = readsPerTurn(
      async (keys: string[]) => {
        if (fail) throw new Error('connection lost');
        return keys.map((key) => key.length);
      },
      (key: string) => key,
    );
    const results = await Promise.allSettled([read('a'), read('bb')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read('bb')).toBe(2);
  });
});
