import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';
import { brands, platformEnum } from './brands.ts';
import { comments } from './comments.ts';

/** One AI generation request; unique per idempotency key so replays and concurrent duplicates charge once. */
export const aiGenerations = pgTable(
  'ai_generations',
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
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('running'),
    response: text('response'),
    creditsUsed: integer('credits_used').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Refreshed by the process working on a running claim (database clock); stale = that process is gone. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ai_generations_idempotency_unique').on(table.accountId, table.idempotencyKey),
    index('ai_generations_comment_idx').on(table.commentId),
    // The composer varies its openings along the brand's recent drafts (a bulk run of 20 never repeats one).
    index('ai_generations_brand_created_idx').on(table.brandId, table.createdAt),
  ],
);

export const replyChannelEnum = pgEnum('reply_channel', ['platform', 'whatsapp']);
export const replyStatusEnum = pgEnum('reply_status', ['queued', 'sending', 'sent', 'failed']);

/**
 * The durable outbox of sends: one row per channel of a send request, written in the same transaction as
 * the charge, delivered by a job. The idempotency key travels to the platform where it supports one.
 */
export const replies = pgTable(
  'replies',
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
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestKey: text('request_key').notNull(),
    channel: replyChannelEnum('channel').notNull(),
    platform: platformEnum('platform').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    text: text('text').notNull(),
    status: replyStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    creditsCharged: integer('credits_charged').notNull().default(0),
    externalReplyId: text('external_reply_id'),
    error: text('error'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('replies_idempotency_unique').on(table.accountId, table.idempotencyKey),
    index('replies_request_idx').on(table.accountId, table.requestKey),
    index('replies_comment_idx').on(table.commentId),
  ],
);

/** A brand's own saved reply templates (the editor's Add/Manage Templates). */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reply_templates_brand_idx').on(table.brandId)],
);
