import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CREDIT_PLATFORMS } from '@bizamply/contracts';
import { accounts, users } from './identity.ts';
import { brands } from './brands.ts';
import { comments } from './comments.ts';

export const creditEntryTypeEnum = pgEnum('credit_entry_type', ['usage', 'refill', 'bonus', 'adjustment', 'refund']);
export const creditEntryStatusEnum = pgEnum('credit_entry_status', ['success', 'pending', 'failed']);
/** Derived from the platform registry (contracts' CREDIT_PLATFORMS keeps PostgreSQL's value order). */
export const creditPlatformEnum = pgEnum('credit_platform', CREDIT_PLATFORMS);

/** The account's balance holder: locked FOR UPDATE while a ledger entry is written. */
export const creditAccounts = pgTable('credit_accounts', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  totalCredits: integer('total_credits').notNull().default(0),
  usedCredits: integer('used_credits').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only: a row is never updated or deleted; a correction is a new row. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'set null' }),
    type: creditEntryTypeEnum('type').notNull(),
    status: creditEntryStatusEnum('status').notNull().default('success'),
    platform: creditPlatformEnum('platform').notNull().default('system'),
    /** Signed: usage is negative, refill/bonus/refund positive, adjustment either. */
    delta: integer('delta').notNull(),
    description: text('description').notNull(),
    customerMessage: text('customer_message'),
    response: text('response'),
    idempotencyKey: text('idempotency_key').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_ledger_idempotency_unique').on(table.accountId, table.idempotencyKey),
    // Newest first, ids breaking ties: the unfiltered Transactions page reads 10 index entries instead of sorting.
    index('credit_ledger_account_created_idx').on(
      table.accountId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The Transactions page filters by type and platform: its total is an index-only count, its page an ordered
    // scan: the key matches ORDER BY created_at DESC, id DESC exactly (DESC means NULLS FIRST there).
    index('credit_ledger_account_type_platform_idx').on(
      table.accountId,
      table.type,
      table.platform,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** Versioned price list: the newest row is in force; older rows are the history. */
export const creditSettings = pgTable('credit_settings', {
  version: serial('version').primaryKey(),
  freeCredits: integer('free_credits').notNull(),
  generateCredits: integer('generate_credits').notNull(),
  sendCredits: integer('send_credits').notNull(),
  whatsappExtraCredits: integer('whatsapp_extra_credits').notNull(),
  updatedBy: text('updated_by').notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
