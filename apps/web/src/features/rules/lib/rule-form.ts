import {
  ACTION_LABELS,
  INTENT_LABELS,
  ITEM_KIND_LABELS,
  LANGUAGE_NAMES,
  PLATFORM_LABELS,
  PRIORITY_LABELS,
  SENTIMENT_LABELS,
  type ItemIntent,
  type ItemKind,
  type ItemSentiment,
  type Priority,
  type Rule,
  type RuleAction,
  type RuleConditions,
  type RuleInput,
  type RulePlatform,
} from '@bizamply/contracts';

/** The editor's fields: what a merchant picks, turned into the API's rule by `toRuleInput`. */
export type YesNo = 'any' | 'yes' | 'no';
export type ReplyChoice = 'none' | 'draft' | 'send' | 'approval';

export interface RuleFormValues {
  name: string;
  continueAfter: boolean;
  platforms: RulePlatform[];
  kinds: ItemKind[];
  ratingMin: string;
  ratingMax: string;
  sentiments: ItemSentiment[];
  intents: ItemIntent[];
  languages: string[];
  isQuestion: YesNo;
  spam: YesNo;
  hasOrder: YesNo;
  containsWords: string;
  excludesWords: string;
  productIds: string[];
  reply: ReplyChoice;
  channel: 'platform' | 'both';
  hide: boolean;
  hold: boolean;
  tags: string;
  priority: Priority | 'none';
}

export const EMPTY_RULE_FORM: RuleFormValues = {
  name: '',
  continueAfter: false,
  platforms: [],
  kinds: [],
  ratingMin: 'any',
  ratingMax: 'any',
  sentiments: [],
  intents: [],
  languages: [],
  isQuestion: 'any',
  spam: 'any',
  hasOrder: 'any',
  containsWords: '',
  excludesWords: '',
  productIds: [],
  reply: 'none',
  channel: 'platform',
  hide: false,
  hold: false,
  tags: '',
  priority: 'none',
};

const list = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
const some = <T>(values: T[]) => (values.length > 0 ? values : undefined);
const yesNo = (value: YesNo) => (value === 'any' ? undefined : value === 'yes');
const fromYesNo = (value: boolean | undefined): YesNo => (value === undefined ? 'any' : value ? 'yes' : 'no');

export function toRuleInput(values: RuleFormValues, enabled: boolean): RuleInput {
  const min = values.ratingMin === 'any' ? undefined : Number(values.ratingMin);
  const max = values.ratingMax === 'any' ? undefined : Number(values.ratingMax);
  const conditions: RuleConditions = {
    platforms: some(values.platforms),
    kinds: some(values.kinds),
    rating: min !== undefined || max !== undefined ? { min, max } : undefined,
    sentiments: some(values.sentiments),
    intents: some(values.intents),
    languages: some(values.languages),
    isQuestion: yesNo(values.isQuestion),
    spam: yesNo(values.spam),
    hasOrder: yesNo(values.hasOrder),
    containsWords: some(list(values.containsWords)),
    excludesWords: some(list(values.excludesWords)),
    productIds: some(values.productIds),
  };
  const actions: RuleAction[] = [];
  if (values.reply === 'draft') actions.push({ type: 'draft' });
  if (values.reply === 'send' || values.reply === 'approval')
    actions.push({ type: values.reply, channel: values.channel });
  if (values.hide) actions.push({ type: 'hide' });
  for (const tag of list(values.tags)) actions.push({ type: 'tag', tag });
  if (values.priority !== 'none') actions.push({ type: 'priority', priority: values.priority });
  if (values.hold) actions.push({ type: 'hold' });
  const defined = Object.fromEntries(Object.entries(conditions).filter(([, value]) => value !== undefined));
  return { name: values.name.trim(), enabled, continueAfter: values.continueAfter, conditions: defined, actions };
}

export function fromRule(rule: Rule): RuleFormValues {
  const { conditions: c, actions } = rule;
  const replyAction = actions.find(
    (action) => action.type === 'draft' || action.type === 'send' || action.type === 'approval',
  );
  const priority = actions.find((action) => action.type === 'priority');
  return {
    name: rule.name,
    continueAfter: rule.continueAfter,
    platforms: c.platforms ?? [],
    kinds: c.kinds ?? [],
    ratingMin: c.rating?.min !== undefined ? String(c.rating.min) : 'any',
    ratingMax: c.rating?.max !== undefined ? String(c.rating.max) : 'any',
    sentiments: c.sentiments ?? [],
    intents: c.intents ?? [],
    languages: c.languages ?? [],
    isQuestion: fromYesNo(c.isQuestion),
    spam: fromYesNo(c.spam),
    hasOrder: fromYesNo(c.hasOrder),
    containsWords: (c.containsWords ?? []).join(', '),
    excludesWords: (c.excludesWords ?? []).join(', '),
    productIds: c.productIds ?? [],
    reply: replyAction ? (replyAction.type as ReplyChoice) : 'none',
    channel: replyAction && replyAction.type !== 'draft' ? replyAction.channel : 'platform',
    hide: actions.some((action) => action.type === 'hide'),
    hold: actions.some((action) => action.type === 'hold'),
    tags: actions.flatMap((action) => (action.type === 'tag' ? [action.tag] : [])).join(', '),
    priority: priority?.type === 'priority' ? priority.priority : 'none',
  };
}

/** Where the editor shows an API or schema issue: the field path's section. */
export type FormSection = 'name' | 'conditions' | 'rating' | 'words' | 'products' | 'actions' | 'root';

export function sectionOf(field: string): FormSection {
  if (field === 'name') return 'name';
  if (field.startsWith('conditions.rating')) return 'rating';
  if (field.startsWith('conditions.containsWords') || field.startsWith('conditions.excludesWords')) return 'words';
  if (field.startsWith('conditions.productIds')) return 'products';
  if (field.startsWith('conditions')) return 'conditions';
  if (field.startsWith('actions')) return 'actions';
  return 'root';
}

const join = (parts: string[]) => parts.join(', ');

/** "Judge.me · 5★ · Positive": the rule's conditions in a line. */
export function conditionsSummary(conditions: RuleConditions, products: Map<string, string>): string {
  const parts: string[] = [];
  if (conditions.platforms) parts.push(join(conditions.platforms.map((platform) => PLATFORM_LABELS[platform])));
  if (conditions.kinds) parts.push(join(conditions.kinds.map((kind) => `${ITEM_KIND_LABELS[kind]}s`)));
  const { min, max } = conditions.rating ?? {};
  if (min !== undefined && max !== undefined) parts.push(min === max ? `${min}★` : `${min}–${max}★`);
  else if (min !== undefined) parts.push(min === 5 ? '5★' : `${min}★ or more`);
  else if (max !== undefined) parts.push(`${max}★ or less`);
  if (conditions.sentiments) parts.push(join(conditions.sentiments.map((entry) => SENTIMENT_LABELS[entry])));
  if (conditions.intents) parts.push(join(conditions.intents.map((entry) => INTENT_LABELS[entry])));
  if (conditions.languages) {
    parts.push(join(conditions.languages.map((code) => LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES] ?? code)));
  }
  if (conditions.isQuestion !== undefined) parts.push(conditions.isQuestion ? 'Questions' : 'Not questions');
  if (conditions.spam !== undefined) parts.push(conditions.spam ? 'Spam' : 'Not spam');
  if (conditions.hasOrder !== undefined) parts.push(conditions.hasOrder ? 'Customer has an order' : 'No order');
  if (conditions.containsWords) parts.push(`contains ${join(conditions.containsWords.map((word) => `"${word}"`))}`);
  if (conditions.excludesWords) parts.push(`without ${join(conditions.excludesWords.map((word) => `"${word}"`))}`);
  if (conditions.productIds) parts.push(join(conditions.productIds.map((id) => products.get(id) ?? id)));
  return parts.join(' · ');
}

/** "Draft and send · Tag: spam": the rule's actions in a line. */
export function actionsSummary(actions: RuleAction[]): string {
  return actions
    .map((action) => {
      if (action.type === 'tag') return `${ACTION_LABELS.tag}: ${action.tag}`;
      if (action.type === 'priority') return PRIORITY_LABELS[action.priority];
      const label = ACTION_LABELS[action.type];
      return (action.type === 'send' || action.type === 'approval') && action.channel === 'both'
        ? `${label} (platform and WhatsApp)`
        : label;
    })
    .join(' · ');
}
