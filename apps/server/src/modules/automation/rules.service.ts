import {
  AUTOMATION_DEFAULTS,
  AUTOMATION_LIMITS,
  AUTOMATION_MESSAGES as M,
  type AutomationSettings,
  type AutomationSettingsInput,
  type Rule,
  type RuleInput,
  isUuid,
} from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PlanRule, Safety } from './plan.ts';
import {
  activeRuleRows,
  brandProducts,
  countRules,
  deleteRuleRow,
  findRuleRow,
  findSettingsRow,
  insertRuleRow,
  listRuleRows,
  lockRuleList,
  setRulePositions,
  updateRuleRow,
  upsertSettingsRow,
  type BrandScope,
  type RuleRow,
} from './rules.queries.ts';
import { spendDayOf, spentOn } from './spend.queries.ts';

export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ field, message }]);

export function toRule(row: RuleRow): Rule {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    continueAfter: row.continueAfter,
    position: row.position,
    conditions: row.conditions,
    actions: row.actions,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pauseReason: row.pauseReason,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toPlanRule = (row: RuleRow): PlanRule => ({
  id: row.id,
  name: row.name,
  continueAfter: row.continueAfter,
  conditions: row.conditions,
  actions: row.actions,
});

async function ruleOrNotFound(db: Executor, scope: BrandScope, id: string): Promise<RuleRow> {
  const row = isUuid(id) ? await findRuleRow(db, scope, id) : null;
  if (!row) throw notFound(M.ruleNotFound);
  return row;
}

/** Product conditions name the brand's own products (an unknown id could never match: refused, named). */
async function checkProducts(db: Executor, scope: BrandScope, input: RuleInput): Promise<void> {
  const ids = input.conditions.productIds;
  if (!ids) return;
  const known = new Set((await brandProducts(db, scope, ids)).map((product) => product.id));
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0) throw fieldError(`conditions.productIds.${index}`, `Unknown product: ${ids[index]}`);
}

export async function listRules(db: Database, scope: BrandScope) {
  return { rules: (await listRuleRows(db, scope)).map(toRule), max: AUTOMATION_LIMITS.rulesPerBrand };
}

export async function getRule(db: Database, scope: BrandScope, id: string): Promise<Rule> {
  return toRule(await ruleOrNotFound(db, scope, id));
}

export async function createRule(db: Database, scope: BrandScope, input: RuleInput): Promise<Rule> {
  await checkProducts(db, scope, input);
  return db.transaction(async (tx) => {
    await lockRuleList(tx, scope);
    const max = AUTOMATION_LIMITS.rulesPerBrand;
    if ((await countRules(tx, scope)) >= max) throw fieldError('rules', M.tooManyRules.replace('{max}', String(max)));
    return toRule(await insertRuleRow(tx, scope, input));
  });
}

export async function editRule(db: Database, scope: BrandScope, id: string, input: RuleInput): Promise<Rule> {
  await ruleOrNotFound(db, scope, id);
  await checkProducts(db, scope, input);
  // An edited rule starts afresh: its failure count and any pause are cleared.
  const row = await updateRuleRow(db, scope, id, {
    ...input,
    consecutiveFailures: 0,
    pausedAt: null,
    pauseReason: null,
  });
  if (!row) throw notFound(M.ruleNotFound);
  return toRule(row);
}

/** Turning a rule on (again) clears a pause: the merchant has looked at it. */
export async function setRuleEnabled(db: Database, scope: BrandScope, id: string, enabled: boolean): Promise<Rule> {
  await ruleOrNotFound(db, scope, id);
  const row = await updateRuleRow(
    db,
    scope,
    id,
    enabled ? { enabled, consecutiveFailures: 0, pausedAt: null, pauseReason: null } : { enabled },
  );
  if (!row) throw notFound(M.ruleNotFound);
  return toRule(row);
}

export async function removeRule(db: Database, scope: BrandScope, id: string): Promise<void> {
  const deleted = isUuid(id) ? await db.transaction((tx) => deleteRuleRow(tx, scope, id)) : false;
  if (!deleted) throw notFound(M.ruleNotFound);
}

export async function reorderRules(db: Database, scope: BrandScope, ids: string[]) {
  return db.transaction(async (tx) => {
    await lockRuleList(tx, scope);
    const current = (await listRuleRows(tx, scope)).map((row) => row.id);
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw fieldError('ruleIds', M.orderMismatch);
    await setRulePositions(tx, scope, ids);
    return { rules: (await listRuleRows(tx, scope)).map(toRule), max: AUTOMATION_LIMITS.rulesPerBrand };
  });
}

export interface BrandRules {
  rules: PlanRule[];
  safety: Safety;
  dailyCreditCap: number;
  replyTargetHours: number;
}

/** What the engine needs of a brand: its active rules in order and its safety settings. */
export async function loadBrandRules(db: Executor, scope: BrandScope, extra?: RuleRow): Promise<BrandRules> {
  const [rows, settings] = await Promise.all([activeRuleRows(db, scope), findSettingsRow(db, scope)]);
  // A dry run places the rule where it stands in the order, as if it were on.
  const all = extra && !rows.some((row) => row.id === extra.id) ? [...rows, extra] : rows;
  all.sort((a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime());
  return {
    rules: all.map(toPlanRule),
    safety: { riskyWords: settings?.riskyWords ?? AUTOMATION_DEFAULTS.riskyWords },
    dailyCreditCap: settings?.dailyCreditCap ?? AUTOMATION_DEFAULTS.dailyCreditCap,
    replyTargetHours: settings?.replyTargetHours ?? AUTOMATION_DEFAULTS.replyTargetHours,
  };
}

export async function getAutomationSettings(db: Executor, scope: BrandScope): Promise<AutomationSettings> {
  const [settings, spentToday] = await Promise.all([
    findSettingsRow(db, scope),
    spentOn(db, scope, spendDayOf(new Date())),
  ]);
  return {
    riskyWords: settings?.riskyWords ?? AUTOMATION_DEFAULTS.riskyWords,
    dailyCreditCap: settings?.dailyCreditCap ?? AUTOMATION_DEFAULTS.dailyCreditCap,
    replyTargetHours: settings?.replyTargetHours ?? AUTOMATION_DEFAULTS.replyTargetHours,
    spentToday,
  };
}

export async function saveAutomationSettings(
  db: Database,
  scope: BrandScope,
  input: AutomationSettingsInput,
): Promise<AutomationSettings> {
  const riskyWords = [...new Set(input.riskyWords.map((word) => word.toLowerCase()))];
  await upsertSettingsRow(db, scope, { ...input, riskyWords });
  return getAutomationSettings(db, scope);
}

export async function automationOptions(db: Database, scope: BrandScope) {
  return { products: await brandProducts(db, scope) };
}

export { ruleOrNotFound };
