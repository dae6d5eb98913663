import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_PLATFORMS, PLATFORM_DEFINITIONS, PLATFORMS } from '@bizamply/contracts';
import { createTestDatabase } from '../../test/database.ts';

/**
 * The platform enums are derived from the registry (contracts); the migrations create them. Both must name the
 * same values in the same order: PostgreSQL keeps an enum's creation order, and drizzle-kit answers a different
 * order with a migration that drops and recreates the type.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function enumValues(type: 'platform' | 'credit_platform'): Promise<string[]> {
  const result = await database.db.execute<{ value: string }>(
    sql`SELECT unnest(enum_range(NULL::${sql.raw(type)}))::text AS value`,
  );
  return result.rows.map((row) => row.value);
}

describe('platform enums', () => {
  it('the migrated platform enum is the registry, in its order', async () => {
    expect(await enumValues('platform')).toEqual([...PLATFORMS]);
  });

  it('the migrated credit ledger enum is the derived CREDIT_PLATFORMS, in its order', async () => {
    expect(await enumValues('credit_platform')).toEqual([...CREDIT_PLATFORMS]);
  });

  it('every platform that can be charged is a ledger platform; analytics platforms are not', () => {
    for (const definition of PLATFORM_DEFINITIONS) {
      expect(CREDIT_PLATFORMS.includes(definition.id as never), definition.id).toBe(definition.kind !== 'analytics');
    }
    expect(CREDIT_PLATFORMS).toContain('system');
  });
});
