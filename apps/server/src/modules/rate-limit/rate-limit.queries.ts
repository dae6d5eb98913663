import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Counts one hit in the slice starting at `sliceStart` and returns the total over the window, in one
 * statement: the upsert is atomic, so concurrent hits on any number of servers never undercount.
 */
export async function hitAndCount(
  db: Executor,
  params: { key: string; sliceStart: Date; windowStart: Date },
): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    WITH bump AS (
      INSERT INTO rate_limit_buckets (key, window_start, count)
      VALUES (${params.key}, ${params.sliceStart}, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1
      RETURNING count
    )
    SELECT ((SELECT count FROM bump) + COALESCE((
      SELECT sum(count) FROM rate_limit_buckets
      WHERE key = ${params.key} AND window_start > ${params.windowStart} AND window_start <> ${params.sliceStart}
    ), 0))::int AS total`);
  return result.rows[0]?.total ?? 0;
}

/** The hits of a key within the window, without counting one. */
export async function countHits(db: Executor, params: { key: string; windowStart: Date }): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    SELECT COALESCE(sum(count), 0)::int AS total FROM rate_limit_buckets
    WHERE key = ${params.key} AND window_start > ${params.windowStart}`);
  return result.rows[0]?.total ?? 0;
}

/** Takes a hit back (a successful login must not count against the failure budget). */
export async function unhit(db: Executor, params: { key: string; sliceStart: Date }): Promise<void> {
  await db.execute(sql`
    UPDATE rate_limit_buckets SET count = greatest(count - 1, 0)
    WHERE key = ${params.key} AND window_start = ${params.sliceStart}`);
}

export async function purgeBucketsBefore(db: Executor, cutoff: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_buckets WHERE window_start < ${cutoff}`);
}
