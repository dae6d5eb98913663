import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RuleAction, RuleConditions } from '@bizamply/contracts';
import { accounts, users } from './identity.ts';
import { brands } from './brands.ts';
import { comments } from './comments.ts';

/** A brand's triage rule (issue 16): conditions and actions as the contracts' schema has them, run in `position` order. */
export const automationRules = pgTable(
  'automation_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    continueAfter: boolean('continue_after').notNull().default(false),
    conditions: jsonb('conditions').$type<RuleConditions>().notNull(),
    actions: jsonb('actions').$type<RuleAction[]>().notNull(),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pauseReason: text('pause_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('automation_rules_brand_position_idx').on(table.brandId, table.position)],
);

/** A brand's safety settings; no row = the contracts' AUTOMATION_DEFAULTS. Locked while rules are added. */
export const automationSettings = pgTable('automation_settings', {
  brandId: uuid('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  riskyWords: text('risky_words').array().notNull(),
  dailyCreditCap: integer('daily_credit_cap').notNull(),
  replyTargetHours: integer('reply_target_hours').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Credits automatic actions spent (or hold for a running action) per brand and UTC day. Raised with one
 * conditional upsert (`credits + x <= cap`), so concurrent workers can never pass the cap together.
 */
export const automationSpend = pgTable(
  'automation_spend',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    credits: integer('credits').notNull().default(0),
    capNotifiedAt: timestamp('cap_notified_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.day] })],
);

/**
 * One rule acting on one revision of one item: the unique key makes it happen once, however many workers
 * evaluate. Its outbound actions (draft, send, approval, hide) run in the `automation:act` job.
 */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id').references(() => automationRules.id, { onDelete: 'set null' }),
    ruleName: text('rule_name').notNull(),
    revision: integer('revision').notNull(),
    /** The outbound actions still to perform (the rest were applied when the rule matched). */
    actions: jsonb('actions').$type<RuleAction[]>().notNull(),
    status: text('status').notNull().default('queued'),
    /** Credits held against the daily cap for this run's paid actions. */
    reservedCredits: integer('reserved_credits').notNull().default(0),
    spendDay: date('spend_day', { mode: 'string' }),
    attempts: integer('attempts').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('automation_runs_once_unique').on(table.commentId, table.ruleId, table.revision),
    // The sweeper's list of runs whose job was lost (few rows: only unfinished runs).
    index('automation_runs_unfinished_idx')
      .on(table.createdAt)
      .where(sql`${table.status} IN ('queued', 'running')`),
  ],
);

/** The audit: every automatic action (and every approval decision) with its rule, result and credits. */
export const automationEvents = pgTable(
  'automation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id').references(() => automationRules.id, { onDelete: 'set null' }),
    /** Kept as it was, so the list still names a rule deleted since. */
    ruleName: text('rule_name'),
    runId: uuid('run_id').references(() => automationRuns.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    result: text('result').notNull(),
    detail: text('detail'),
    credits: integer('credits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('automation_events_brand_created_idx').on(table.brandId, table.createdAt.desc()),
    index('automation_events_comment_idx').on(table.commentId, table.createdAt),
    index('automation_events_rule_created_idx').on(table.ruleId, table.createdAt.desc()),
    // A brand's runs are deleted with it: each deleted run finds its events by this key (db/foreign-key-indexes.test.ts).
    index('automation_events_run_idx')
      .on(table.runId)
      .where(sql`${table.runId} IS NOT NULL`),
  ],
);
