import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';

/**
 * Deleting a parent row makes PostgreSQL find its children by the foreign key's columns (ON DELETE CASCADE / SET
 * NULL). Without an index leading with those columns every deleted parent reads the whole child table: deleting a
 * brand with 1M comments ran for minutes on the bench data set because the credit ledger and the draft outcomes had
 * none (one full scan per deleted comment).
 *
 * Parents deleted one row at a time (an account, a user, a brand, a rule, by a person's action) cost one scan of each
 * child table per delete, which is cheaper than one more index on every write to the busy tables (ledger, replies,
 * deliveries). Every other parent is deleted in bulk — with a brand or by a clean-up — and its children need the index.
 */
const PARENTS_DELETED_ONE_AT_A_TIME = ['accounts', 'users', 'brands', 'automation_rules'];

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('foreign keys', () => {
  it('every foreign key has an index leading with its columns', async () => {
    const result = await database.db.execute<{ constraint: string; table: string; columns: string; parent: string }>(
      sql`
      SELECT c.conname AS constraint, c.conrelid::regclass::text AS table, c.confrelid::regclass::text AS parent,
             (SELECT string_agg(a.attname, ', ' ORDER BY k.ord)
                FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
                JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns
        FROM pg_constraint c
        JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE c.contype = 'f' AND n.nspname = 'public'
         AND NOT EXISTS (
           SELECT 1 FROM pg_index i
            WHERE i.indrelid = c.conrelid
              AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
              AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)
       ORDER BY 2, 1`,
    );
    const unindexed = result.rows.map((row) => ({ ...row, key: `${row.table}(${row.columns}) → ${row.parent}` }));
    // The check sees the keys it should: a key to a one-at-a-time parent without an index is listed.
    expect(unindexed.some((row) => row.key === 'sessions(account_id) → accounts')).toBe(true);
    const missing = unindexed.filter((row) => !PARENTS_DELETED_ONE_AT_A_TIME.includes(row.parent));
    expect(missing.map((row) => row.key)).toEqual([]);
  });
});
