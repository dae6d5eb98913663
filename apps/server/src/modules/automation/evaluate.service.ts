import {
  AUTOMATION_MESSAGES as M,
  holdReasonLabel,
  type ItemIntent,
  type ItemSentiment,
  type PriceList,
  type RuleAction,
} from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { getCreditSettings } from '../credits/index.ts';
import { findBrandInAccount } from '../brands/index.ts';
import { recordNotice } from '../notifications/index.ts';
import {
  accountsWithItemsToEvaluate,
  claimItemsToEvaluate,
  insertEvents,
  insertRun,
  markEvaluated,
  settleRunPlan,
  type EventValues,
  type ItemFactRow,
} from './evaluate.queries.ts';
import { planItem, priorityOf, settleSteps, tagsOf, type ItemFacts, type ItemPlan } from './plan.ts';
import { loadBrandRules, type BrandRules } from './rules.service.ts';
import type { BrandScope } from './rules.queries.ts';
import { claimCapNotice, reserveSpend, spendDayOf } from './spend.queries.ts';

/** Rows per transaction: one claim, one plan per item, its writes. */
const BATCH = 200;

export function factsOf(row: ItemFactRow): ItemFacts {
  return {
    platform: row.platform,
    status: row.status,
    rating: row.rating,
    content: row.content,
    language: row.language,
    sentiment: row.sentiment as ItemSentiment | null,
    intent: row.intent as ItemIntent | null,
    isQuestion: row.isQuestion ?? false,
    isSpam: row.isSpam,
    knownCustomer: row.knownCustomer ?? false,
    productId: row.productId,
    postedAt: row.postedAt,
  };
}

interface BatchContext {
  prices: PriceList;
  now: Date;
  brands: Map<string, BrandRules>;
}

const stepDetail = (action: RuleAction) =>
  action.type === 'tag' ? action.tag : action.type === 'priority' ? action.priority : null;

/** The daily cap stopped a paid action: the brand's team hears it once a day, in the bell. */
async function noticeCapReached(tx: Executor, scope: BrandScope, day: string, cap: number): Promise<void> {
  if (!(await claimCapNotice(tx, scope, day))) return;
  const brand = await findBrandInAccount(tx, scope.accountId, scope.brandId);
  await recordNotice(tx, scope, {
    kind: 'automation_cap',
    title: M.capReachedTitle,
    message: M.capReachedMessage.replace('{brand}', brand?.name ?? '').replace('{cap}', String(cap)),
    link: '/rules',
    dedupeKey: `automation-cap:${scope.brandId}:${day}`,
  });
}

/**
 * Applies one item's plan. Each matched rule gets its run (the unique key: a rule acts once per revision);
 * tags, priority and holds apply at once; paid actions first hold their credits against the daily cap; what
 * goes out (drafts, sends, hides) is left to the `automation:act` job. Returns the runs to act on.
 */
async function applyPlan(
  tx: Executor,
  scope: BrandScope,
  item: ItemFactRow,
  plan: ItemPlan,
  context: BatchContext & { brand: BrandRules },
): Promise<{ runIds: string[]; acted: boolean }> {
  const events: EventValues[] = [];
  const runIds: string[] = [];
  const day = spendDayOf(context.now);
  if (plan.builtInHold) {
    const detail = holdReasonLabel(plan.builtInHold, item.rating);
    events.push({ commentId: item.id, action: 'hold', result: 'done', detail: `${M.builtInHold}: ${detail}` });
  }
  for (const rule of plan.matched) {
    const runId = await insertRun(tx, scope, {
      commentId: item.id,
      ruleId: rule.id,
      ruleName: rule.name,
      revision: item.revision,
    });
    if (!runId) continue;
    const steps = plan.steps.filter((entry) => entry.rule === rule);
    const cap = context.brand.dailyCreditCap;
    const outcomes = await settleSteps(steps, context.prices, (cost) => reserveSpend(tx, scope, day, cost, cap));
    const outbound: RuleAction[] = [];
    let reserved = 0;
    for (const { step, kind, cost } of outcomes) {
      const event = { commentId: item.id, ruleId: rule.id, ruleName: rule.name, runId, action: step.action.type };
      if (kind === 'skipped') events.push({ ...event, result: 'skipped', detail: step.skipped });
      else if (kind === 'capped') {
        events.push({ ...event, result: 'skipped', detail: M.capReached });
        await noticeCapReached(tx, scope, day, cap);
      } else if (kind === 'outbound') {
        reserved += cost;
        outbound.push(step.action);
      } else events.push({ ...event, result: 'done', detail: stepDetail(step.action) });
    }
    await settleRunPlan(tx, scope.accountId, runId, { actions: outbound, reservedCredits: reserved, spendDay: day });
    if (outbound.length > 0) runIds.push(runId);
  }
  await insertEvents(tx, scope, events);
  return { runIds, acted: events.length > 0 || runIds.length > 0 };
}

/** One batch of an account's items, in the given transaction. */
export async function evaluateBatch(
  tx: Executor,
  accountId: string,
  context: BatchContext,
  limit = BATCH,
): Promise<{ count: number; runIds: string[] }> {
  const items = await claimItemsToEvaluate(tx, accountId, limit);
  const runIds: string[] = [];
  for (const item of items) {
    const scope = { accountId, brandId: item.brandId };
    let brand = context.brands.get(item.brandId);
    if (!brand) {
      brand = await loadBrandRules(tx, scope);
      context.brands.set(item.brandId, brand);
    }
    // An answered item has nothing left to decide; its new revision is simply seen.
    if (item.status === 'sent') {
      const seen = { id: item.id, revision: item.revision, hold: null, priority: null, tags: [], acted: false };
      await markEvaluated(tx, scope, seen);
      continue;
    }
    const plan = planItem(factsOf(item), brand.rules, brand.safety, context.now);
    const applied = await applyPlan(tx, scope, item, plan, { ...context, brand });
    runIds.push(...applied.runIds);
    await markEvaluated(tx, scope, {
      id: item.id,
      revision: item.revision,
      hold: plan.hold,
      priority: priorityOf(plan.steps),
      tags: tagsOf(plan.steps),
      acted: applied.acted,
    });
  }
  return { count: items.length, runIds };
}

/** Receives the runs a committed batch created, to enqueue their act jobs. */
export type RunsCommitted = (accountId: string, runIds: string[]) => Promise<void>;

/**
 * Evaluates every item of an account whose current revision the rules have not seen, batch by batch (each its
 * own transaction; rows locked, so two workers share the work). `afterCommit` receives the runs to act on.
 */
export async function evaluateAccount(
  db: Database,
  accountId: string,
  afterCommit: RunsCommitted,
  maxItems = 20_000,
): Promise<number> {
  let done = 0;
  const prices = await getCreditSettings(db);
  const brands = new Map<string, BrandRules>();
  while (done < maxItems) {
    const batch = await db.transaction((tx) => evaluateBatch(tx, accountId, { prices, now: new Date(), brands }));
    done += batch.count;
    if (batch.runIds.length > 0) await afterCommit(accountId, batch.runIds);
    if (batch.count < BATCH) break;
  }
  return done;
}

/** The cron's safety net: every account with items still to evaluate, bounded per run. */
export async function sweepAccounts(db: Database, afterCommit: RunsCommitted, maxItems = 20_000): Promise<number> {
  let done = 0;
  for (const accountId of await accountsWithItemsToEvaluate(db, 100)) {
    if (done >= maxItems) break;
    done += await evaluateAccount(db, accountId, afterCommit, maxItems - done);
  }
  return done;
}
