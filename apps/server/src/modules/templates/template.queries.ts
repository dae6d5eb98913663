import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, replyTemplates } from '../../db/schema/index.ts';

export interface TemplateScope {
  accountId: string;
  brandId: string;
}

export type TemplateRow = typeof replyTemplates.$inferSelect;

const scoped = (scope: TemplateScope) =>
  and(eq(replyTemplates.accountId, scope.accountId), eq(replyTemplates.brandId, scope.brandId));

export async function listTemplateRows(db: Executor, scope: TemplateScope): Promise<TemplateRow[]> {
  return db
    .select()
    .from(replyTemplates)
    .where(scoped(scope))
    .orderBy(asc(replyTemplates.createdAt), asc(replyTemplates.id));
}

/** Serialises template creation per brand, so the per-brand cap holds under concurrency. */
export async function lockBrand(tx: Executor, scope: TemplateScope): Promise<void> {
  await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, scope.brandId), eq(brands.accountId, scope.accountId)))
    .for('update');
}

export async function countTemplates(tx: Executor, scope: TemplateScope): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(replyTemplates).where(scoped(scope));
  return row?.value ?? 0;
}

export async function insertTemplate(tx: Executor, scope: TemplateScope, values: { name: string; body: string }) {
  const [row] = await tx
    .insert(replyTemplates)
    .values({ ...values, accountId: scope.accountId, brandId: scope.brandId })
    .returning();
  if (!row) throw new Error('template insert returned nothing');
  return row;
}

export async function updateTemplate(
  db: Executor,
  scope: TemplateScope,
  id: string,
  values: { name: string; body: string },
): Promise<TemplateRow | null> {
  const [row] = await db
    .update(replyTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(scoped(scope), eq(replyTemplates.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTemplate(db: Executor, scope: TemplateScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(replyTemplates)
    .where(and(scoped(scope), eq(replyTemplates.id, id)))
    .returning({ id: replyTemplates.id });
  return rows.length > 0;
}
