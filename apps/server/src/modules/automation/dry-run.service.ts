import {
  AUTOMATION_LIMITS,
  AUTOMATION_MESSAGES as M,
  RULE_ACTION_TYPES,
  type ActionCounts,
  type DryRun,
  type RuleActionType,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { getCreditSettings } from '../credits/index.ts';
import { recentItemFacts, type ItemFactRow } from './evaluate.queries.ts';
import { factsOf } from './evaluate.service.ts';
import { planItem, settleSteps } from './plan.ts';
import { loadBrandRules, ruleOrNotFound } from './rules.service.ts';
import type { BrandScope } from './rules.queries.ts';
import { spendDayOf } from './spend.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Enough for a brand answering hundreds of items a day over 30 days. */
const DRY_RUN_MAX_ITEMS = 50_000;
const EXCERPT = 160;

type Example = DryRun['examples'][number];

function example(row: ItemFactRow, actions: RuleActionType[], note: string | null): Example {
  return {
    commentId: row.id,
    platform: row.platform,
    rating: row.rating,
    reviewer: row.reviewerName,
    excerpt: row.content.length > EXCERPT ? `${row.content.slice(0, EXCERPT - 1)}…` : row.content,
    postedAt: row.postedAt.toISOString(),
    actions,
    note,
  };
}

/**
 * "What would this rule have done?": the last 30 days replayed through the live engine — each item as it
 * arrived (unanswered, evaluated at its own arrival), the brand's active rules with this one in its place as
 * if it were on, the built-in hold and the daily cap per UTC day. Counts the rule's actions and credits, with
 * the newest 20 items it would have acted on.
 */
export async function dryRunRule(db: Database, scope: BrandScope, ruleId: string, now = new Date()): Promise<DryRun> {
  const target = await ruleOrNotFound(db, scope, ruleId);
  const [brand, prices] = await Promise.all([loadBrandRules(db, scope, target), getCreditSettings(db)]);
  const days = AUTOMATION_LIMITS.dryRunDays;
  const rows = await recentItemFacts(db, scope, new Date(now.getTime() - days * DAY_MS), DRY_RUN_MAX_ITEMS);

  const actions = Object.fromEntries(RULE_ACTION_TYPES.map((type) => [type, 0])) as ActionCounts;
  const spend = new Map<string, number>();
  const examples: Example[] = [];
  let matched = 0;
  let heldByBuiltIn = 0;
  let capped = 0;
  let credits = 0;
  for (const row of rows) {
    const facts = { ...factsOf(row), status: 'pending' as const };
    const plan = planItem(facts, brand.rules, brand.safety, facts.postedAt);
    const day = spendDayOf(facts.postedAt);
    const reserve = (cost: number) => {
      const total = (spend.get(day) ?? 0) + cost;
      if (total > brand.dailyCreditCap) return false;
      spend.set(day, total);
      return true;
    };
    for (const rule of plan.matched) {
      const outcomes = await settleSteps(
        plan.steps.filter((step) => step.rule === rule),
        prices,
        reserve,
      );
      if (rule.id !== target.id) continue;
      matched += 1;
      const done = outcomes.filter((outcome) => outcome.kind === 'applied' || outcome.kind === 'outbound');
      for (const outcome of done) actions[outcome.step.action.type] += 1;
      credits += done.reduce((sum, outcome) => sum + outcome.cost, 0);
      const stopped = outcomes.some((outcome) => outcome.kind === 'capped');
      if (stopped) capped += 1;
      const held = outcomes.find(
        (outcome) =>
          outcome.kind === 'skipped' &&
          (outcome.step.skipped === M.heldSkipped || outcome.step.skipped === M.spamSkipped),
      );
      if (plan.builtInHold && held) heldByBuiltIn += 1;
      const note = stopped
        ? M.capReached
        : (outcomes.find((outcome) => outcome.kind === 'skipped')?.step.skipped ?? null);
      examples.push(
        example(
          row,
          done.map((outcome) => outcome.step.action.type),
          note,
        ),
      );
      if (examples.length > AUTOMATION_LIMITS.dryRunExamples) examples.shift();
    }
  }
  return {
    days,
    itemsConsidered: rows.length,
    matched,
    actions,
    heldByBuiltIn,
    capped,
    credits,
    examples: examples.reverse(),
  };
}
