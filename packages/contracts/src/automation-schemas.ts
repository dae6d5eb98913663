import { z } from 'zod';
import { AUTOMATION_MESSAGES as M } from './automation-messages.ts';
import { AUTOMATION_LIMITS, HOLD_REASONS, ITEM_KINDS, PRIORITIES, RULE_PLATFORMS, ruleIssues } from './automation.ts';
import { INTENTS, SENTIMENTS } from './signals.ts';

/** The rules' and the items' automation schemas (issue 16); the constants and rule checks are in automation.ts. */

const word = z.string().trim().min(1, M.wordInvalid).max(60, M.wordInvalid);
const words = z.array(word).min(1).max(AUTOMATION_LIMITS.conditionWordsMax);
const stars = z.number().int().min(1).max(5);
const nonEmpty = <T extends z.ZodType>(item: T, max: number) => z.array(item).min(1).max(max);

export const ruleConditionsSchema = z.strictObject({
  platforms: nonEmpty(z.enum(RULE_PLATFORMS), RULE_PLATFORMS.length).optional(),
  kinds: nonEmpty(z.enum(ITEM_KINDS), ITEM_KINDS.length).optional(),
  rating: z.strictObject({ min: stars.optional(), max: stars.optional() }).optional(),
  languages: nonEmpty(z.string().regex(/^[a-z]{2}$/, M.languageInvalid), 20).optional(),
  sentiments: nonEmpty(z.enum(SENTIMENTS), SENTIMENTS.length).optional(),
  intents: nonEmpty(z.enum(INTENTS), INTENTS.length).optional(),
  isQuestion: z.boolean().optional(),
  spam: z.boolean().optional(),
  containsWords: words.optional(),
  excludesWords: words.optional(),
  /** The author is a known Shopify customer with an order. */
  hasOrder: z.boolean().optional(),
  productIds: nonEmpty(z.string().min(1).max(100), 50).optional(),
});
export type RuleConditions = z.infer<typeof ruleConditionsSchema>;

const channel = z.enum(['platform', 'both']);
export const ruleActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('draft') }),
  z.strictObject({ type: z.literal('send'), channel: channel.default('platform') }),
  z.strictObject({ type: z.literal('approval'), channel: channel.default('platform') }),
  z.strictObject({ type: z.literal('hide') }),
  z.strictObject({ type: z.literal('tag'), tag: z.string().trim().min(1, M.tagInvalid).max(40, M.tagInvalid) }),
  z.strictObject({ type: z.literal('priority'), priority: z.enum(PRIORITIES) }),
  z.strictObject({ type: z.literal('hold') }),
]);
export type RuleAction = z.infer<typeof ruleActionSchema>;

export const ruleInputSchema = z
  .strictObject({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(80, M.nameTooLong),
    enabled: z.boolean().default(false),
    /** Let the next matching rules act too (otherwise the first matching rule decides). */
    continueAfter: z.boolean().default(false),
    conditions: ruleConditionsSchema,
    actions: z.array(ruleActionSchema).min(1, M.noActions).max(8),
  })
  .superRefine((rule, context) => {
    for (const issue of ruleIssues(rule)) context.addIssue({ code: 'custom', ...issue });
  });
export type RuleInput = z.infer<typeof ruleInputSchema>;

/** What an item carries from automation: why it waits for a person, its priority, tags, and approval. */
export const itemAutomationSchema = z.object({
  heldReason: z.enum(HOLD_REASONS).nullable(),
  priority: z.enum(PRIORITIES).nullable(),
  tags: z.array(z.string()),
  awaitingApproval: z.boolean(),
  /** Hidden on the platform (by a rule, or as the platform reported it). */
  hiddenOnPlatform: z.boolean(),
  /** The built-in hold or a rule acted on it: its automation history has entries. */
  hasHistory: z.boolean(),
});
export type ItemAutomation = z.infer<typeof itemAutomationSchema>;
