import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';

export interface LogoBrandRow {
  id: string;
  name: string;
  domain: string | null;
  logoUrl: string | null;
}

const columns = { id: brands.id, name: brands.name, domain: brands.domain, logoUrl: brands.logoUrl };

/** The account's brands whose id is one of `ids` or whose name (any case) is one of `names`, oldest first. */
export async function findOwnBrands(
  db: Executor,
  accountId: string,
  match: { ids: string[]; names: string[] },
): Promise<LogoBrandRow[]> {
  const conditions = [
    match.ids.length ? inArray(brands.id, match.ids) : undefined,
    match.names.length
      ? inArray(
          sql`lower(${brands.name})`,
          match.names.map((name) => name.toLowerCase()),
        )
      : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return [];
  return db
    .select(columns)
    .from(brands)
    .where(and(eq(brands.accountId, accountId), or(...conditions)))
    .orderBy(asc(brands.createdAt), asc(brands.id));
}
