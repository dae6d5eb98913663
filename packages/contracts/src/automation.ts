import { AUTOMATION_MESSAGES as M } from './automation-messages.ts';
import type { PLATFORM_DEFINITIONS } from './platforms.ts';
import { PLATFORM_LABELS, platformDefinition, platformsWhere, type Platform, type PlatformKind } from './platforms.ts';
import type { RuleAction, RuleConditions } from './automation-schemas.ts';

/**
 * Triage and automation rules (issue 16): per brand, *when* an item arrives (or is edited) and matches the
 * conditions, *then* the actions run — in a worker, exactly once per item, rule and revision of the item.
 * One schema for the API, the form and the dry run; its refinements name the field a mistake is in.
 */

/** The platforms whose items reach the inbox (Google Analytics brings figures, not items). */
export type RulePlatform = Extract<(typeof PLATFORM_DEFINITIONS)[number], { inbox: { rules: true } }>['id'];
export const RULE_PLATFORMS = platformsWhere((definition) => definition.inbox.rules) as unknown as readonly [
  RulePlatform,
  ...RulePlatform[],
];

export const ITEM_KINDS = ['review', 'comment', 'message'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const ITEM_KIND_LABELS: Record<ItemKind, string> = { review: 'Review', comment: 'Comment', message: 'Message' };
/** What an item of each kind of platform is: a store's or a review app's review, a social comment, a message. */
const ITEM_KIND_OF: Record<PlatformKind, ItemKind | null> = {
  ecommerce: 'review',
  reviews: 'review',
  social: 'comment',
  messaging: 'message',
  analytics: null,
};
export const KIND_OF_PLATFORM = Object.fromEntries(
  RULE_PLATFORMS.map((platform) => [platform, ITEM_KIND_OF[platformDefinition(platform).kind] ?? 'review']),
) as Record<RulePlatform, ItemKind>;

/** Where a comment can be hidden (Instagram `hide=true`, Facebook `is_hidden=true`, TikTok `/business/comment/hide/`). */
export const HIDE_PLATFORMS: readonly Platform[] = platformsWhere((definition) => definition.inbox.hide);
/** Where a reply can be posted (Shopify's own reviews take none: they are answered through Judge.me or Yotpo). */
export const REPLY_PLATFORMS: readonly Platform[] = platformsWhere((definition) => definition.inbox.reply);

export const PRIORITIES = ['high', 'normal', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = {
  high: M.priorityHigh,
  normal: M.priorityNormal,
  low: M.priorityLow,
};

/** Why an item waits for a person: the built-in hold (rating, risky words, spam), a rule, or a rejected draft. */
export const HOLD_REASONS = ['low_rating', 'risky_words', 'spam', 'rule', 'rejected'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const REPLY_ACTIONS = ['draft', 'send', 'approval'] as const;
export type ReplyAction = (typeof REPLY_ACTIONS)[number];
export const RULE_ACTION_TYPES = [...REPLY_ACTIONS, 'hide', 'tag', 'priority', 'hold'] as const;
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];
export const ACTION_LABELS: Record<RuleActionType, string> = {
  draft: M.actionDraft,
  send: M.actionSend,
  approval: M.actionApproval,
  hide: M.actionHide,
  tag: M.actionTag,
  priority: M.actionPriority,
  hold: M.actionHold,
};

export const AUTOMATION_LIMITS = {
  rulesPerBrand: 50,
  /** Reviews at or below this rating always wait for a person. */
  holdMaxRating: 2,
  /** A rule that fails this many times in a row pauses itself (and notifies). */
  failuresBeforePause: 5,
  dryRunDays: 30,
  dryRunExamples: 20,
  riskyWordsMax: 50,
  conditionWordsMax: 30,
  /**
   * Replies go only to items posted within this many days of being evaluated: a platform's imported history
   * is triaged (held, tagged, prioritised) but never answered automatically.
   */
  replyMaxAgeDays: 7,
} as const;

export const DEFAULT_RISKY_WORDS = ['refund', 'lawyer', 'allergic', 'injury', 'chargeback', 'scam'] as const;

/** A brand's safety settings until it saves its own. */
export const AUTOMATION_DEFAULTS = {
  riskyWords: [...DEFAULT_RISKY_WORDS] as string[],
  dailyCreditCap: 100,
  replyTargetHours: 24,
};

/** Whether a condition is set (an empty rating range is no condition). */
export function activeConditions(conditions: RuleConditions): string[] {
  return Object.entries(conditions)
    .filter(([key, value]) => {
      if (value === undefined) return false;
      if (key !== 'rating') return true;
      const range = value as { min?: number; max?: number };
      return range.min !== undefined || range.max !== undefined;
    })
    .map(([key]) => key);
}

/** The platforms a rule can match: its platforms (all inbox platforms without), narrowed by its kinds. */
export function rulePlatforms(conditions: Pick<RuleConditions, 'platforms' | 'kinds'>): RulePlatform[] {
  const base = conditions.platforms ?? RULE_PLATFORMS;
  return base.filter((platform) => !conditions.kinds || conditions.kinds.includes(KIND_OF_PLATFORM[platform]));
}

type Issue = { path: (string | number)[]; message: string };

function conditionIssues(conditions: RuleConditions): Issue[] {
  const issues: Issue[] = [];
  if (activeConditions(conditions).length === 0) issues.push({ path: ['conditions'], message: M.noConditions });
  const { min, max } = conditions.rating ?? {};
  if (min !== undefined && max !== undefined && min > max) {
    issues.push({ path: ['conditions', 'rating'], message: M.ratingRange });
  }
  if (rulePlatforms(conditions).length === 0)
    issues.push({ path: ['conditions', 'kinds'], message: M.noPlatformOfKind });
  const required = new Set((conditions.containsWords ?? []).map((entry) => entry.toLowerCase()));
  if ((conditions.excludesWords ?? []).some((entry) => required.has(entry.toLowerCase()))) {
    issues.push({ path: ['conditions', 'excludesWords'], message: M.wordsContradict });
  }
  return issues;
}

/**
 * The platform that cannot take an action: one the merchant named, or — a rule chosen by kind only — the first
 * of the kind when none of its platforms can. A rule for every platform acts where the action exists.
 */
function refusingPlatform(conditions: RuleConditions, supported: readonly Platform[]): RulePlatform | undefined {
  if (conditions.platforms) return rulePlatforms(conditions).find((platform) => !supported.includes(platform));
  const ofKinds = conditions.kinds ? rulePlatforms(conditions) : [];
  return ofKinds.some((platform) => supported.includes(platform)) ? undefined : ofKinds[0];
}

function actionIssues(conditions: RuleConditions, actions: RuleAction[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  let reply: number | null = null;
  const types = new Set(actions.map((action) => action.type));
  actions.forEach((action, index) => {
    const at = (message: string) => issues.push({ path: ['actions', index, 'type'], message });
    if (action.type !== 'tag' && seen.has(action.type)) at(M.duplicateAction);
    seen.add(action.type);
    if ((REPLY_ACTIONS as readonly string[]).includes(action.type)) {
      if (reply !== null) at(M.oneReply);
      reply = index;
      const refused = action.type === 'draft' ? undefined : refusingPlatform(conditions, REPLY_PLATFORMS);
      if (refused) at(M.replyUnsupported.replace('{platform}', PLATFORM_LABELS[refused]));
      if (types.has('hide')) at(M.hideAndReply);
      if (action.type !== 'draft' && types.has('hold')) at(M.holdAndSend);
    }
    if (action.type === 'hide') {
      const refused = refusingPlatform(conditions, HIDE_PLATFORMS);
      if (refused) at(M.hideUnsupported.replace('{platform}', PLATFORM_LABELS[refused]));
    }
  });
  return issues;
}

/** Every mistake in a rule, each at the field it is in (the API answers 400 naming it; the form shows it there). */
export function ruleIssues(rule: { conditions: RuleConditions; actions: RuleAction[] }): Issue[] {
  return [...conditionIssues(rule.conditions), ...actionIssues(rule.conditions, rule.actions)];
}

/** The words a hold reason is shown with. */
export function holdReasonLabel(reason: HoldReason, rating: number | null): string {
  if (reason === 'low_rating')
    return M.holdLowRating.replace('{rating}', String(rating ?? AUTOMATION_LIMITS.holdMaxRating));
  if (reason === 'risky_words') return M.holdRiskyWords;
  if (reason === 'spam') return M.holdSpam;
  if (reason === 'rejected') return M.holdRejected;
  return M.holdRule;
}

// ── Activity: what an automatic action did (the schemas are in automation-api.ts) ──

export const AUTOMATION_RESULTS = ['done', 'queued', 'skipped', 'failed'] as const;
export type AutomationResult = (typeof AUTOMATION_RESULTS)[number];
export const AUDIT_ACTIONS = [...RULE_ACTION_TYPES, 'approve', 'reject'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  ...ACTION_LABELS,
  approve: M.approve,
  reject: M.reject,
};
export const AUTOMATION_RESULT_LABELS: Record<AutomationResult, string> = {
  done: M.resultDone,
  queued: M.resultQueued,
  skipped: M.resultSkipped,
  failed: M.resultFailed,
};
