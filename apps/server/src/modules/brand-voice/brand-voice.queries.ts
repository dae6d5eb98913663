import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';

export interface BrandScope {
  accountId: string;
  brandId: string;
}

export async function findBrandVoiceRow(db: Executor, scope: BrandScope) {
  const [row] = await db
    .select({ name: brands.name, domain: brands.domain, voice: brands.voice })
    .from(brands)
    .where(and(eq(brands.id, scope.brandId), eq(brands.accountId, scope.accountId)));
  return row ?? null;
}

export async function updateBrandVoice(db: Executor, scope: BrandScope, voice: Record<string, unknown>) {
  const [row] = await db
    .update(brands)
    .set({ voice })
    .where(and(eq(brands.id, scope.brandId), eq(brands.accountId, scope.accountId)))
    .returning({ voice: brands.voice });
  return row ?? null;
}
