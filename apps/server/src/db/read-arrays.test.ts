import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { readArrays, readRows } from './reads.ts';

const STATEMENT = `SELECT $1::int AS n, NULL::text AS n, 'a"b' AS t,
  ('2026-11-25 15:40:32.184123'::timestamptz AT TIME ZONE 'UTC') AS at, ARRAY['x','y'] AS tags, '{"k":1}'::jsonb AS j`;

describe('readArrays', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("gives readRows' values in column order (duplicate names too), with the same parsers", async () => {
    const [object] = await readRows<Record<string, unknown>>(database.db, STATEMENT, [7]);
    const [array] = await readArrays(database.db, STATEMENT, [7]);
    expect(array).toEqual([7, null, 'a"b', '2026-11-25T15:40:32.184Z', ['x', 'y'], { k: 1 }]);
    expect(object).toEqual({ n: null, t: 'a"b', at: array?.[3], tags: ['x', 'y'], j: { k: 1 } });
    // A statement without values (pg's unnamed statement) and one of no rows.
    expect(await readArrays(database.db, `SELECT 1 AS one`, [])).toEqual([[1]]);
    expect(await readArrays(database.db, `SELECT 1 WHERE $1::int = 0`, [5])).toEqual([]);
  });

  it('sends its own query: no copy of a config, no empty row object of every column built', async () => {
    const pool = database.db.$client;
    const sent: unknown[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
      sent.push(args[0]);
      return query(...args);
    };
    try {
      await readArrays(database.db, STATEMENT, [1]);
    } finally {
      (pool as unknown as { query: unknown }).query = query;
    }
    const [submitted] = sent as { submit?: unknown; _result?: { _prebuiltEmptyResultObject?: unknown } }[];
    expect(typeof submitted?.submit).toBe('function');
    expect(submitted?._result?._prebuiltEmptyResultObject).toBeNull();
  });
});
