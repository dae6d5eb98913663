import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';

export async function findBrandInAccount(db: Executor, accountId: string, brandId: string) {
  const [row] = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.accountId, accountId)))
    .limit(1);
  return row ?? null;
}
