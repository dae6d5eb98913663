import {
  AUTOMATION_LIMITS,
  AUTOMATION_MESSAGES as M,
  HIDE_PLATFORMS,
  KIND_OF_PLATFORM,
  PLATFORM_LABELS,
  REPLY_PLATFORMS,
  sendPrice,
  type CommentStatus,
  type HoldReason,
  type ItemIntent,
  type ItemSentiment,
  type Platform,
  type PriceList,
  type Priority,
  type RuleAction,
  type RuleConditions,
  type RulePlatform,
} from '@bizamply/contracts';
import { foldKey } from '../../lib/text.ts';

/**
 * The rules engine as a pure function (issue 16): an item's stored signals and the brand's rules in, the
 * plan out. The live path (the evaluation job) and the dry run call the same function, so what a dry run
 * reports is what turning the rule on does over the same items.
 */

export interface ItemFacts {
  platform: Platform;
  status: CommentStatus;
  rating: number | null;
  content: string;
  language: string | null;
  sentiment: ItemSentiment | null;
  intent: ItemIntent | null;
  isQuestion: boolean;
  isSpam: boolean;
  knownCustomer: boolean;
  productId: string | null;
  postedAt: Date;
}

export interface PlanRule {
  id: string;
  name: string;
  continueAfter: boolean;
  conditions: RuleConditions;
  actions: RuleAction[];
}

export interface Safety {
  riskyWords: string[];
}

export interface PlannedStep {
  rule: PlanRule;
  action: RuleAction;
  /** Why the action is left out (the hold, the platform, the item's age); null = it runs. */
  skipped: string | null;
}

export interface ItemPlan {
  /** The built-in hold (no rule can override it): spam, a low rating or a risky word. */
  builtInHold: HoldReason | null;
  /** What the item ends up held for: the built-in hold, else a rule's hold, else nothing. */
  hold: HoldReason | null;
  matched: PlanRule[];
  steps: PlannedStep[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const REPLIES = new Set(['draft', 'send', 'approval']);

/** Whole words (and their longer forms: "refund" finds "refunded"), case and accents aside. */
export function containsWord(foldedText: string, word: string): boolean {
  const needle = foldKey(word);
  return needle.length > 0 && foldedText.includes(` ${needle}`);
}

const folded = (text: string) => ` ${foldKey(text)} `;

export function builtInHold(item: ItemFacts, safety: Safety): HoldReason | null {
  if (item.isSpam) return 'spam';
  const review = KIND_OF_PLATFORM[item.platform as RulePlatform] === 'review';
  if (review && item.rating !== null && item.rating <= AUTOMATION_LIMITS.holdMaxRating) return 'low_rating';
  const text = folded(item.content);
  if (safety.riskyWords.some((word) => containsWord(text, word))) return 'risky_words';
  return null;
}

export function matchesConditions(conditions: RuleConditions, item: ItemFacts): boolean {
  const { platforms, kinds, rating, languages, sentiments, intents, productIds } = conditions;
  if (platforms && !platforms.includes(item.platform as RulePlatform)) return false;
  if (kinds && !kinds.includes(KIND_OF_PLATFORM[item.platform as RulePlatform])) return false;
  if (rating && (rating.min !== undefined || rating.max !== undefined)) {
    if (item.rating === null) return false;
    if (item.rating < (rating.min ?? 1) || item.rating > (rating.max ?? 5)) return false;
  }
  if (languages && (!item.language || !languages.includes(item.language))) return false;
  if (sentiments && (!item.sentiment || !sentiments.includes(item.sentiment))) return false;
  if (intents && (!item.intent || !intents.includes(item.intent))) return false;
  if (conditions.isQuestion !== undefined && conditions.isQuestion !== item.isQuestion) return false;
  if (conditions.spam !== undefined && conditions.spam !== item.isSpam) return false;
  if (conditions.hasOrder !== undefined && conditions.hasOrder !== item.knownCustomer) return false;
  if (productIds && (!item.productId || !productIds.includes(item.productId))) return false;
  if (conditions.containsWords || conditions.excludesWords) {
    const text = folded(item.content);
    if (conditions.containsWords && !conditions.containsWords.some((word) => containsWord(text, word))) return false;
    if (conditions.excludesWords?.some((word) => containsWord(text, word))) return false;
  }
  return true;
}

interface PlanState {
  item: ItemFacts;
  hold: HoldReason | null;
  now: Date;
  reply: boolean;
  hidden: boolean;
  priority: boolean;
}

/** Why a reply action cannot run for this item, or null. */
function replyRefusal(state: PlanState, action: RuleAction): string | null {
  const { item } = state;
  if (state.hidden) return M.hiddenNoReply;
  if (item.status !== 'pending') return M.answeredByPerson;
  if (state.hold === 'spam') return M.spamSkipped;
  if (action.type !== 'draft' && !REPLY_PLATFORMS.includes(item.platform)) {
    return M.replyUnsupported.replace('{platform}', PLATFORM_LABELS[item.platform]);
  }
  const days = AUTOMATION_LIMITS.replyMaxAgeDays;
  if (state.now.getTime() - item.postedAt.getTime() > days * DAY_MS) return M.tooOld.replace('{days}', String(days));
  return null;
}

function stepsFor(rule: PlanRule, state: PlanState): PlannedStep[] {
  const steps: PlannedStep[] = [];
  const add = (action: RuleAction, skipped: string | null = null) => steps.push({ rule, action, skipped });
  for (const action of rule.actions) {
    if (REPLIES.has(action.type)) {
      // One reply per item: the first rule that replies decides it.
      if (state.reply) continue;
      const refusal = replyRefusal(state, action);
      if (refusal) {
        add(action, refusal);
        continue;
      }
      state.reply = true;
      // The built-in hold leaves sending (and approving) to a person; a draft is still made for them.
      if (state.hold && action.type !== 'draft') {
        add(action, M.heldSkipped);
        add({ type: 'draft' });
      } else add(action);
    } else if (action.type === 'hide') {
      if (state.hidden) continue;
      if (!HIDE_PLATFORMS.includes(state.item.platform)) {
        add(action, M.notSupported.replace('{platform}', PLATFORM_LABELS[state.item.platform]));
      } else if (state.hold && state.hold !== 'spam') add(action, M.heldSkipped);
      else if (state.reply) add(action, M.hideAndReply);
      else {
        state.hidden = true;
        add(action);
      }
    } else if (action.type === 'priority') {
      if (state.priority) continue;
      state.priority = true;
      add(action);
    } else add(action);
  }
  return steps;
}

/**
 * The plan for one item: the built-in hold, then the enabled rules in order — the first that matches decides,
 * unless it says "continue". `now` is the moment of evaluation (the dry run passes the item's own arrival).
 */
export function planItem(item: ItemFacts, rules: PlanRule[], safety: Safety, now: Date): ItemPlan {
  const builtIn = builtInHold(item, safety);
  const state: PlanState = { item, hold: builtIn, now, reply: false, hidden: false, priority: false };
  const matched: PlanRule[] = [];
  const steps: PlannedStep[] = [];
  for (const rule of rules) {
    if (!matchesConditions(rule.conditions, item)) continue;
    matched.push(rule);
    steps.push(...stepsFor(rule, state));
    if (!rule.continueAfter) break;
  }
  const ruleHold = steps.some((step) => step.action.type === 'hold' && !step.skipped);
  return { builtInHold: builtIn, hold: builtIn ?? (ruleHold ? 'rule' : null), matched, steps };
}

/** The credits a step spends when it runs: a draft at the generate price, a send with its channel's price. */
export function stepCost(action: RuleAction, prices: PriceList): number {
  if (action.type === 'draft' || action.type === 'approval') return prices.generateCredits;
  if (action.type === 'send') return prices.generateCredits + sendPrice(prices, action.channel);
  return 0;
}

/** The steps the act job performs on the platform or through the AI; the rest are applied at once. */
export const isOutbound = (action: RuleAction) => REPLIES.has(action.type) || action.type === 'hide';

export const priorityOf = (steps: PlannedStep[]): Priority | null => {
  const step = steps.find((entry) => entry.action.type === 'priority' && !entry.skipped);
  return step?.action.type === 'priority' ? step.action.priority : null;
};

export const tagsOf = (steps: PlannedStep[]): string[] => [
  ...new Set(steps.flatMap((step) => (step.action.type === 'tag' && !step.skipped ? [step.action.tag] : []))),
];

export interface StepOutcome {
  step: PlannedStep;
  /** skipped: left out by the plan; capped: the daily cap stopped it; applied: at once; outbound: for the act job. */
  kind: 'skipped' | 'capped' | 'applied' | 'outbound';
  cost: number;
}

/**
 * Settles a rule's steps against the daily cap, in order: each paid step first holds its credits (`reserve`
 * answers whether the cap allows them). The live path reserves in the database, the dry run in memory.
 */
export async function settleSteps(
  steps: PlannedStep[],
  prices: PriceList,
  reserve: (cost: number) => boolean | Promise<boolean>,
): Promise<StepOutcome[]> {
  const outcomes: StepOutcome[] = [];
  for (const step of steps) {
    if (step.skipped) outcomes.push({ step, kind: 'skipped', cost: 0 });
    else if (!isOutbound(step.action)) outcomes.push({ step, kind: 'applied', cost: 0 });
    else {
      const cost = stepCost(step.action, prices);
      const allowed = cost === 0 || (await reserve(cost));
      outcomes.push({ step, kind: allowed ? 'outbound' : 'capped', cost: allowed ? cost : 0 });
    }
  }
  return outcomes;
}
