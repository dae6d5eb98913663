import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';
import { brands } from './brands.ts';

export const reportFrequencyEnum = pgEnum('report_frequency', ['weekly', 'monthly']);

/** A report e-mailed on a schedule (New Report); the worker sends those whose next run is due. */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reportType: text('report_type').notNull(),
    frequency: reportFrequencyEnum('frequency').notNull(),
    email: text('email').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('report_schedules_brand_idx').on(table.accountId, table.brandId),
    index('report_schedules_due_idx').on(table.nextRunAt),
  ],
);

/** One row per report download, for the Downloads counter. */
export const reportDownloads = pgTable(
  'report_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    reportType: text('report_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('report_downloads_brand_idx').on(table.accountId, table.brandId)],
);
