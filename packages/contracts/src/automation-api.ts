import { z } from 'zod';
import { AUTOMATION_MESSAGES as M } from './automation-messages.ts';
import { AUDIT_ACTIONS, AUTOMATION_LIMITS, AUTOMATION_RESULTS, PRIORITIES, RULE_ACTION_TYPES } from './automation.ts';
import { ruleActionSchema, ruleConditionsSchema } from './automation-schemas.ts';
import { paginationSchema } from './credits-schemas.ts';
import { draftRequestSchema } from './inbox-schemas.ts';
import { PLATFORMS } from './platforms.ts';

/** The Rules page's calls (issue 16), all brand-scoped through X-Brand-Id; another account's ids are 404. */

const success = z.literal(true);

export const ruleSchema = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  continueAfter: z.boolean(),
  /** 1 = first: rules run in this order. */
  position: z.number().int(),
  conditions: ruleConditionsSchema,
  actions: z.array(ruleActionSchema),
  /** Set when the rule paused itself after failing several times in a row. */
  pausedAt: z.string().nullable(),
  pauseReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rule = z.infer<typeof ruleSchema>;

export const rulesResponseSchema = z.object({
  success,
  data: z.object({ rules: z.array(ruleSchema), max: z.number().int() }),
});
export const ruleResponseSchema = z.object({ success, data: ruleSchema });
export const ruleDeleteResponseSchema = z.object({ success, message: z.string() });

export const ruleEnabledRequestSchema = z.strictObject({ enabled: z.boolean() });
export const ruleOrderRequestSchema = z.strictObject({
  ruleIds: z.array(z.string().max(64)).min(1).max(AUTOMATION_LIMITS.rulesPerBrand),
});

// ── Safety settings: risky words, daily credit cap, reply-time target ──

const riskyWord = z.string().trim().min(1, M.wordInvalid).max(60, M.wordInvalid);
export const automationSettingsInputSchema = z.strictObject({
  riskyWords: z.array(riskyWord).max(AUTOMATION_LIMITS.riskyWordsMax),
  dailyCreditCap: z.number().int().min(0).max(1_000_000),
  replyTargetHours: z.number().int().min(1).max(720),
});
export type AutomationSettingsInput = z.infer<typeof automationSettingsInputSchema>;
export const automationSettingsSchema = z.object({
  riskyWords: z.array(z.string()),
  dailyCreditCap: z.number().int(),
  replyTargetHours: z.number().int(),
  /** Credits automatic actions spent (or hold for a running action) today, UTC. */
  spentToday: z.number().int(),
});
export type AutomationSettings = z.infer<typeof automationSettingsSchema>;
export const automationSettingsResponseSchema = z.object({ success, data: automationSettingsSchema });

/** What the rule editor offers to pick from: the brand's products. */
export const automationOptionsResponseSchema = z.object({
  success,
  data: z.object({ products: z.array(z.object({ id: z.string(), title: z.string() })) }),
});

// ── Dry run: "What would this rule have done?" over the last 30 days ──

const actionCounts = z.object(
  Object.fromEntries(RULE_ACTION_TYPES.map((type) => [type, z.number().int()])) as Record<
    (typeof RULE_ACTION_TYPES)[number],
    z.ZodNumber
  >,
);
export type ActionCounts = z.infer<typeof actionCounts>;

export const dryRunExampleSchema = z.object({
  commentId: z.string(),
  platform: z.enum(PLATFORMS),
  rating: z.number().nullable(),
  reviewer: z.string().nullable(),
  excerpt: z.string(),
  postedAt: z.string(),
  actions: z.array(z.enum(RULE_ACTION_TYPES)),
  /** Why an action was left out (the built-in hold, the cap, the platform). */
  note: z.string().nullable(),
});
export const dryRunSchema = z.object({
  days: z.number().int(),
  itemsConsidered: z.number().int(),
  matched: z.number().int(),
  actions: actionCounts,
  /** Items the rule matched whose reply the built-in hold left to a person. */
  heldByBuiltIn: z.number().int(),
  /** Items whose paid action the daily credit cap would have stopped. */
  capped: z.number().int(),
  credits: z.number().int(),
  examples: z.array(dryRunExampleSchema),
});
export type DryRun = z.infer<typeof dryRunSchema>;
export const dryRunResponseSchema = z.object({ success, data: dryRunSchema });

// ── Activity: every automatic action, on the item and as a list ──

export const activityEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** null: the built-in hold, or a person's approval. */
  ruleId: z.string().nullable(),
  ruleName: z.string().nullable(),
  commentId: z.string(),
  platform: z.enum(PLATFORMS),
  excerpt: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  result: z.enum(AUTOMATION_RESULTS),
  detail: z.string().nullable(),
  credits: z.number().int(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

const uuidLike = z.string().max(64);
export const automationActivityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  ruleId: uuidLike.optional(),
  commentId: uuidLike.optional(),
});
export const automationActivityResponseSchema = z.object({
  success,
  data: z.object({ entries: z.array(activityEntrySchema), pagination: paginationSchema }),
});

// ── Approval queue ──

export const approvalItemSchema = z.object({
  commentId: z.string(),
  platform: z.enum(PLATFORMS),
  reviewer: z.string().nullable(),
  rating: z.number().nullable(),
  content: z.string(),
  draft: z.string(),
  channel: z.enum(['platform', 'both']),
  ruleName: z.string().nullable(),
  priority: z.enum(PRIORITIES).nullable(),
  postedAt: z.string(),
  /** What approving it costs now (the send price of its channel). */
  sendCredits: z.number().int(),
});
export type ApprovalItem = z.infer<typeof approvalItemSchema>;
export const approvalsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const approvalsResponseSchema = z.object({
  success,
  data: z.object({ items: z.array(approvalItemSchema), pagination: paginationSchema }),
});

export const approvalDecisionRequestSchema = z.strictObject({
  commentIds: z.array(z.string().min(1).max(64)).min(1).max(100),
});
export const approvalResultSchema = z.object({
  commentId: z.string(),
  status: z.enum(['sent', 'queued', 'partial', 'rejected', 'failed']),
  message: z.string().nullable(),
  creditsUsed: z.number().int(),
  replayed: z.boolean(),
});
export const approvalDecisionResponseSchema = z.object({
  success,
  message: z.string(),
  data: z.object({ results: z.array(approvalResultSchema), remainingCredits: z.number().int() }),
});

export const approvalDraftRequestSchema = draftRequestSchema.pick({ draftContent: true }).strict();
export const approvalDraftResponseSchema = z.object({ success, message: z.string(), data: approvalItemSchema });
