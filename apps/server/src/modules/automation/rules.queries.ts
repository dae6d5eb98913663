import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RuleAction, RuleConditions } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { automationRules, automationSettings, products } from '../../db/schema/index.ts';

/** Every automation query is scoped by the account and the brand (ARCHITECTURE §5). */
export interface BrandScope {
  accountId: string;
  brandId: string;
}

export type RuleRow = typeof automationRules.$inferSelect;
export type SettingsRow = typeof automationSettings.$inferSelect;

const scoped = (scope: BrandScope) =>
  and(eq(automationRules.accountId, scope.accountId), eq(automationRules.brandId, scope.brandId));

/** Serialises changes to a brand's rule list (the 50-rule limit, positions) without locking the brand row. */
export async function lockRuleList(tx: Executor, scope: BrandScope): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`automation-rules:${scope.brandId}`}, 0))`);
}

export async function listRuleRows(db: Executor, scope: BrandScope): Promise<RuleRow[]> {
  return db
    .select()
    .from(automationRules)
    .where(scoped(scope))
    .orderBy(asc(automationRules.position), asc(automationRules.createdAt));
}

/** The rules that act: turned on and not paused, in order. */
export async function activeRuleRows(db: Executor, scope: BrandScope): Promise<RuleRow[]> {
  return db
    .select()
    .from(automationRules)
    .where(and(scoped(scope), eq(automationRules.enabled, true), isNull(automationRules.pausedAt)))
    .orderBy(asc(automationRules.position), asc(automationRules.createdAt));
}

export async function findRuleRow(db: Executor, scope: BrandScope, id: string): Promise<RuleRow | null> {
  const [row] = await db
    .select()
    .from(automationRules)
    .where(and(scoped(scope), eq(automationRules.id, id)));
  return row ?? null;
}

export async function countRules(db: Executor, scope: BrandScope): Promise<number> {
  const [row] = await db.select({ value: count() }).from(automationRules).where(scoped(scope));
  return row?.value ?? 0;
}

export interface RuleValues {
  name: string;
  enabled: boolean;
  continueAfter: boolean;
  conditions: RuleConditions;
  actions: RuleAction[];
}

export async function insertRuleRow(tx: Executor, scope: BrandScope, values: RuleValues): Promise<RuleRow> {
  const [row] = await tx
    .insert(automationRules)
    .values({
      ...values,
      accountId: scope.accountId,
      brandId: scope.brandId,
      position: sql`coalesce((SELECT max(position) FROM automation_rules WHERE brand_id = ${scope.brandId}), 0) + 1`,
    })
    .returning();
  if (!row) throw new Error('rule insert failed');
  return row;
}

export async function updateRuleRow(
  tx: Executor,
  scope: BrandScope,
  id: string,
  values: Partial<Omit<RuleRow, 'id' | 'accountId' | 'brandId' | 'createdAt'>>,
): Promise<RuleRow | null> {
  const [row] = await tx
    .update(automationRules)
    .set({ ...values, updatedAt: new Date() })
    .where(and(scoped(scope), eq(automationRules.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteRuleRow(tx: Executor, scope: BrandScope, id: string): Promise<boolean> {
  const rows = await tx
    .delete(automationRules)
    .where(and(scoped(scope), eq(automationRules.id, id)))
    .returning({ id: automationRules.id });
  return rows.length > 0;
}

/** Positions 1…n in the given order (the ids are the brand's own, checked by the caller). */
export async function setRulePositions(tx: Executor, scope: BrandScope, ids: string[]): Promise<void> {
  await tx.execute(sql`
    UPDATE automation_rules AS r SET position = v.position, updated_at = now()
    FROM unnest(${sql.param(ids)}::uuid[]) WITH ORDINALITY AS v(id, position)
    WHERE r.id = v.id AND r.account_id = ${scope.accountId} AND r.brand_id = ${scope.brandId}`);
}

/** After a run: a failure adds one to the rule's failures in a row, a success resets them. */
export async function countRuleOutcome(
  tx: Executor,
  scope: BrandScope,
  id: string,
  failed: boolean,
): Promise<RuleRow | null> {
  const [row] = await tx
    .update(automationRules)
    .set({ consecutiveFailures: failed ? sql`${automationRules.consecutiveFailures} + 1` : 0 })
    .where(and(scoped(scope), eq(automationRules.id, id)))
    .returning();
  return row ?? null;
}

export async function findSettingsRow(db: Executor, scope: BrandScope): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(automationSettings)
    .where(and(eq(automationSettings.accountId, scope.accountId), eq(automationSettings.brandId, scope.brandId)));
  return row ?? null;
}

export async function upsertSettingsRow(
  db: Executor,
  scope: BrandScope,
  values: Pick<SettingsRow, 'riskyWords' | 'dailyCreditCap' | 'replyTargetHours'>,
): Promise<SettingsRow> {
  const [row] = await db
    .insert(automationSettings)
    .values({ ...values, accountId: scope.accountId, brandId: scope.brandId })
    .onConflictDoUpdate({ target: automationSettings.brandId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('settings upsert failed');
  return row;
}

/** The brand's products, for the editor's product condition. */
export async function brandProducts(db: Executor, scope: BrandScope, ids?: string[]) {
  return db
    .select({ id: products.externalId, title: products.title })
    .from(products)
    .where(
      and(
        eq(products.accountId, scope.accountId),
        eq(products.brandId, scope.brandId),
        ids ? inArray(products.externalId, ids) : undefined,
      ),
    )
    .orderBy(asc(products.title))
    .limit(500);
}
